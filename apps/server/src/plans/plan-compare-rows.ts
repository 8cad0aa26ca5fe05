import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { z } from 'zod/mini';
import { contentDir } from '../content/content-files.js';

/*
 * The features of the plan comparison: the public comparison's own file
 * (content/metadata/plan-compare.json, served at /assets/metadata/), so the signed-in comparison
 * and the public one can never disagree. 'standard' is the S plan's column, 'high' the H plan's.
 */

const planCompareSchema = z.object({
  caption: z.string(),
  featureHeading: z.string(),
  rows: z.array(z.object({ feature: z.string(), standard: z.string(), high: z.string() })),
});

export type PlanCompareRows = z.infer<typeof planCompareSchema>;

let loaded: Promise<PlanCompareRows> | undefined;

export function planCompareRows(): Promise<PlanCompareRows> {
  loaded ??= readFile(path.join(contentDir, 'metadata', 'plan-compare.json'), 'utf8').then((text) =>
    planCompareSchema.parse(JSON.parse(text)),
  );
  return loaded;
}
