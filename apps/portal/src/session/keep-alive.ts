/**
 * The keep-alive of spec section 9, without React: every `everySeconds` (600 by default; the
 * service sends its own as lnKeepAliveSeconds with each sign-in) the portal pings the service if
 * the member was active since the last look. The ping keeps the server session in use while the
 * member reads or types without making calls; an idle member makes no ping, so the session still
 * ends as the idle rules say (the warning at 840 s, the log-out at its countdown's end, and the
 * service's own idle limit for a tab that was closed).
 */

/** Spec section 9: keep-alive ping default 600 seconds. */
export const specKeepAliveSeconds = 600;

export interface KeepAliveOptions {
  everySeconds: number;
  /** Whether the member was active after `sinceMs` and is not idle now (IdleWatch). */
  activeSince: (sinceMs: number) => boolean;
  /** Sends the ping; its failures are the caller's (a refused one ends the session there). */
  ping: () => void;
  now?: () => number;
}

/** Starts the keep-alive; returns its stop function. */
export function startKeepAlive({
  everySeconds,
  activeSince,
  ping,
  now = Date.now,
}: KeepAliveOptions): () => void {
  let lastLook = now();
  const timer = setInterval(() => {
    const since = lastLook;
    lastLook = now();
    if (activeSince(since)) ping();
  }, everySeconds * 1000);
  return () => clearInterval(timer);
}
