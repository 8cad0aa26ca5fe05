import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './SiteFooter.css';

export type SiteFooterProps = ComponentPropsWithRef<'footer'>;

/**
 * The page's `<footer>` (the contentinfo landmark outside `<main>`). Links and text inside take the
 * footer colours.
 */
export function SiteFooter({ className, children, ...rest }: SiteFooterProps) {
  return (
    <footer {...rest} className={cx(styles.footer, className)}>
      <div className={styles.inner}>{children}</div>
    </footer>
  );
}
