import type { SVGProps } from 'react';
import { cx } from '../internal/class-names';
import { icon } from '../internal/shared.css';

/**
 * Three bars that become a cross while the menu is open (CSS, from the button's `data-state`).
 * Decorative: the button's text says 'Menu' and `aria-expanded` says whether it is open.
 */
export function MenuIcon({
  className,
  barsClassName,
  crossClassName,
  ...rest
}: Omit<SVGProps<SVGSVGElement>, 'children'> & { barsClassName: string; crossClassName: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(icon, className)}
      {...rest}
    >
      <path className={barsClassName} d="M3 6h18v2H3V6zm0 5h18v2H3v-2zm0 5h18v2H3v-2z" />
      <path
        className={crossClassName}
        d="M18.3 5.71a1 1 0 0 0-1.41 0L12 10.59 7.11 5.7A1 1 0 0 0 5.7 7.11L10.59 12 5.7 16.89a1 1 0 1 0 1.41 1.41L12 13.41l4.89 4.89a1 1 0 0 0 1.41-1.41L13.41 12l4.89-4.89a1 1 0 0 0 0-1.4z"
      />
    </svg>
  );
}
