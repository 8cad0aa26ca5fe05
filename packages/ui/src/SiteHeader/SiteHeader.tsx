import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from '../internal/class-names';
import { MobileMenu, mobileMenuMessages } from '../MobileMenu/MobileMenu';
import * as styles from './SiteHeader.css';

export const siteHeaderMessages = {
  /** The text of the button that opens the navigation below 992 px. */
  menuLabel: mobileMenuMessages.label,
} as const;

export interface SiteHeaderProps extends ComponentPropsWithRef<'header'> {
  /** The logo, usually a `Link` around an `<img alt>` (the app decides where it goes). */
  logo?: ReactNode;
  /** Shown beside the logo. */
  productName?: ReactNode;
  /**
   * The navigation, account menu, alerts bell, search form: passed once. At 992 px and wider they
   * sit at the end of the bar; below, they collapse behind the 'Menu' button (a `MobileMenu`).
   */
  children?: ReactNode;
  /** The Menu button's text. Default `siteHeaderMessages.menuLabel` ('Menu'). */
  menuLabel?: string;
  /**
   * `standard` (default): the dark bar of the brand. `focused`: a calm light bar with a thin
   * brand rule, for while the visitor or member is in the middle of a task (the portal uses it
   * once a flow has started, spec section 4 'Flow flags'). Only the look changes: every entry
   * stays, so nobody is stranded on a page without its navigation.
   */
  variant?: 'standard' | 'focused';
  /** Controlled open state of the narrow layout's menu (e.g. to close it on a route change). */
  menuOpen?: boolean;
  defaultMenuOpen?: boolean;
  onMenuOpenChange?: (open: boolean) => void;
}

/**
 * The page's `<header>` (the banner landmark while it is not inside `<main>`, `<article>` or
 * `<section>`): a bar with the brand at the start and `children` at the end, which collapse behind
 * a 'Menu' disclosure button below 992 px. `data-variant` says which look it has. Rest props and
 * `ref` go to the `<header>`.
 */
export function SiteHeader({
  logo,
  productName,
  children,
  menuLabel = siteHeaderMessages.menuLabel,
  variant = 'standard',
  menuOpen,
  defaultMenuOpen,
  onMenuOpenChange,
  className,
  ...rest
}: SiteHeaderProps) {
  return (
    <header
      {...rest}
      className={cx(
        styles.header,
        variant === 'focused' ? styles.focused : styles.standard,
        className,
      )}
      data-variant={variant}
    >
      <div className={styles.inner}>
        <div className={styles.brand}>
          {logo}
          {productName ? <span className={styles.productName}>{productName}</span> : null}
        </div>
        {children ? (
          <MobileMenu
            label={menuLabel}
            open={menuOpen}
            defaultOpen={defaultMenuOpen}
            onOpenChange={onMenuOpenChange}
          >
            {children}
          </MobileMenu>
        ) : null}
      </div>
    </header>
  );
}
