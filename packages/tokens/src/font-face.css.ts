import { globalFontFace } from '@vanilla-extract/css';
import { fallbackFaceMetrics } from './font-metrics';

/**
 * Public Sans, self-hosted (SIL Open Font License 1.1, licence in `fonts/OFL.txt`): one variable
 * WOFF2 with the weights 400 to 700, subset by `scripts/subset-fonts.mjs`. `swap` shows the text at
 * once in the fallback face below; the portal preloads the file so the swap normally happens before
 * the first paint.
 */
export const webFontFamily = 'Public Sans';

/**
 * Local Arial (or Helvetica, or Liberation Sans on Linux: the same metrics) scaled and given Public
 * Sans's ascent and descent, so text set in it takes the same room and nothing moves when the web
 * font arrives. The figures come from the font's own metrics (`src/font-metrics.ts`).
 */
export const fallbackFontFamily = 'Public Sans fallback';

globalFontFace(webFontFamily, {
  src: "url('../fonts/public-sans-wght.woff2') format('woff2')",
  fontWeight: '400 700',
  fontStyle: 'normal',
  fontDisplay: 'swap',
});

function overrides(metrics: typeof fallbackFaceMetrics.regular | typeof fallbackFaceMetrics.bold) {
  return {
    sizeAdjust: metrics.sizeAdjust,
    ascentOverride: metrics.ascentOverride,
    descentOverride: metrics.descentOverride,
    lineGapOverride: metrics.lineGapOverride,
  };
}

// Regular and bold separately, each with its own figures: bold text in the fallback is the real bold
// face (not a smeared regular), and Arial widens less than Public Sans does in bold.
globalFontFace(fallbackFontFamily, {
  src: "local('Arial'), local('ArialMT'), local('Helvetica'), local('Liberation Sans'), local('LiberationSans')",
  fontWeight: '400 500',
  ...overrides(fallbackFaceMetrics.regular),
});
globalFontFace(fallbackFontFamily, {
  src: "local('Arial Bold'), local('Arial-BoldMT'), local('Helvetica Bold'), local('Liberation Sans Bold'), local('LiberationSans-Bold')",
  fontWeight: '600 700',
  ...overrides(fallbackFaceMetrics.bold),
});
