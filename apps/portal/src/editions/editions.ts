import { isProductFlag, type ProductFlag } from '@portal/forms/code-lists';
import type { EditionContent } from './edition-content.js';

/**
 * Each edition's content is a module of its own, so a page downloads only the edition it is
 * served in (issue 6: the first load). The prerendered pages preload theirs.
 */
const editionModules: Record<ProductFlag, () => Promise<EditionContent>> = {
  MFB: async () => (await import('./federal/federal-content.js')).federalContent,
  MP: async () => (await import('./individual/individual-content.js')).individualContent,
};

/** The content of an edition. */
export function loadEdition(flag: ProductFlag): Promise<EditionContent> {
  return editionModules[flag]();
}

/**
 * One build serves both editions: the server names the edition in a meta tag of the page it
 * sends. A page served without the server (vite dev) falls back to VITE_EDITION, then MFB.
 */
export function readEditionFlag(document: Document): ProductFlag {
  const fromServer = document.querySelector('meta[name="portal-edition"]')?.getAttribute('content');
  const flag = isProductFlag(fromServer) ? fromServer : import.meta.env.VITE_EDITION;
  return isProductFlag(flag) ? flag : 'MFB';
}
