import { createApiClient, type SessionStore } from '@portal/api/client';

/** Session storage when there is one (prerendering runs without a window). */
const browserSession: SessionStore = {
  getItem: (key) => (typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(key)),
  setItem: (key, value) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.setItem(key, value);
  },
  removeItem: (key) => {
    if (typeof sessionStorage !== 'undefined') sessionStorage.removeItem(key);
  },
};

/**
 * The site search's own client (spec section 7: search failures are silently ignored). Unlike the
 * portal's client it never retries after 30 seconds (a suggestion or a result that late is of no
 * use) and it is not counted by the page's busy indicator: suggestions arrive as the member types,
 * and an overlay at every keystroke would get in their way. It refreshes no token: the search
 * service needs none.
 */
export const searchClient = createApiClient({
  session: browserSession,
  retryCount: 0,
  tokenRefreshMs: false,
});
