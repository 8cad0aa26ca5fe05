/** Breakpoints of spec section 9, in CSS pixels. */
export const breakpoints = {
  /** General mobile layout below this width. */
  mobile: 600,
  /** The compliance page hides the word "Download" below this width. */
  complianceDownloadLabel: 636,
  /** The header switches to its mobile layout below this width. */
  header: 992,
} as const;

export type BreakpointName = keyof typeof breakpoints;

/** Media query for widths at or above a breakpoint, e.g. `minWidth('header')`. */
export function minWidth(name: BreakpointName): string {
  return `screen and (min-width: ${breakpoints[name]}px)`;
}

/**
 * Media query for widths below a breakpoint. The .02 px gap avoids both queries matching at the
 * breakpoint itself in browsers that report fractional widths (zoomed Chrome, Safari).
 */
export function maxWidth(name: BreakpointName): string {
  return `screen and (max-width: ${breakpoints[name] - 0.02}px)`;
}

/** Ready-made queries, usable as vanilla-extract `'@media'` keys and with `window.matchMedia`. */
export const media = {
  mobileUp: minWidth('mobile'),
  belowMobile: maxWidth('mobile'),
  complianceDownloadLabelUp: minWidth('complianceDownloadLabel'),
  belowComplianceDownloadLabel: maxWidth('complianceDownloadLabel'),
  headerUp: minWidth('header'),
  belowHeader: maxWidth('header'),
  reducedMotion: '(prefers-reduced-motion: reduce)',
} as const;
