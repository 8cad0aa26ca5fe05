import type { UIMatch } from 'react-router';

/**
 * Route data every route declares (spec section 2): its page title and who may open it. The
 * guard and the title reader both work from this, so a route's rules live beside the route.
 */
export type RouteHandle = {
  title: string;
  access: 'public' | 'member';
  /** 'none' hides the header and footer (spec section 2: /unsupported-browser). Default 'full'. */
  chrome?: 'full' | 'none';
  /**
   * Rendered to HTML at build time, for each edition, and served as that HTML: the page reads
   * without JavaScript, then hydrates (architecture section 6). Only for a public path without
   * parameters whose first render depends on nothing but the edition and served content: not on
   * the session, the query string or the browser (read those in effects).
   */
  prerender?: boolean;
};

export function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}
