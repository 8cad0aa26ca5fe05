import { createDeferredApiClient } from './deferred-api-client.js';

/**
 * The one client of the portal: same origin, token and server date in sessionStorage. Loaded on
 * its first use (see createDeferredApiClient); during the build-time prerender there is no
 * sessionStorage and no call is made.
 */
export const portalClient = createDeferredApiClient({
  session: typeof sessionStorage === 'undefined' ? null : sessionStorage,
  load: async () => (await import('./load-api-client.js')).loadBrowserApiClient(),
});
