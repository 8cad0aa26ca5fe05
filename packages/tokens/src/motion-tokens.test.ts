// This test reads the style files of the kit and the portal from disk, so it needs Node's types.
/// <reference types="node" />

import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function styleFiles(dir: string): Promise<string[]> {
  const entries = await readdir(path.join(repoRoot, dir), { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.css.ts'))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

/** A `transition`/`animation` property whose value is a plain string, and that string. */
const timedProperty =
  /\b(?:transition|animation)(?:Duration|Delay)?\s*:\s*(['"`])((?:(?!\1)[\s\S])*)\1/g;
/** A time written out (`150ms`, `.2s`) rather than read from a motion token. */
const literalTime = /(?<![\w$.-])\d*\.?\d+m?s\b/;

describe('motion', () => {
  it('is timed by the motion tokens everywhere, so reduced motion stops it', async () => {
    const files = [
      ...(await styleFiles('packages/ui/src')),
      ...(await styleFiles('apps/portal/src')),
    ];
    expect(files.length).toBeGreaterThan(0);
    const literal: string[] = [];
    for (const file of files) {
      const source = await readFile(file, 'utf8');
      for (const [declaration, , value] of source.matchAll(timedProperty)) {
        if (value && literalTime.test(value)) {
          literal.push(`${path.relative(repoRoot, file)}: ${declaration}`);
        }
      }
    }
    // Use vars.motion.duration* (the theme sets them to 0.01ms under prefers-reduced-motion).
    expect(literal).toEqual([]);
  });
});
