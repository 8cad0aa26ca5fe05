import type { SVGProps } from 'react';
import { cx } from '../internal/class-names';
import { icon } from '../internal/shared.css';

/** A bell; decorative (the link's accessible name says 'Alerts'). */
export function BellIcon({ className, ...rest }: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(icon, className)}
      {...rest}
    >
      <path d="M12 22a2 2 0 0 0 2-2h-4a2 2 0 0 0 2 2zm6-6v-5c0-3.07-1.64-5.64-4.5-6.32V4a1.5 1.5 0 0 0-3 0v.68C7.63 5.36 6 7.92 6 11v5l-2 2v1h16v-1l-2-2z" />
    </svg>
  );
}
