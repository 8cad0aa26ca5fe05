import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import * as styles from './SiteHeader.css';

export interface SiteHeaderProps extends ComponentPropsWithRef<'header'> {
  /** The logo, usually a `Link` around an `<img alt>` (the app decides where it goes). */
  logo?: ReactNode;
  /** Shown beside the logo. */
  productName?: ReactNode;
  /** The navigation, account menu and buttons, at the end of the bar. */
  children?: ReactNode;
}

/**
 * The page's `<header>` (the banner landmark while it is not inside `<main>`, `<article>` or
 * `<section>`): a bar with the brand at the start and `children` at the end.
 */
export function SiteHeader({ logo, productName, children, className, ...rest }: SiteHeaderProps) {
  return (
    <header {...rest} className={cx(styles.header, className)}>
      <div className={styles.inner}>
        <div className={styles.brand}>
          {logo}
          {productName ? <span className={styles.productName}>{productName}</span> : null}
        </div>
        {children ? <div className={styles.actions}>{children}</div> : null}
      </div>
    </header>
  );
}
