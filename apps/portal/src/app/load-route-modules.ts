import { matchRoutes, type RouteObject } from 'react-router';

/**
 * Loads the lazy modules of the routes that match `pathname` and puts what they export on the
 * route objects, before the router is created. Without this the router's first render is empty
 * while it loads them, and hydrating a prerendered page needs that first render to be the page
 * its HTML shows (react-router's documented recipe for lazy routes and hydration).
 */
export async function loadRouteModules(routes: RouteObject[], pathname: string): Promise<void> {
  const matches = matchRoutes(routes, pathname) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const properties = await route.lazy();
      Object.assign(route, { ...properties, lazy: undefined });
    }),
  );
}
