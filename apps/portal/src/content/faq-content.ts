import useSWR from 'swr';
import type { EditionContent } from '../editions/edition-content.js';
import { useEdition } from '../editions/edition-context.js';
import type { ContentAsset } from './content-asset.js';
import { type FaqKey, faqKeys } from './faq-assets.js';
import { assetSwrOptions, fetchAssetText } from './fetch-asset.js';

export { type FaqKey, faqKeys } from './faq-assets.js';

export type FaqEntry = { id: string; question: string; answer: string };
/** The served shape; `answer` is plain text with paragraphs separated by a blank line. */
export type FaqSet = { title: string; items: FaqEntry[] };

function isFaqEntry(value: unknown): value is FaqEntry {
  if (typeof value !== 'object' || value === null) return false;
  const entry = value as Record<string, unknown>;
  return (
    typeof entry.id === 'string' &&
    typeof entry.question === 'string' &&
    typeof entry.answer === 'string'
  );
}

/** Reads a served FAQ set; a file of another shape is a failure, not a blank accordion. */
export function parseFaqSet(text: string): FaqSet {
  const value: unknown = JSON.parse(text);
  if (typeof value === 'object' && value !== null) {
    const { title, items } = value as Record<string, unknown>;
    if (typeof title === 'string' && Array.isArray(items) && items.every(isFaqEntry)) {
      return { title, items };
    }
  }
  throw new Error('FAQ content is not { title, items: [{ id, question, answer }] }');
}

async function fetchFaqSet(path: string): Promise<FaqSet> {
  return parseFaqSet(await fetchAssetText(path, 'application/json'));
}

/** Both of the edition's FAQ sets, as a prerendered page's loader reads them. */
export function faqContent(edition: EditionContent): ContentAsset[] {
  return faqKeys.map((key) => ({ path: edition.faqAssets[key], parse: parseFaqSet }));
}

/** Paragraphs of an answer: the served text separates them with "\n\n". */
export function answerParagraphs(answer: string): string[] {
  return answer
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

export function useFaqSet(key: FaqKey) {
  return useSWR(useEdition().faqAssets[key], fetchFaqSet, assetSwrOptions);
}
