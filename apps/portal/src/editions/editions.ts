import { isProductFlag, type ProductFlag } from '@portal/forms/code-lists';

/** What the build writes into `portal-edition` of the member pages' shell; the service replaces it. */
export const editionPlaceholder = '__PORTAL_EDITION__';

/**
 * One build serves both editions: the server names the edition in a meta tag of the page it
 * sends. A page served without the server (vite dev) falls back to VITE_EDITION, then MFB.
 */
export function readEditionFlag(document: Document): ProductFlag {
  const fromServer = document.querySelector('meta[name="portal-edition"]')?.getAttribute('content');
  const flag = isProductFlag(fromServer) ? fromServer : import.meta.env.VITE_EDITION;
  return isProductFlag(flag) ? flag : 'MFB';
}
