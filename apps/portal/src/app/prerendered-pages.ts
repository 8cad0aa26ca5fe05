import type { ProductFlag } from '@portal/forms/code-lists';

/**
 * The public pages of spec section 2 that the build renders to HTML for each edition
 * (react-router.config.ts): they read without JavaScript, then hydrate. Only a path without
 * parameters whose first render depends on nothing but the edition and served content: not on
 * the session, the query string or the browser (read those in effects).
 */
export const prerenderedPaths = [
  '/',
  '/login',
  '/account/find-account',
  '/account/help-findaccount',
  '/account-creation/get-started',
  '/page-not-found',
  '/faqs',
  '/compliance-and-legal',
  '/privacy',
  '/privacy-act',
  '/contact',
  '/about',
  '/terms-and-conditions',
  '/tools/compare-plans',
  '/tools/legal-calculator',
  '/unsupported-browser',
] as const;

/** The prefix each edition's pages are prerendered under (routes.ts: `:edition?`). */
export const editionPrefixes: Record<ProductFlag, string> = { MFB: 'mfb', MP: 'mp' };

/**
 * Pages that send the visitor elsewhere at once in an edition. The service answers them with a
 * redirect, so it also happens without JavaScript; the app keeps doing it for client navigation.
 * Spec section 2: in the individual edition the root path redirects to /login (as HomePage does).
 */
export const editionRedirects: Record<ProductFlag, Record<string, string>> = {
  MFB: {},
  MP: { '/': '/login' },
};

/** The edition whose prefix this is (the route param `edition`); null for anything else. */
export function editionOfPrefix(prefix: string | undefined): ProductFlag | null {
  const found = Object.entries(editionPrefixes).find(([, value]) => value === prefix);
  return found ? (found[0] as ProductFlag) : null;
}

/** The edition a prerendered path belongs to, by its prefix; null for any other path. */
export function editionOfPrerenderPath(pathname: string): ProductFlag | null {
  return editionOfPrefix(pathname.split('/')[1]);
}
