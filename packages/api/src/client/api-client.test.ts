import { afterEach, describe, expect, it, vi } from 'vitest';
import { endpoints } from '../endpoints.js';
import { createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { sessionKeys } from './session-keys.js';

function memorySession() {
  const values = new Map<string, string>();
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    removeItem: (key: string) => void values.delete(key),
  };
}

const signedInAnswer = {
  returnCode: 200,
  forwardCode: 31,
  strServerDate: ' 2026-11-21T10:00:00.000Z ',
  strReturnObject: {
    objuservo: {
      strMember_Id: 'M1',
      strUserId: 'fed.member',
      strFirst_Nm: '  Jordan ',
      strLast_Nm: 'Rivera',
      strDay_Time_Ph: null,
      strOther_Ph: null,
      strPrimaryPhone_type: null,
      strSecondaryPhone_type: null,
      strWork_Email: null,
      strOther_Email: null,
      str2FAPref: null,
      strEmailUserPref: null,
      strSmsUserPref: null,
      strWorkEmail_Ind: null,
      strOtherEmail_Ind: null,
      objuseraddressvo: null,
      objmailaddressvo: null,
    },
  },
};

function jsonResponse(body: unknown, headers: Record<string, string> = {}, status = 200) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json', ...headers },
  });
}

const credentials = {
  strUserid: 'fed.member',
  strPassword: 'secret',
  strProductNm: 'MFB',
} as const;

afterEach(() => {
  vi.useRealTimers();
});

describe('createApiClient', () => {
  it('posts JSON under /api/v1/ep and returns the parsed, trimmed envelope', async () => {
    const fetch = vi.fn(async () => jsonResponse(signedInAnswer));
    const client = createApiClient({ session: memorySession(), fetch });

    const answer = await client.call(endpoints.login, credentials);

    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/ep/fehbLogin/metlawPortalLogin',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(credentials) }),
    );
    expect(answer.strReturnObject?.objuservo?.strFirst_Nm).toBe('Jordan');
    expect(answer.strServerDate).toBe('2026-11-21T10:00:00.000Z');
  });

  it('keeps the bearer token of an answer and the server date in session storage', async () => {
    const session = memorySession();
    const fetch = vi.fn(async () => jsonResponse(signedInAnswer, { Authorization: 'Bearer abc' }));
    const client = createApiClient({ session, fetch });

    await client.call(endpoints.login, credentials);

    expect(session.values.get(sessionKeys.token)).toBe('abc');
    expect(session.values.get(sessionKeys.serverDate)).toBe('2026-11-21T10:00:00.000Z');
    expect(client.hasToken()).toBe(true);
  });

  it('sends the stored token and replaces it when an answer carries a new one', async () => {
    const session = memorySession();
    session.setItem(sessionKeys.token, 'first');
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse(
        { returnCode: 200, strServerDate: 'now', strReturnObject: {} },
        { Authorization: 'Bearer second' },
      ),
    );
    const client = createApiClient({ session, fetch });

    await client.call(endpoints.logout, {});

    const init = fetch.mock.calls[0]?.[1];
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer first');
    expect(session.values.get(sessionKeys.token)).toBe('second');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(signedInAnswer));
    const client = createApiClient({ session: memorySession(), fetch });

    await client.call(endpoints.login, credentials);

    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).has('Authorization')).toBe(false);
  });

  it('returns an error envelope instead of throwing, so callers branch on returnCode', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        returnCode: 404,
        forwardCode: null,
        strServerDate: 'x',
        strReturnObject: null,
      }),
    );
    const client = createApiClient({ session: memorySession(), fetch });

    await expect(client.call(endpoints.login, credentials)).resolves.toMatchObject({
      returnCode: 404,
    });
  });

  it('refuses to send a body its contract rejects', async () => {
    const fetch = vi.fn();
    const client = createApiClient({ session: memorySession(), fetch });

    await expect(
      client.call(endpoints.login, { ...credentials, strUserid: 'x'.repeat(51) }),
    ).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns an answer without an envelope into an error with status and status text', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = createApiClient({ session: memorySession(), fetch, retryCount: 0 });

    await expect(client.call(endpoints.login, credentials)).rejects.toMatchObject({
      status: 502,
      message: '502 Bad Gateway',
    });
  });

  it('times out after 20 seconds with error 504', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(
      (_url, init) =>
        new Promise<Response>((_resolve, reject) => {
          init?.signal?.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const client = createApiClient({ session: memorySession(), fetch, retryCount: 0 });

    const call = client.call(endpoints.login, credentials);
    const outcome = expect(call).rejects.toMatchObject({ status: 504 });
    await vi.advanceTimersByTimeAsync(19_999);
    expect(fetch.mock.calls[0]?.[1]?.signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await outcome;
  });

  it('retries a failed request after 30 seconds, a bounded number of times', async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockResolvedValueOnce(jsonResponse(signedInAnswer));
    const client = createApiClient({ session: memorySession(), fetch, retryCount: 1 });

    const call = client.call(endpoints.login, credentials);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    await expect(call).resolves.toMatchObject({ returnCode: 200 });
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('gives up after the configured retries', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>().mockRejectedValue(new TypeError('offline'));
    const client = createApiClient({ session: memorySession(), fetch, retryCount: 2 });

    const outcome = expect(client.call(endpoints.login, credentials)).rejects.toBeInstanceOf(
      ApiError,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('counts requests in flight for the busy indicator', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = createApiClient({ session: memorySession(), fetch });
    const counts: number[] = [];
    client.onInFlightChange((count) => counts.push(count));

    const call = client.call(endpoints.login, credentials);
    expect(counts).toEqual([1]);
    release(jsonResponse(signedInAnswer));
    await call;
    expect(counts).toEqual([1, 0]);
  });

  it('forgets the token and server date when the session is cleared', async () => {
    const session = memorySession();
    session.setItem(sessionKeys.token, 't');
    session.setItem(sessionKeys.serverDate, 'd');
    const client = createApiClient({ session, fetch: vi.fn() });

    client.clearSession();

    expect(client.hasToken()).toBe(false);
    expect(session.values.size).toBe(0);
  });
});
