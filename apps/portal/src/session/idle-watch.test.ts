import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  type ActivityChannel,
  type IdleState,
  reportActivity,
  startIdleWatch,
} from './idle-watch.js';

/** Two tabs' channels joined together, as BroadcastChannel joins the tabs of one site. */
function channelPair(): [ActivityChannel, ActivityChannel] {
  const listeners: [Set<() => void>, Set<() => void>] = [new Set(), new Set()];
  const end = (mine: 0 | 1): ActivityChannel => ({
    postMessage: () => {
      for (const listener of listeners[mine === 0 ? 1 : 0]) listener();
    },
    addEventListener: (_type, listener) => void listeners[mine].add(listener),
    removeEventListener: (_type, listener) => void listeners[mine].delete(listener),
  });
  return [end(0), end(1)];
}

function watch(options: { channel?: ActivityChannel | null } = {}) {
  const target = new EventTarget();
  const states: IdleState[] = [];
  const idle = startIdleWatch({
    warningSeconds: 840,
    countdownSeconds: 60,
    onChange: (state) => states.push(state),
    target,
    channel: options.channel ?? null,
  });
  const act = (type = 'mousemove') => target.dispatchEvent(new Event(type));
  const latest = () => states.at(-1) ?? { phase: 'watching' };
  return { idle, act, latest, states };
}

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('the idle watch', () => {
  it('warns after 840 seconds without activity and counts down 60 seconds', () => {
    const { latest, idle } = watch();
    vi.advanceTimersByTime(839_000);
    expect(latest()).toEqual({ phase: 'watching' });
    vi.advanceTimersByTime(1000);
    expect(latest()).toEqual({ phase: 'warning', secondsLeft: 60, active: false });
    vi.advanceTimersByTime(59_000);
    expect(latest()).toEqual({ phase: 'warning', secondsLeft: 1, active: false });
    idle.stop();
  });

  it('times out when the countdown reaches zero, and then stops', () => {
    const { latest, states } = watch();
    vi.advanceTimersByTime(900_000);
    expect(latest()).toEqual({ phase: 'timedOut' });
    const count = states.length;
    vi.advanceTimersByTime(60_000);
    expect(states).toHaveLength(count);
  });

  it.each(['mousemove', 'keydown', 'scroll', 'wheel', 'touchstart'])(
    'counts %s as activity',
    (type) => {
      const { act, latest, idle } = watch();
      vi.advanceTimersByTime(800_000);
      act(type);
      vi.advanceTimersByTime(800_000);
      expect(latest()).toEqual({ phase: 'watching' });
      idle.stop();
    },
  );

  it('takes activity at most once per 500 ms', () => {
    const channel = { postMessage: vi.fn(), addEventListener() {}, removeEventListener() {} };
    const { act, idle } = watch({ channel });
    act();
    act();
    vi.advanceTimersByTime(499);
    act();
    expect(channel.postMessage).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    act();
    expect(channel.postMessage).toHaveBeenCalledTimes(2);
    idle.stop();
  });

  it('keeps the warning open but says the member is back after activity, until they answer', () => {
    const { act, latest, idle } = watch();
    vi.advanceTimersByTime(845_000);
    expect(latest()).toMatchObject({ phase: 'warning', active: false });
    act();
    expect(latest()).toMatchObject({ phase: 'warning', active: true });
    // Activity stopped the countdown: long past its end, nobody is logged out.
    vi.advanceTimersByTime(120_000);
    expect(latest()).toMatchObject({ phase: 'warning', active: true });
    idle.restart();
    expect(latest()).toEqual({ phase: 'watching' });
    idle.stop();
  });

  it('starts over on restart (Continue, or entering a two-step page)', () => {
    const { latest, idle } = watch();
    vi.advanceTimersByTime(850_000);
    idle.restart();
    expect(latest()).toEqual({ phase: 'watching' });
    vi.advanceTimersByTime(839_000);
    expect(latest()).toEqual({ phase: 'watching' });
    vi.advanceTimersByTime(1000);
    expect(latest()).toMatchObject({ phase: 'warning', secondsLeft: 60 });
    idle.stop();
  });

  it('counts activity in another tab, watched or not', () => {
    const [here, there] = channelPair();
    const { latest } = watch({ channel: here });
    const otherTab = new EventTarget();
    const stopReporting = reportActivity({ target: otherTab, channel: there });
    for (let minute = 0; minute < 30; minute += 1) {
      vi.advanceTimersByTime(60_000);
      otherTab.dispatchEvent(new Event('keydown'));
    }
    expect(latest()).toEqual({ phase: 'watching' });
    stopReporting();
    vi.advanceTimersByTime(900_000);
    expect(latest()).toEqual({ phase: 'timedOut' });
  });

  it('runs with shortened timings for tests', () => {
    const target = new EventTarget();
    const states: IdleState[] = [];
    startIdleWatch({
      warningSeconds: 4,
      countdownSeconds: 10,
      onChange: (state) => states.push(state),
      target,
      channel: null,
    });
    vi.advanceTimersByTime(4000);
    expect(states.at(-1)).toEqual({ phase: 'warning', secondsLeft: 10, active: false });
    vi.advanceTimersByTime(10_000);
    expect(states.at(-1)).toEqual({ phase: 'timedOut' });
  });
});
