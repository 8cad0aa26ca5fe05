// This test reads the committed font files from disk, so it needs Node's types (the package has none).
/// <reference types="node" />

import { readdir, readFile, stat } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import arial from '@capsizecss/metrics/arial';
import arialBold from '@capsizecss/metrics/arial/700';
import { describe, expect, it } from 'vitest';
import { metricsAtWeight } from './font-measure';
import { fallbackFaceMetrics, publicSansMetrics } from './font-metrics';
import { fallbackFontFace, isInFontSubset } from './font-subset';

const packageDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const fontsDir = path.join(packageDir, 'fonts');
const repoRoot = path.resolve(packageDir, '../..');

/** Issue 16: the web font's files, all weights together, at most 60 kB. */
const fontBudgetBytes = 60_000;

async function woff2Files(): Promise<string[]> {
  return (await readdir(fontsDir))
    .filter((name) => name.endsWith('.woff2'))
    .map((name) => path.join(fontsDir, name));
}

async function filesUnder(dir: string, extensions: readonly string[]): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && extensions.some((ext) => entry.name.endsWith(ext)))
    .filter((entry) => !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the web font files', () => {
  it(`weigh at most ${fontBudgetBytes / 1000} kB in all`, async () => {
    const files = await woff2Files();
    expect(files.length).toBeGreaterThan(0);
    const sizes = await Promise.all(files.map(async (file) => (await stat(file)).size));
    const total = sizes.reduce((sum, size) => sum + size, 0);
    expect(
      total,
      `${files.map((file) => path.basename(file)).join(', ')}: ${total} bytes`,
    ).toBeLessThanOrEqual(fontBudgetBytes);
  });

  it('travel with their licence', async () => {
    const licence = await readFile(path.join(fontsDir, 'OFL.txt'), 'utf8');
    expect(licence).toContain('SIL Open Font License, Version 1.1');
  });

  it('have the metrics the fallback faces were computed from', async () => {
    const font = await readFile(path.join(fontsDir, 'public-sans-wght.woff2'));
    const regular = await metricsAtWeight(font, 400);
    const bold = await metricsAtWeight(font, 700);
    expect({ regular, bold }).toEqual(publicSansMetrics);
    expect({
      regular: fallbackFontFace(regular, arial),
      bold: fallbackFontFace(bold, arialBold),
    }).toEqual(fallbackFaceMetrics);
  });

  it('hold every character the content and copy use', async () => {
    const files = [
      ...(await filesUnder(path.join(repoRoot, 'content'), ['.json', '.html', '.vtt'])),
      ...(await filesUnder(path.join(repoRoot, 'apps/portal/src'), ['.ts', '.tsx'])),
    ];
    const missing = new Map<string, string>();
    for (const file of files) {
      for (const character of await readFile(file, 'utf8')) {
        if (!isInFontSubset(character) && !/\s/.test(character) && !missing.has(character)) {
          missing.set(character, path.relative(repoRoot, file));
        }
      }
    }
    // A character listed here falls back to Arial: add its code point to fontCodePointRanges and
    // run `npm run fonts -w @portal/tokens`.
    expect(Object.fromEntries(missing)).toEqual({});
  });
});
