import type { SVGProps } from 'react';

type MarkProps = Omit<SVGProps<SVGSVGElement>, 'children'>;

/*
 * The checked marks of Checkbox and RadioGroup. Decorative: the native input's checked state is
 * what assistive technology reads, so the marks are hidden from it.
 */

/** A tick for a checked checkbox. */
export function CheckMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <path d="M9 16.17 4.83 12l-1.42 1.41L9 19 21 7l-1.41-1.41L9 16.17z" />
    </svg>
  );
}

/** A dot for a checked radio. */
export function RadioMark(props: MarkProps) {
  return (
    <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" {...props}>
      <circle cx="12" cy="12" r="8" />
    </svg>
  );
}
