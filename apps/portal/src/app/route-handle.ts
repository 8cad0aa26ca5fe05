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
};

export function deepestHandle(matches: UIMatch[]): RouteHandle | undefined {
  for (let index = matches.length - 1; index >= 0; index -= 1) {
    const handle = matches[index]?.handle as RouteHandle | undefined;
    if (handle) return handle;
  }
  return undefined;
}
