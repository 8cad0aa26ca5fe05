import type { SVGProps } from 'react';
import { cx } from '../class-names';
import { icon, iconSmall } from '../shared.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: 'small' | 'medium';
}

/**
 * One file per icon, so each lands in the chunk of the components that show it (a shared file
 * would put every icon in the first load of every page).
 *
 * Decorative icons: hidden from assistive technology, because the text or accessible name next to
 * them carries the meaning. `focusable="false"` stops old Edge/IE tabbing into inline SVG.
 */
export function Icon({ path, size = 'medium', className, ...rest }: IconProps & { path: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(size === 'small' ? iconSmall : icon, className)}
      {...rest}
    >
      <path d={path} />
    </svg>
  );
}
