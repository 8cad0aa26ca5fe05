import type { UIMatch } from 'react-router';

/**
 * Who may open a route (spec sections 2 and 6), read by the navigation rules:
 * - 'public': the spec's public pages (home, login, contact, FAQ, privacy, compare-plans,
 *   calculator, get-started, find-account, compliance): anyone, and Back works for a visitor;
 * - 'unguarded': anyone may open it, but it is not one of the public pages, so the browser Back
 *   button is disabled there (page-not-found, unsupported-browser, bank-dashboard, account-locked,
 *   search results...);
 * - 'member': needs a signed-in session.
 */
export type RouteAccess = 'public' | 'unguarded' | 'member';

/**
 * Route data every route declares (spec section 2): its page title and who may open it. The
 * navigation rules and the title reader both work from this, so a route's rules live beside it.
 */
export type RouteHandle = {
  title: string;
  access: RouteAccess;
  /** 'none' hides the header and footer (spec section 2: /unsupported-browser). Default 'full'. */
  chrome?: 'full' | 'none';
};

/** A route module's `handle` export. */
export function routeHandle(
  title: string,
  access: RouteAccess,
  options: Pick<RouteHandle, 'chrome'> = {},
): RouteHandle {
  return { title, access, ...options };
}

export function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}
