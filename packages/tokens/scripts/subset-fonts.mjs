/**
 * Makes the committed web font: Public Sans (SIL Open Font License 1.1, from the
 * `@fontsource-variable/public-sans` package) subset to the characters the portal shows, with its
 * weight axis cut to the weights the tokens use (400 to 700), as one WOFF2 file. It also writes the
 * metrics of the metric-matched fallback face, so the fallback text takes the same room as Public
 * Sans and nothing moves when the font arrives.
 *
 * Run it after changing the character list or upgrading the font package, and commit what it writes:
 *
 *   npm run fonts -w @portal/tokens
 *
 * Output (in packages/tokens/fonts): public-sans-wght.woff2, OFL.txt (the font's licence, which
 * must travel with it) and ../src/font-metrics.ts.
 */
import { copyFile, readFile, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import subsetFont from 'subset-font';
import { metricsAtWeight } from '../src/font-measure.ts';
import { fallbackFontFace, fontCharacters, fontWeightRange } from '../src/font-subset.ts';

const require = createRequire(import.meta.url);
const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsDir = path.join(packageDir, 'fonts');
const sourceDir = path.dirname(require.resolve('@fontsource-variable/public-sans/package.json'));

const source = await readFile(path.join(sourceDir, 'files/public-sans-latin-wght-normal.woff2'));
const subset = await subsetFont(source, fontCharacters(), {
  targetFormat: 'woff2',
  variationAxes: { wght: { min: fontWeightRange.min, max: fontWeightRange.max } },
  // Keep the copyright, names, version and licence records (OFL: the notice stays with the font).
  preserveNameIds: [0, 1, 2, 3, 4, 5, 6, 13, 14],
});
await writeFile(path.join(fontsDir, 'public-sans-wght.woff2'), subset);
await copyFile(path.join(sourceDir, 'LICENSE'), path.join(fontsDir, 'OFL.txt'));

/** An object literal as the repository's formatter writes it, so the output passes `biome ci`. */
function literal(object) {
  const entries = Object.entries(object).map(
    ([key, value]) => `    ${key}: ${typeof value === 'string' ? `'${value}'` : value},`,
  );
  return `{\n${entries.join('\n')}\n  }`;
}

// Regular and bold fallbacks separately: Public Sans and Arial widen by different amounts in bold.
const regular = await metricsAtWeight(subset, 400);
const bold = await metricsAtWeight(subset, 700);
const fallbackRegular = fallbackFontFace(regular, arial);
const fallbackBold = fallbackFontFace(bold, arialBold);
const fontVersion = JSON.parse(
  await readFile(path.join(sourceDir, 'package.json'), 'utf8'),
).version;
await writeFile(
  path.join(packageDir, 'src/font-metrics.ts'),
  `// Written by scripts/subset-fonts.mjs from @fontsource-variable/public-sans ${fontVersion}: do not edit.

/** Metrics of the committed Public Sans subset at its regular and bold weights, in font units. */
export const publicSansMetrics = {
  regular: ${literal(regular)},
  bold: ${literal(bold)},
} as const;

/**
 * The fallback faces' overrides: regular over local Arial, bold over Arial Bold (Helvetica and
 * Liberation Sans have the same metrics). See fallbackFontFace in src/font-subset.ts for how.
 */
export const fallbackFaceMetrics = {
  regular: ${literal(fallbackRegular)},
  bold: ${literal(fallbackBold)},
} as const;
`,
);
console.log(`public-sans-wght.woff2: ${subset.length} bytes`, { fallbackRegular, fallbackBold });
