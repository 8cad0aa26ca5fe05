import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { cx } from '../internal/class-names';
import { mainContentId } from '../PageMain/PageMain';
import * as styles from './SkipLink.css';

export const skipLinkMessages = {
  label: 'Skip to main content',
} as const;

export interface SkipLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href' | 'children'> {
  /** The id of the element to skip to (without `#`). */
  targetId?: string;
  label?: string;
}

/**
 * The first focusable element of the page (WCAG 2.4.1): hidden until focused, then shown at the top.
 * A plain `<a>`, never the router's link: the target is on this page.
 */
export function SkipLink({
  targetId = mainContentId,
  label = skipLinkMessages.label,
  className,
  onClick,
  ...rest
}: SkipLinkProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(targetId);
    if (!target) return;
    // Move focus ourselves rather than through the URL hash: a client-side router may treat the hash
    // change as navigation (scroll restoration, re-render) and the focus would not follow.
    event.preventDefault();
    target.focus();
  }

  return (
    <a
      {...rest}
      href={`#${targetId}`}
      className={cx(styles.skipLink, className)}
      onClick={handleClick}
    >
      {label}
    </a>
  );
}
