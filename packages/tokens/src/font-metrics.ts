// Written by scripts/subset-fonts.mjs from @fontsource-variable/public-sans 5.3.0: do not edit.

/** Vertical metrics of the committed Public Sans subset, in font units. */
export const publicSansMetrics = {
  unitsPerEm: 2000,
  ascent: 1900,
  descent: -450,
  lineGap: 0,
  xWidthAvg: 935,
} as const;

/**
 * The fallback face's overrides over local Arial (and its metric twins Helvetica and Liberation
 * Sans): see fallbackFontFace in src/font-subset.ts for how they are computed.
 */
export const fallbackFaceMetrics = {
  sizeAdjust: '104.87%',
  ascentOverride: '90.59%',
  descentOverride: '21.46%',
  lineGapOverride: '0.00%',
} as const;
