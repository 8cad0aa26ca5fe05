import { fromBuffer } from '@capsizecss/unpack';
import subsetFont from 'subset-font';
import type { FontMetrics } from './font-subset';

/**
 * The metrics of the variable font pinned at one weight: harfbuzz makes the static instance, Capsize
 * reads it (`xWidthAvg` is its average lowercase-weighted advance, which grows with the weight).
 * Used by `scripts/subset-fonts.mjs` and its test, never by the package's consumers; Node runs it
 * with its types stripped, so keep it to erasable syntax.
 */
export async function metricsAtWeight(font: Buffer, weight: number): Promise<FontMetrics> {
  const instance = await subsetFont(font, '', {
    targetFormat: 'sfnt',
    keepAllGlyphs: true,
    variationAxes: { wght: weight },
  });
  const { unitsPerEm, ascent, descent, lineGap, xWidthAvg } = await fromBuffer(instance);
  return { unitsPerEm, ascent, descent, lineGap, xWidthAvg };
}
