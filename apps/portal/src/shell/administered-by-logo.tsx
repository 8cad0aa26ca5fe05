import type { SVGProps } from 'react';

/**
 * The administrator's logo for the footer's 'Administered by' (our own drawing: a shield with a
 * balance, and the name as a wordmark). It is one image to assistive technology (role="img",
 * named by `label`); it draws in the footer's text colour, so it keeps the footer's contrast in
 * both editions. The wordmark's text is fitted to a fixed length, whatever font the page has.
 */
export function AdministeredByLogo({
  label,
  wordmark,
  ...rest
}: { label: string; wordmark: readonly [string, string] } & Omit<SVGProps<SVGSVGElement>, 'role'>) {
  return (
    <svg
      role="img"
      aria-label={label}
      viewBox="0 0 176 48"
      width="176"
      height="48"
      focusable="false"
      {...rest}
    >
      <g
        fill="none"
        stroke="currentColor"
        strokeWidth="2.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M24 4 8 10v12c0 10 7 18 16 22 9-4 16-12 16-22V10z" />
        <path d="M24 14v20M17 34h14M15 18h18" />
        <path d="m15 18-4 8h8zm18 0-4 8h8z" />
      </g>
      <g fill="currentColor" fontWeight="700" fontSize="15">
        <text x="50" y="21" textLength="120" lengthAdjust="spacingAndGlyphs">
          {wordmark[0]}
        </text>
        <text x="50" y="39" textLength="120" lengthAdjust="spacingAndGlyphs">
          {wordmark[1]}
        </text>
      </g>
    </svg>
  );
}
