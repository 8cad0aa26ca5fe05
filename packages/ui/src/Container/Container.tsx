import type { HTMLAttributes, Ref } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './Container.css';

export interface ContainerProps extends HTMLAttributes<HTMLElement> {
  ref?: Ref<HTMLElement>;
  /** `div` (default) or `section` (a titled region: give it an `aria-labelledby`). */
  as?: 'div' | 'section';
}

/**
 * Centres content at the page's maximum content width (`size.contentMaxWidth`, as the header and
 * footer use) with inline padding, so text lines up with the header at every width.
 */
export function Container({ as = 'div', className, ref, ...rest }: ContainerProps) {
  const Element = as as 'div';
  return (
    <Element
      {...rest}
      ref={ref as Ref<HTMLDivElement>}
      className={cx(styles.container, className)}
    />
  );
}
