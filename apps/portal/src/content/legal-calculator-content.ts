import type { PlanTier } from '@portal/forms/code-lists';
import { type CalculatorMatter, isAttorneyHours } from '@portal/forms/rules';
import useSWR from 'swr';
import type { ContentAsset } from './content-asset.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

/** The legal matters the savings calculator asks about, with typical hours and covering tiers. */
export const legalCalculatorAsset = '/assets/metadata/legal-calculator.json';

export type LegalMatter = CalculatorMatter & { label: string; typicalHours: string };

function isTier(value: unknown): value is PlanTier {
  return value === 'S' || value === 'H';
}

function isLegalMatter(value: unknown): value is LegalMatter {
  if (typeof value !== 'object' || value === null) return false;
  const matter = value as Record<string, unknown>;
  return (
    typeof matter.id === 'string' &&
    /^[a-z]+(-[a-z]+)*$/.test(matter.id) &&
    matter.id !== 'tier' &&
    typeof matter.label === 'string' &&
    typeof matter.typicalHours === 'string' &&
    isAttorneyHours(matter.typicalHours) &&
    Array.isArray(matter.coveredBy) &&
    matter.coveredBy.every(isTier)
  );
}

/** Reads the served matters; a file of another shape is a failure, not a calculator without fields. */
export function parseLegalMatters(text: string): LegalMatter[] {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) {
    const { matters } = value as Record<string, unknown>;
    if (Array.isArray(matters) && matters.length > 0 && matters.every(isLegalMatter)) {
      return matters;
    }
  }
  throw new Error(
    'The calculator content is not { matters: [{ id, label, typicalHours, coveredBy }] }',
  );
}

async function fetchLegalMatters(path: string): Promise<LegalMatter[]> {
  return parseLegalMatters(await fetchAssetText(path, 'application/json'));
}

export const legalMattersContent: ContentAsset = {
  path: legalCalculatorAsset,
  parse: parseLegalMatters,
};

export function useLegalMatters() {
  return useSWR(legalCalculatorAsset, fetchLegalMatters, assetSwrOptions);
}
