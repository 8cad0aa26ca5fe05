import type { SVGProps } from 'react';
import { cx } from './class-names';
import { icon, iconSmall } from './shared.css';

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'children'> {
  size?: 'small' | 'medium';
}

/**
 * Decorative icons: hidden from assistive technology, because the text or accessible name next to
 * them carries the meaning. `focusable="false"` stops old Edge/IE tabbing into inline SVG.
 */
function Icon({ path, size = 'medium', className, ...rest }: IconProps & { path: string }) {
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

const paths = {
  close:
    'M18.3 5.71a1 1 0 0 0-1.41 0L12 10.59 7.11 5.7A1 1 0 0 0 5.7 7.11L10.59 12 5.7 16.89a1 1 0 1 0 1.41 1.41L12 13.41l4.89 4.89a1 1 0 0 0 1.41-1.41L13.41 12l4.89-4.89a1 1 0 0 0 0-1.4z',
  checkCircle:
    'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm-1.5 14.5-4-4 1.41-1.41 2.59 2.58 5.59-5.58L17.5 9.5l-7 7z',
  error: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-2h2v2zm0-4h-2V7h2v6z',
  info: 'M12 2a10 10 0 1 0 0 20 10 10 0 0 0 0-20zm1 15h-2v-6h2v6zm0-8h-2V7h2v2z',
  chevronDown: 'M7.41 8.59 12 13.17l4.59-4.58L18 10l-6 6-6-6 1.41-1.41z',
  bell: 'M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z',
  search:
    'M15.5 14h-.79l-.28-.27A6.47 6.47 0 0 0 16 9.5 6.5 6.5 0 1 0 9.5 16c1.61 0 3.09-.59 4.23-1.57l.27.28v.79l5 4.99L20.49 19l-4.99-5zm-6 0C7.01 14 5 11.99 5 9.5S7.01 5 9.5 5 14 7.01 14 9.5 11.99 14 9.5 14z',
  check: 'M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17z',
} as const;

export function CloseIcon(props: IconProps) {
  return <Icon path={paths.close} {...props} />;
}

export function CheckCircleIcon(props: IconProps) {
  return <Icon path={paths.checkCircle} {...props} />;
}

export function ErrorIcon(props: IconProps) {
  return <Icon path={paths.error} {...props} />;
}

export function InfoIcon(props: IconProps) {
  return <Icon path={paths.info} {...props} />;
}

export function ChevronDownIcon(props: IconProps) {
  return <Icon path={paths.chevronDown} {...props} />;
}

/** A bell (the alerts link names it). */
export function BellIcon(props: IconProps) {
  return <Icon path={paths.bell} {...props} />;
}

/** A magnifier (the search button names it). */
export function SearchIcon(props: IconProps) {
  return <Icon path={paths.search} {...props} />;
}

/** A tick (a completed step says 'completed' in text). */
export function CheckIcon(props: IconProps) {
  return <Icon path={paths.check} {...props} />;
}
