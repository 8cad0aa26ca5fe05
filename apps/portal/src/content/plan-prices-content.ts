import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/** Spec sections 1 and 9: the home page's monthly prices come from metadata keys standard and high. */
export const planPricesAsset = '/assets/metadata/plan-prices.json';

/** The served shape: whole cents per month for each plan; `formatMoney` of `@portal/forms/money` shows them. */
export type PlanPrices = { currency: string; standard: number; high: number };

function isCents(value: unknown): value is number {
  return typeof value === 'number' && Number.isInteger(value) && value >= 0;
}

/** Reads the served prices; a file of another shape is a failure, not a price of $NaN. */
export function parsePlanPrices(text: string): PlanPrices {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) {
    const { currency, standard, high } = value as Record<string, unknown>;
    if (typeof currency === 'string' && isCents(standard) && isCents(high)) {
      return { currency, standard, high };
    }
  }
  throw new Error('Plan prices are not { currency, standard, high } in cents');
}

async function fetchPlanPrices(path: string): Promise<PlanPrices> {
  return parsePlanPrices(await fetchAssetText(path, 'application/json'));
}

export const planPricesContent: ContentAsset = { path: planPricesAsset, parse: parsePlanPrices };

export function usePlanPrices() {
  return useSWR(planPricesAsset, fetchPlanPrices, assetSwrOptions);
}
