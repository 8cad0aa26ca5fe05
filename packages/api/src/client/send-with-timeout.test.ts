import { afterEach, describe, expect, it, vi } from 'vitest';
import { sendWithTimeout } from './send-with-timeout.js';

const init = { method: 'POST', headers: { Accept: 'application/json' }, body: '{}' };

/** A fetch that never answers, but gives up when its signal aborts, as the real one does. */
const hangingFetch = () =>
  vi.fn<typeof globalThis.fetch>(
    (_url, options) =>
      new Promise<Response>((_resolve, reject) => {
        options?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
      }),
  );

afterEach(() => {
  vi.useRealTimers();
});

describe('sending with a timeout', () => {
  it('returns the answer and its JSON, sent with the request and an abort signal', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => Response.json({ returnCode: 200 }));

    const sent = await sendWithTimeout(fetch, '/api/v1/ep/x', init, 20_000);

    expect(sent.body).toEqual({ returnCode: 200 });
    expect(sent.response.status).toBe(200);
    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/ep/x',
      expect.objectContaining({ ...init, signal: expect.any(AbortSignal) }),
    );
  });

  it('gives up with 504 when the time runs out, not before', async () => {
    vi.useFakeTimers();
    const fetch = hangingFetch();

    const outcome = expect(sendWithTimeout(fetch, '/x', init, 20_000)).rejects.toMatchObject({
      status: 504,
      message: '504 Gateway Timeout',
    });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('gives up with 504 when the answer’s body is still arriving as the time runs out', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(async (_url, options) => {
      const body = new ReadableStream({
        start(controller) {
          options?.signal?.addEventListener('abort', () => controller.error(new Error('aborted')));
        },
      });
      return new Response(body, { status: 200 });
    });

    const outcome = expect(sendWithTimeout(fetch, '/x', init, 1_000)).rejects.toMatchObject({
      status: 504,
    });
    await vi.advanceTimersByTimeAsync(1_000);
    await outcome;
  });

  it('turns a network failure into status 0 with its text', async () => {
    const failing = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const throwingText = vi.fn(async () => {
      throw 'down';
    });

    await expect(sendWithTimeout(failing, '/x', init, 20_000)).rejects.toMatchObject({
      status: 0,
      message: '0 Failed to fetch',
      retryable: true,
    });
    await expect(sendWithTimeout(throwingText, '/x', init, 20_000)).rejects.toMatchObject({
      message: '0 Network error',
    });
  });

  it('turns an answer that is not JSON into its status and status text', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>', { status: 503, statusText: 'Service Unavailable' }),
    );
    await expect(sendWithTimeout(fetch, '/x', init, 20_000)).rejects.toMatchObject({
      status: 503,
      statusText: 'Service Unavailable',
      message: '503 Service Unavailable',
      retryable: true,
    });
  });

  it('leaves no timer behind, whatever the outcome', async () => {
    vi.useFakeTimers();
    const answering = vi.fn(async () => Response.json({}));
    const failing = vi.fn(async () => {
      throw new TypeError('offline');
    });

    await sendWithTimeout(answering, '/x', init, 20_000);
    await sendWithTimeout(failing, '/x', init, 20_000).catch(() => {});

    expect(vi.getTimerCount()).toBe(0);
  });
});
