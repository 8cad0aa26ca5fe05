import { isProductFlag, type ProductFlag } from '@portal/forms';
import type { EditionContent } from './edition-content.js';
import { federalContent } from './federal/federal-content.js';
import { individualContent } from './individual/individual-content.js';

export const editions: Record<ProductFlag, EditionContent> = {
  MFB: federalContent,
  MP: individualContent,
};

/**
 * One build serves both editions: the server names the edition in a meta tag of the page it
 * sends. A page served without the server (vite dev) falls back to VITE_EDITION, then MFB.
 */
export function readEdition(document: Document): EditionContent {
  const fromServer = document.querySelector('meta[name="portal-edition"]')?.getAttribute('content');
  const flag = isProductFlag(fromServer) ? fromServer : import.meta.env.VITE_EDITION;
  return editions[isProductFlag(flag) ? flag : 'MFB'];
}
