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
