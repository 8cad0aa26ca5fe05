import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/**
 * The plan comparison as rows (the same rows as the spec's plan-compare.html fragment), so a page
 * can build a real table whose column headers name the tiers as the edition does.
 */
export const planCompareTableAsset = '/assets/metadata/plan-compare.json';

export type PlanCompareRow = { feature: string; standard: string; high: string };
export type PlanCompareTable = {
  caption: string;
  featureHeading: string;
  rows: PlanCompareRow[];
  note: string;
};

function isRow(value: unknown): value is PlanCompareRow {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  return (
    typeof row.feature === 'string' &&
    typeof row.standard === 'string' &&
    typeof row.high === 'string'
  );
}

/** Reads the served comparison; a file of another shape is a failure, not an empty table. */
export function parsePlanCompareTable(text: string): PlanCompareTable {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) {
    const { caption, featureHeading, rows, note } = value as Record<string, unknown>;
    if (
      typeof caption === 'string' &&
      typeof featureHeading === 'string' &&
      typeof note === 'string' &&
      Array.isArray(rows) &&
      rows.length > 0 &&
      rows.every(isRow)
    ) {
      return { caption, featureHeading, rows, note };
    }
  }
  throw new Error('The plan comparison is not { caption, featureHeading, rows, note }');
}

async function fetchPlanCompareTable(path: string): Promise<PlanCompareTable> {
  return parsePlanCompareTable(await fetchAssetText(path, 'application/json'));
}

export const planCompareTableContent: ContentAsset = {
  path: planCompareTableAsset,
  parse: parsePlanCompareTable,
};

export function usePlanCompareTable() {
  return useSWR(planCompareTableAsset, fetchPlanCompareTable, assetSwrOptions);
}
