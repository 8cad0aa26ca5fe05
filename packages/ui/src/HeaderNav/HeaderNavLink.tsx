import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { useLinkComponent } from '../Link/LinkProvider';
import * as styles from './HeaderNav.css';

export interface HeaderNavLinkProps extends Omit<ComponentPropsWithRef<'a'>, 'href'> {
  href: string;
  /** The link points at the current page: sets `aria-current="page"` and the active underline. */
  current?: boolean;
  /** `button` draws a call to action (ENROLL NOW). It is still a link: it navigates. */
  variant?: 'link' | 'button';
}

/** A header navigation link, rendered by the app's router link from `LinkProvider`. */
export function HeaderNavLink({
  current = false,
  variant = 'link',
  className,
  ...rest
}: HeaderNavLinkProps) {
  const Component = useLinkComponent();
  return (
    <Component
      {...rest}
      aria-current={current ? 'page' : undefined}
      className={cx(styles.link, styles.linkVariant[variant], className)}
      data-state={current ? 'active' : 'inactive'}
      data-variant={variant}
    />
  );
}
