import type { ProductFlag } from '@portal/forms/code-lists';
import type { EditionContent } from './edition-content.js';
import { federalContent } from './federal/federal-content.js';
import { individualContent } from './individual/individual-content.js';

/** Both editions at once, for the build-time prerender (the browser loads only its own: editions.ts). */
export const editions: Record<ProductFlag, EditionContent> = {
  MFB: federalContent,
  MP: individualContent,
};
