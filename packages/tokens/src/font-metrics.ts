// Written by scripts/subset-fonts.mjs from @fontsource-variable/public-sans 5.3.0: do not edit.

/** Metrics of the committed Public Sans subset at its regular and bold weights, in font units. */
export const publicSansMetrics = {
  regular: {
    unitsPerEm: 2000,
    ascent: 1900,
    descent: -450,
    lineGap: 0,
    xWidthAvg: 935,
  },
  bold: {
    unitsPerEm: 2000,
    ascent: 1900,
    descent: -450,
    lineGap: 0,
    xWidthAvg: 959,
  },
} as const;

/**
 * The fallback faces' overrides: regular over local Arial, bold over Arial Bold (Helvetica and
 * Liberation Sans have the same metrics). See fallbackFontFace in src/font-subset.ts for how.
 */
export const fallbackFaceMetrics = {
  regular: {
    sizeAdjust: '104.87%',
    ascentOverride: '90.59%',
    descentOverride: '21.46%',
    lineGapOverride: '0.00%',
  },
  bold: {
    sizeAdjust: '99.90%',
    ascentOverride: '95.10%',
    descentOverride: '22.52%',
    lineGapOverride: '0.00%',
  },
} as const;
