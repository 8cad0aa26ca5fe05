import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from './api-error.js';
import { resendingOnceAfterRefusal, withRetries } from './retry.js';

const policy = { retryCount: 1, retryDelayMs: 30_000 };

afterEach(() => {
  vi.useRealTimers();
});

describe('retrying a failed request', () => {
  it('sends again after the delay when the failure is retryable', async () => {
    vi.useFakeTimers();
    const attempt = vi
      .fn<() => Promise<string>>()
      .mockRejectedValueOnce(new ApiError(0, 'Failed to fetch'))
      .mockResolvedValue('answer');

    const outcome = withRetries(attempt, policy);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(attempt).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    await expect(outcome).resolves.toBe('answer');
    expect(attempt).toHaveBeenCalledTimes(2);
  });

  it('fails at once on what sending again cannot mend', async () => {
    const failures = [
      new ApiError(502, 'Bad Gateway', { retryable: false }),
      new ApiError(404, 'Not Found'),
      new TypeError('Endpoint path must start with one "/"'),
    ];
    for (const failure of failures) {
      const attempt = vi.fn(async () => {
        throw failure;
      });
      await expect(withRetries(attempt, { retryCount: 5, retryDelayMs: 0 })).rejects.toBe(failure);
      expect(attempt).toHaveBeenCalledTimes(1);
    }
  });

  it('sends at most retryCount more times, then fails with the last failure', async () => {
    vi.useFakeTimers();
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 5 }),
        fc.integer({ min: 0, max: 8 }),
        async (retryCount, failuresBeforeSuccess) => {
          let attempts = 0;
          const attempt = async () => {
            attempts += 1;
            if (attempts <= failuresBeforeSuccess) throw new ApiError(503, `attempt ${attempts}`);
            return 'answer';
          };
          const outcome = withRetries(attempt, { retryCount, retryDelayMs: 1_000 }).then(
            (value) => ({ value }),
            (error: unknown) => ({ error }),
          );
          await vi.advanceTimersByTimeAsync(1_000 * 10);
          const result = await outcome;

          expect(attempts).toBe(Math.min(failuresBeforeSuccess, retryCount) + 1);
          if (failuresBeforeSuccess <= retryCount) expect(result).toEqual({ value: 'answer' });
          else
            expect(result).toEqual({
              error: expect.objectContaining({ statusText: `attempt ${attempts}` }),
            });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe('the one resend after an envelope refusal', () => {
  const refused = { envelopeRefused: true, body: 'refused' };
  const accepted = { envelopeRefused: false, body: 'accepted' };

  it('renews the key and resends at once', async () => {
    const send = vi.fn().mockResolvedValueOnce(refused).mockResolvedValueOnce(accepted);
    const renewKey = vi.fn();

    await expect(resendingOnceAfterRefusal(send, renewKey)()).resolves.toBe(accepted);
    expect(renewKey).toHaveBeenCalledTimes(1);
    expect(send).toHaveBeenCalledTimes(2);
    expect(renewKey.mock.invocationCallOrder[0]).toBeLessThan(
      send.mock.invocationCallOrder[1] ?? 0,
    );
  });

  it('returns a second refusal as it is', async () => {
    const send = vi.fn().mockResolvedValue(refused);
    const renewKey = vi.fn();

    await expect(resendingOnceAfterRefusal(send, renewKey)()).resolves.toBe(refused);
    expect(send).toHaveBeenCalledTimes(2);
  });

  it('resends once per call, however often the call is retried', async () => {
    vi.useFakeTimers();
    const send = vi
      .fn()
      .mockResolvedValueOnce(refused)
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValueOnce(refused);
    const renewKey = vi.fn();

    const outcome = withRetries(resendingOnceAfterRefusal(send, renewKey), {
      retryCount: 1,
      retryDelayMs: 30_000,
    });
    await vi.advanceTimersByTimeAsync(30_000);

    await expect(outcome).resolves.toBe(refused);
    expect(send).toHaveBeenCalledTimes(3);
    expect(renewKey).toHaveBeenCalledTimes(1);
  });

  it('does not count the resend as a retry', async () => {
    const send = vi
      .fn()
      .mockResolvedValueOnce(refused)
      .mockRejectedValueOnce(new ApiError(0, 'offline'))
      .mockResolvedValueOnce(accepted);

    const outcome = withRetries(resendingOnceAfterRefusal(send, vi.fn()), {
      retryCount: 1,
      retryDelayMs: 0,
    });

    await expect(outcome).resolves.toBe(accepted);
    expect(send).toHaveBeenCalledTimes(3);
  });

  it('sends once when the envelope was not refused', async () => {
    const send = vi.fn().mockResolvedValue(accepted);
    const renewKey = vi.fn();

    await expect(resendingOnceAfterRefusal(send, renewKey)()).resolves.toBe(accepted);
    expect(send).toHaveBeenCalledTimes(1);
    expect(renewKey).not.toHaveBeenCalled();
  });
});
