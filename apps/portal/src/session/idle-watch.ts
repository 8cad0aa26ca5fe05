/**
 * The idle watch of spec sections 4 and 9, without React: after `warningSeconds` without activity
 * the warning phase starts with a countdown of `countdownSeconds`; when it reaches zero the phase
 * is 'timedOut'. Activity is mouse, keyboard, scroll and touch, taken at most once per 500 ms,
 * in this tab or (through a BroadcastChannel) any other tab of the portal. The state is checked
 * every second from timestamps, so a tab whose timers the browser slowed still ends on time.
 */

export type IdleState =
  | { phase: 'watching' }
  /** `active`: the member moved again after the warning opened ('No longer idle.'). */
  | { phase: 'warning'; secondsLeft: number; active: boolean }
  | { phase: 'timedOut' };

export interface IdleTimings {
  warningSeconds: number;
  countdownSeconds: number;
}

/** Spec section 9: idle timeout 840 s, countdown 60 s, activity throttle 500 ms, check every 1 s. */
export const specIdleTimings: IdleTimings = { warningSeconds: 840, countdownSeconds: 60 };
export const activityThrottleMs = 500;
export const idleCheckEveryMs = 1000;

/** What counts as activity (spec section 4: mouse, keyboard, scroll, touch). */
export const activityEvents = [
  'mousemove',
  'mousedown',
  'keydown',
  'wheel',
  'scroll',
  'touchstart',
  'touchmove',
  'pointerdown',
] as const;

/** The name of the channel every tab of the portal reports its activity on. */
export const activityChannelName = 'portal-activity';

/** The part of BroadcastChannel the watch uses (tests pass their own). */
export interface ActivityChannel {
  postMessage(message: unknown): void;
  addEventListener(type: 'message', listener: () => void): void;
  removeEventListener(type: 'message', listener: () => void): void;
  close?(): void;
}

export interface IdleWatchOptions extends IdleTimings {
  onChange: (state: IdleState) => void;
  /** Where activity events are listened for: the window. */
  target?: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>;
  /** Other tabs' activity; null for none. Default: a BroadcastChannel when the browser has one. */
  channel?: ActivityChannel | null;
  now?: () => number;
}

export interface IdleWatch {
  /** Starts over as if the member had just been active (Continue; entering a two-step page). */
  restart(): void;
  /**
   * Whether the member has been active (here or in another tab) after `sinceMs` and the watch is
   * still watching, neither warning nor timed out: the keep-alive pings only then (keep-alive.ts).
   */
  activeSince(sinceMs: number): boolean;
  /** Stops listening and checking for good. */
  stop(): void;
}

function defaultChannel(): ActivityChannel | null {
  return typeof BroadcastChannel === 'function' ? new BroadcastChannel(activityChannelName) : null;
}

export function startIdleWatch({
  warningSeconds,
  countdownSeconds,
  onChange,
  target = window,
  channel = defaultChannel(),
  now = Date.now,
}: IdleWatchOptions): IdleWatch {
  let lastActivity = now();
  let lastTaken = Number.NEGATIVE_INFINITY;
  let state: IdleState = { phase: 'watching' };

  function publish(next: IdleState) {
    const same =
      next.phase === state.phase &&
      (next.phase !== 'warning' ||
        (state.phase === 'warning' &&
          next.secondsLeft === state.secondsLeft &&
          next.active === state.active));
    state = next;
    if (!same) onChange(next);
  }

  function check() {
    if (state.phase === 'timedOut') return;
    const idleMs = now() - lastActivity;
    const warningMs = warningSeconds * 1000;
    if (idleMs < warningMs) {
      // Once open, the warning stays until the member answers it; activity only says so.
      if (state.phase === 'warning') publish({ ...state, active: true });
      return;
    }
    const secondsLeft = Math.ceil((warningMs + countdownSeconds * 1000 - idleMs) / 1000);
    if (secondsLeft <= 0) {
      publish({ phase: 'timedOut' });
      stop();
      return;
    }
    publish({ phase: 'warning', secondsLeft, active: false });
  }

  function takeActivity(fromOtherTab: boolean) {
    const at = now();
    if (at - lastTaken < activityThrottleMs) return;
    lastTaken = at;
    lastActivity = at;
    if (!fromOtherTab) channel?.postMessage('active');
    // Say 'No longer idle.' at once rather than at the next check.
    if (state.phase === 'warning' && !state.active) publish({ ...state, active: true });
  }

  const onLocalActivity = () => takeActivity(false);
  const onOtherTabActivity = () => takeActivity(true);
  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of activityEvents)
    target.addEventListener(type, onLocalActivity, listenerOptions);
  channel?.addEventListener('message', onOtherTabActivity);
  const timer = setInterval(check, idleCheckEveryMs);

  function stop() {
    clearInterval(timer);
    for (const type of activityEvents) {
      target.removeEventListener(type, onLocalActivity, listenerOptions);
    }
    channel?.removeEventListener('message', onOtherTabActivity);
    channel?.close?.();
  }

  return {
    restart() {
      lastActivity = now();
      publish({ phase: 'watching' });
    },
    activeSince: (sinceMs) => state.phase === 'watching' && lastActivity > sinceMs,
    stop,
  };
}

/**
 * A tab with no session to watch still reports its activity (throttled the same way), so a member
 * busy in one tab is not logged out in another. Returns a stop function.
 */
export function reportActivity({
  target = window,
  channel = defaultChannel(),
  now = Date.now,
}: Pick<IdleWatchOptions, 'target' | 'channel' | 'now'> = {}): () => void {
  let lastTaken = Number.NEGATIVE_INFINITY;
  const onActivity = () => {
    const at = now();
    if (at - lastTaken < activityThrottleMs) return;
    lastTaken = at;
    channel?.postMessage('active');
  };
  const listenerOptions = { capture: true, passive: true } as const;
  for (const type of activityEvents) target.addEventListener(type, onActivity, listenerOptions);
  return () => {
    for (const type of activityEvents)
      target.removeEventListener(type, onActivity, listenerOptions);
    channel?.close?.();
  };
}
