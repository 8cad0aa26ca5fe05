import type { SVGProps } from 'react';
import { cx } from '../internal/class-names';
import { iconSmall } from '../internal/shared.css';

/** A check mark for completed steps; decorative (the list item says "completed" in text). */
export function CheckIcon({ className, ...rest }: Omit<SVGProps<SVGSVGElement>, 'children'>) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      focusable="false"
      className={cx(iconSmall, className)}
      {...rest}
    >
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17z" />
    </svg>
  );
}
