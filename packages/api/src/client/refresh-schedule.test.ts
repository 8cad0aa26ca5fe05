import { afterEach, describe, expect, it, vi } from 'vitest';
import { createRefreshSchedule, type RefreshScheduleOptions } from './refresh-schedule.js';

const tenMinutes = 600_000;
const retryDelayMs = 30_000;

/** A schedule over a token that lives while `token.alive`, with a fake refresh call. */
function setup(overrides: Partial<RefreshScheduleOptions> = {}) {
  const token = { alive: true };
  const refresh = vi.fn<() => Promise<boolean>>().mockResolvedValue(true);
  const forgetToken = vi.fn(() => {
    token.alive = false;
  });
  const schedule = createRefreshSchedule({
    everyMs: tenMinutes,
    retryDelayMs,
    hasToken: () => token.alive,
    refresh,
    forgetToken,
    ...overrides,
  });
  return { token, refresh, forgetToken, schedule };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('the refresh schedule', () => {
  it('refreshes ten minutes after a token arrives, and each new token restarts the ten minutes', async () => {
    vi.useFakeTimers();
    const { refresh, schedule } = setup();

    schedule.restart();
    await vi.advanceTimersByTimeAsync(tenMinutes / 2);
    schedule.restart();
    await vi.advanceTimersByTimeAsync(tenMinutes - 1);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('ends the session when the service refuses the refresh', async () => {
    vi.useFakeTimers();
    const { refresh, forgetToken, schedule } = setup();
    refresh.mockResolvedValue(false);

    schedule.restart();
    await vi.advanceTimersByTimeAsync(tenMinutes);

    expect(forgetToken).toHaveBeenCalledTimes(1);
  });

  it('tries again after the retry delay while the service cannot be reached, as long as the token lives', async () => {
    vi.useFakeTimers();
    const { token, refresh, forgetToken, schedule } = setup();
    refresh.mockRejectedValue(new Error('offline'));

    schedule.restart();
    await vi.advanceTimersByTimeAsync(tenMinutes);
    expect(refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    expect(refresh).toHaveBeenCalledTimes(2);

    // The token expires while the third try is under way: nothing is left to refresh.
    refresh.mockImplementationOnce(async () => {
      token.alive = false;
      throw new Error('offline');
    });
    await vi.advanceTimersByTimeAsync(retryDelayMs);
    expect(refresh).toHaveBeenCalledTimes(3);
    expect(vi.getTimerCount()).toBe(0);
    expect(forgetToken).not.toHaveBeenCalled();
  });

  it('does not refresh a token that is gone by the time the timer fires', async () => {
    vi.useFakeTimers();
    const { token, refresh, schedule } = setup();

    schedule.restart();
    token.alive = false;
    await vi.advanceTimersByTimeAsync(tenMinutes);

    expect(refresh).not.toHaveBeenCalled();
  });

  it('resumes a stored token on the schedule it started with', async () => {
    vi.useFakeTimers();
    const { refresh, schedule } = setup();

    schedule.resume(Date.now() - 9 * 60_000);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes an overdue stored token at once, and one of unknown age after the full interval', async () => {
    vi.useFakeTimers();
    const overdue = setup();
    const unknown = setup();

    overdue.schedule.resume(Date.now() - 3 * tenMinutes);
    unknown.schedule.resume(Number.NaN);
    await vi.advanceTimersByTimeAsync(0);
    expect(overdue.refresh).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(tenMinutes - 1);
    expect(unknown.refresh).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(unknown.refresh).toHaveBeenCalledTimes(1);
  });

  it('refreshes now on demand instead of at the pending time', async () => {
    vi.useFakeTimers();
    const { refresh, schedule } = setup();

    schedule.restart();
    await schedule.now();
    expect(refresh).toHaveBeenCalledTimes(1);
    // The demand replaced the pending refresh (a real refresh's new token restarts the timer).
    await vi.advanceTimersByTimeAsync(tenMinutes);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('stops when the token is forgotten, and for good when disposed', async () => {
    vi.useFakeTimers();
    const { refresh, schedule } = setup();

    schedule.restart();
    schedule.cancel();
    await vi.advanceTimersByTimeAsync(tenMinutes);
    expect(refresh).not.toHaveBeenCalled();

    schedule.dispose();
    schedule.restart();
    schedule.resume(Date.now());
    await vi.advanceTimersByTimeAsync(3 * tenMinutes);
    expect(refresh).not.toHaveBeenCalled();
  });

  it('runs no timer when turned off, yet refreshes on demand', async () => {
    vi.useFakeTimers();
    const { refresh, schedule } = setup({ everyMs: false });
    refresh.mockRejectedValue(new Error('offline'));

    schedule.restart();
    schedule.resume(Date.now());
    await vi.advanceTimersByTimeAsync(3 * tenMinutes);
    expect(refresh).not.toHaveBeenCalled();

    await schedule.now();
    expect(refresh).toHaveBeenCalledTimes(1);
    // A failed refresh on demand is not retried either: there is no timer.
    await vi.advanceTimersByTimeAsync(3 * retryDelayMs);
    expect(refresh).toHaveBeenCalledTimes(1);
  });

  it('does not keep a Node process alive while waiting', () => {
    const unref = vi.fn();
    const spy = vi
      .spyOn(globalThis, 'setTimeout')
      .mockReturnValue({ unref } as unknown as ReturnType<typeof setTimeout>);
    try {
      setup().schedule.restart();
    } finally {
      spy.mockRestore();
    }
    expect(unref).toHaveBeenCalled();
  });
});
