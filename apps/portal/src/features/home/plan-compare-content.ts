import useSWR from 'swr';
import type { ContentAsset } from '../../content/content-asset.js';
import { assetSwrOptions, fetchAssetText } from '../../content/fetch-asset.js';

/** The compare-plans table: an HTML fragment of our own service, starting at h2. */
export const planCompareAsset = '/assets/Footers/plan-compare.html';

/**
 * The fragment starts at h2; on the home page it sits under the section's own h2, so each heading
 * goes one level down (h2 → h3 ...) to keep the outline in order.
 */
export function demoteHeadings(html: string): string {
  return html.replace(
    /<(\/?)h([1-5])(?=[\s>])/gi,
    (_match, slash: string, level: string) => `<${slash}h${Number(level) + 1}`,
  );
}

async function fetchPlanCompare(path: string): Promise<string> {
  return demoteHeadings(await fetchAssetText(path, 'text/html'));
}

export const planCompareContent: ContentAsset = { path: planCompareAsset, parse: demoteHeadings };

export function usePlanCompare() {
  return useSWR(planCompareAsset, fetchPlanCompare, assetSwrOptions);
}
