import { type ApiClient, type SessionStore, sessionKeys } from '@portal/api/client';

export type DeferredApiClient = ApiClient & {
  /** Starts loading the real client now (a stored token needs its refresh timer running). */
  preload(): Promise<ApiClient>;
};

/**
 * An ApiClient whose real implementation (the client, its contracts and zod, about a third of the
 * app's first-load JavaScript) is loaded on the first call instead of with the first page. Public
 * pages such as / make no API call, so they no longer download it; a call made before it has
 * arrived waits for it and counts as in flight meanwhile, so the busy indicator shows at once.
 * Every call still goes through the real client: same envelope, same response validation.
 */
export function createDeferredApiClient({
  load,
  session,
}: {
  load: () => Promise<ApiClient>;
  /** Where the real client keeps the token; read here only by the two synchronous questions. */
  session: SessionStore | null;
}): DeferredApiClient {
  let real: ApiClient | undefined;
  let loading: Promise<ApiClient> | undefined;
  /** Calls made before the real client arrived. */
  let waiting = 0;
  const inFlightListeners = new Set<(count: number) => void>();
  const tokenListeners = new Set<(hasToken: boolean) => void>();

  const requestsInFlight = () => waiting + (real?.requestsInFlight() ?? 0);
  function notifyInFlight() {
    const count = requestsInFlight();
    for (const listener of inFlightListeners) listener(count);
  }

  function preload(): Promise<ApiClient> {
    loading ??= load().then(
      (client) => {
        real = client;
        client.onInFlightChange(notifyInFlight);
        client.onTokenChange((hasToken) => {
          for (const listener of tokenListeners) listener(hasToken);
        });
        return client;
      },
      (error: unknown) => {
        // A failed chunk download (offline, new release) is tried again by the next call.
        loading = undefined;
        throw error;
      },
    );
    return loading;
  }

  async function withClient<T>(use: (client: ApiClient) => Promise<T>): Promise<T> {
    if (real) return use(real);
    waiting += 1;
    notifyInFlight();
    let handedOver = false;
    try {
      const client = await preload();
      // The real call counts itself in flight before its first await, so handing over here never
      // lets the count drop to zero in between.
      const result = use(client);
      handedOver = true;
      waiting -= 1;
      notifyInFlight();
      return await result;
    } finally {
      if (!handedOver) {
        waiting -= 1;
        notifyInFlight();
      }
    }
  }

  // A page opened with a token from earlier in this tab (a reload, a new page of the same visit)
  // keeps the refresh schedule of spec section 9: the real client starts it when it is created.
  if (session?.getItem(sessionKeys.token)) void preload().catch(() => undefined);

  return {
    preload,
    call(endpoint, body) {
      return withClient((client) => client.call(endpoint, body));
    },
    refreshToken() {
      return withClient((client) => client.refreshToken());
    },
    download(path) {
      return withClient((client) => client.download(path));
    },
    clearSession() {
      if (real) return real.clearSession();
      // Not loaded yet: the token lives only in session storage, so removing it there is the same.
      for (const key of Object.values(sessionKeys)) session?.removeItem(key);
    },
    hasToken() {
      // Before the real client is loaded (it is loaded at once when a token is stored), a stored
      // token is taken as present; the real client also checks its expiry.
      return real ? real.hasToken() : Boolean(session?.getItem(sessionKeys.token));
    },
    requestsInFlight,
    onInFlightChange(listener) {
      inFlightListeners.add(listener);
      return () => {
        inFlightListeners.delete(listener);
      };
    },
    onTokenChange(listener) {
      tokenListeners.add(listener);
      return () => {
        tokenListeners.delete(listener);
      };
    },
    dispose() {
      real?.dispose();
      inFlightListeners.clear();
      tokenListeners.clear();
    },
  };
}
