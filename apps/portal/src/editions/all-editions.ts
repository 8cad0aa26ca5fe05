import type { ProductFlag } from '@portal/forms/code-lists';
import type { EditionContent } from './edition-content.js';
import { federalContent } from './federal/federal-content.js';
import { individualContent } from './individual/individual-content.js';

/**
 * Both editions' content, in every page: one build serves both, and the page learns its edition
 * from its HTML (editions.ts). Each is about 1 kB compressed, less than a request to load only
 * the page's own after the entry has run.
 */
export const editions: Record<ProductFlag, EditionContent> = {
  MFB: federalContent,
  MP: individualContent,
};
