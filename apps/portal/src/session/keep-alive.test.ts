import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type IdleState, startIdleWatch } from './idle-watch.js';
import { specKeepAliveSeconds, startKeepAlive } from './keep-alive.js';

/*
 * The keep-alive of spec section 9 with the idle watch it asks (spec section 4), on fake timers:
 * a ping every 600 seconds while the member is active, none while idle, and the idle rules still
 * ending the session of a member who stopped.
 */

function session({ keepAliveSeconds = specKeepAliveSeconds } = {}) {
  const target = new EventTarget();
  const states: IdleState[] = [];
  const idle = startIdleWatch({
    warningSeconds: 840,
    countdownSeconds: 60,
    onChange: (state) => states.push(state),
    target,
    channel: null,
  });
  const ping = vi.fn();
  const stopKeepAlive = startKeepAlive({
    everySeconds: keepAliveSeconds,
    activeSince: (sinceMs) => idle.activeSince(sinceMs),
    ping,
  });
  const act = () => target.dispatchEvent(new Event('mousemove'));
  /** The member moves the mouse every `everyMs` for `forMs`. */
  const activeFor = (forMs: number, everyMs = 30_000) => {
    for (let elapsed = 0; elapsed < forMs; elapsed += everyMs) {
      act();
      vi.advanceTimersByTime(everyMs);
    }
  };
  const latest = () => states.at(-1) ?? { phase: 'watching' };
  const stop = () => {
    stopKeepAlive();
    idle.stop();
  };
  return { ping, act, activeFor, latest, idle, stop };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the keep-alive', () => {
  it('pings every 600 seconds while the member is active', () => {
    const { ping, activeFor, stop } = session();
    activeFor(599_000, 1000);
    expect(ping).not.toHaveBeenCalled();
    activeFor(1000, 1000);
    expect(ping).toHaveBeenCalledTimes(1);
    activeFor(1_800_000);
    expect(ping).toHaveBeenCalledTimes(4);
    stop();
  });

  it('pings once for any activity in the 600 seconds, not once per event', () => {
    const { ping, act, stop } = session();
    vi.advanceTimersByTime(300_000);
    act();
    vi.advanceTimersByTime(300_000);
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not ping for a member who has been inactive since the last ping', () => {
    const { ping, activeFor, stop } = session();
    activeFor(600_000);
    expect(ping).toHaveBeenCalledTimes(1);
    // Inactive for the next 600 seconds: no ping at 1200 s, and the warning opens at 1440 s.
    vi.advanceTimersByTime(600_000);
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
  });

  it('still lets an idle member’s session end as the idle rules say, with no ping meanwhile', () => {
    const { ping, act, activeFor, latest, stop } = session();
    activeFor(60_000);
    act();
    // Idle from 60 s: the ping at 600 s counts the activity before it, and the warning opens
    // 840 s after the last move all the same.
    vi.advanceTimersByTime(839_000);
    expect(ping).toHaveBeenCalledTimes(1);
    expect(latest()).toMatchObject({ phase: 'watching' });
    vi.advanceTimersByTime(1000);
    expect(latest()).toMatchObject({ phase: 'warning', active: false });
    vi.advanceTimersByTime(60_000);
    expect(latest()).toEqual({ phase: 'timedOut' });
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
  });

  it('does not ping while the warning is open, even if the member moves (only Continue resumes)', () => {
    const { ping, act, latest, stop } = session();
    vi.advanceTimersByTime(845_000);
    expect(latest()).toMatchObject({ phase: 'warning' });
    act();
    expect(latest()).toMatchObject({ phase: 'warning', active: true });
    // The look at 1200 s finds activity after the one at 600 s, but the warning is open.
    vi.advanceTimersByTime(400_000);
    expect(latest()).toMatchObject({ phase: 'warning' });
    expect(ping).not.toHaveBeenCalled();
    stop();
  });

  it('resumes after Continue, which restarts the watch as activity', () => {
    const { ping, idle, latest, stop } = session();
    vi.advanceTimersByTime(850_000);
    expect(latest()).toMatchObject({ phase: 'warning' });
    expect(ping).not.toHaveBeenCalled();
    idle.restart();
    // The next look (at 1200 s) finds the restart after the last one.
    vi.advanceTimersByTime(350_000);
    expect(ping).toHaveBeenCalledTimes(1);
    stop();
  });

  it('uses the interval the service sent', () => {
    const { ping, activeFor, stop } = session({ keepAliveSeconds: 30 });
    activeFor(90_000, 1000);
    expect(ping).toHaveBeenCalledTimes(3);
    stop();
  });

  it('stops for good', () => {
    const { ping, activeFor, stop } = session();
    stop();
    activeFor(1_200_000);
    expect(ping).not.toHaveBeenCalled();
  });
});
