export type RefreshScheduleOptions = {
  /**
   * Spec section 9: a token is refreshed this long after it arrives. `false`: no timer, though
   * `now()` still refreshes (tools that make a few calls).
   */
  everyMs: number | false;
  /** After a refresh that could not reach the service, the next try comes this much later. */
  retryDelayMs: number;
  /** Whether a live token is stored: there is nothing to refresh without one. */
  hasToken: () => boolean;
  /**
   * Asks the service for a new token (its answer stores it, which calls `restart`). Resolves
   * whether the service accepted; rejects when it could not be reached.
   */
  refresh: () => Promise<boolean>;
  /** The service refused the refresh: the session is over. */
  forgetToken: () => void;
};

/**
 * When the token is refreshed: `everyMs` after each new token, and again `retryDelayMs` after a
 * refresh that failed, for as long as the token lives. A refused refresh ends the session.
 */
export function createRefreshSchedule(options: RefreshScheduleOptions) {
  const { everyMs, retryDelayMs, hasToken, refresh, forgetToken } = options;
  const interval = everyMs === false ? 0 : everyMs;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let disposed = false;

  function cancel() {
    if (timer !== undefined) clearTimeout(timer);
    timer = undefined;
  }

  function schedule(delayMs: number) {
    cancel();
    if (disposed || everyMs === false) return;
    timer = setTimeout(() => void run(), Math.max(0, delayMs));
    // In Node (tests, tools), a pending refresh must not keep the process alive.
    (timer as { unref?: () => void }).unref?.();
  }

  async function run() {
    timer = undefined;
    if (!hasToken()) return;
    try {
      // The accepted refresh's token has restarted the timer already.
      if (!(await refresh())) forgetToken();
    } catch {
      // The service could not be reached even after the call's own retries: try again later, for
      // as long as the token lives.
      if (hasToken()) schedule(retryDelayMs);
    }
  }

  return {
    /** A new token arrived: refresh it `everyMs` from now. */
    restart() {
      schedule(interval);
    },
    /** A token stored by an earlier page load, received at `receivedAt` (NaN: unknown). */
    resume(receivedAt: number) {
      schedule(Number.isFinite(receivedAt) ? receivedAt + interval - Date.now() : interval);
    },
    /** Refreshes at once (the idle dialog's Continue, spec section 4). */
    async now() {
      cancel();
      await run();
    },
    /** The token is gone: nothing to refresh until the next one. */
    cancel,
    /** Stops for good (tests, hot reload, tools): later tokens start no timer. */
    dispose() {
      disposed = true;
      cancel();
    },
  };
}
