import type { RouteAccess } from './route-handle.js';

/**
 * The navigation rules of spec section 2, as decisions without React or a browser, so they are
 * tested alone and applied in one place (use-navigation-rules.ts).
 */

/** Where a visitor goes home: the public home page (the login page in the individual edition). */
export const visitorHomePath = '/';
/** The member's home: where a signed-in member's logo click and a direct load lead. */
export const memberHomePath = '/dashboard';

export type EntryDecision =
  | { kind: 'show' }
  | {
      kind: 'redirect';
      to: string;
      /** Replace the entry (the visitor never saw the page) or push over it (pins Back). */
      replace: boolean;
      /** Show the 'Form resubmission!' message on arrival. */
      formResubmission: boolean;
    };

/**
 * How the browser loaded the document (PerformanceNavigationTiming's `type`): `reload` for the
 * reload button or key, `navigate` for an address typed, pasted, opened from a bookmark or a link
 * from elsewhere, `back_forward` for history; null where it is not known (before the browser).
 */
export type DocumentLoadType = 'navigate' | 'reload' | 'back_forward' | 'prerender' | null;

export interface EntryFacts {
  access: RouteAccess;
  isLoggedIn: boolean;
  /** The page was opened by loading its address (typed, bookmarked, reloaded), not by the app. */
  isDirectLoad: boolean;
  /** How that load happened; counts only for the page the document was loaded at. */
  loadType: DocumentLoadType;
  pathname: string;
}

/**
 * Whether a page may show (architecture, 'Navigation'):
 * - a visitor opening a member page goes home (spec: an unauthenticated first load of a non-public
 *   URL redirects to home), silently;
 * - a member reloading the member page they are on stays on it: the reload asks for the page
 *   they see, and sending them to the dashboard lost their place (our decision, issue 19);
 * - a member opening a member page directly by its address (typed, pasted, a bookmark, a link
 *   from elsewhere, history; the dashboard too) is told 'Form resubmission! Page will be
 *   redirected to user home.' and goes to their home, the dashboard (spec). The loaded page's
 *   entry stays behind it, so Back from the dashboard meets the pinned history rather than
 *   leaving the site.
 */
export function decideEntry({
  access,
  isLoggedIn,
  isDirectLoad,
  loadType,
  pathname,
}: EntryFacts): EntryDecision {
  if (access !== 'member') return { kind: 'show' };
  if (!isLoggedIn) {
    return { kind: 'redirect', to: visitorHomePath, replace: true, formResubmission: false };
  }
  if (isDirectLoad && loadType !== 'reload') {
    // Over the loaded page's entry (pinned Back meets it), or in place of the dashboard's own.
    const atHome = normalizePath(pathname) === memberHomePath;
    return { kind: 'redirect', to: memberHomePath, replace: atHome, formResubmission: true };
  }
  return { kind: 'show' };
}

/**
 * The multi-step flows, by the path their pages share. Inside one, the browser's Back goes to the
 * previous step (architecture, 'Navigation in multi-step flows'): a member who filled in three
 * steps must not be told Back is disabled, nor lose their place.
 */
export const multiStepFlowPaths = ['/account-creation/', '/enrollment/'] as const;

/**
 * Where a flow has ended: its confirmation is no step to go Back from, since the answers behind
 * it were sent (a member's history is pinned there as on any page).
 */
const flowEndPaths = ['/enrollment/confirmation/'] as const;

/** The flow a page belongs to, or null (an edition prefix, as prerendering uses, is ignored). */
export function multiStepFlowOf(pathname: string): string | null {
  const path = pathname.replace(/^\/(mfb|mp)(?=\/)/, '');
  if (flowEndPaths.some((end) => path.startsWith(end))) return null;
  return multiStepFlowPaths.find((flow) => path.startsWith(flow)) ?? null;
}

/**
 * Whether the browser's Back (and Forward) is refused on the page being left: always when signed
 * in (history is pinned), and for a visitor on any page outside the spec's public pages; never
 * from one step of a multi-step flow to another of the same flow. A refused Back shows 'The browser
 * Back button has been disabled. Please use our website's navigation menu options.', so the member
 * knows why nothing happened.
 */
export function isBackBlocked({
  access,
  isLoggedIn,
  fromPath,
  toPath,
}: {
  access: RouteAccess | undefined;
  isLoggedIn: boolean;
  /** The page being left and the one history would show (both, or neither, are known). */
  fromPath?: string;
  toPath?: string;
}): boolean {
  const flow = fromPath === undefined ? null : multiStepFlowOf(fromPath);
  if (flow !== null && toPath !== undefined && multiStepFlowOf(toPath) === flow) return false;
  return isLoggedIn || access !== 'public';
}

function normalizePath(pathname: string): string {
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}
