import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { envelopeSchema } from '../contracts/envelope.js';
import {
  envelopeFreshness,
  exportEnvelopePublicJwk,
  generateEnvelopeKeyPair,
  importSessionKey,
  isEncryptedBody,
  openRequest,
  sealAnswer,
} from '../crypto/envelope-crypto.js';
import { endpoints } from '../endpoints.js';
import { type ApiClientOptions, createApiClient } from './api-client.js';
import { ApiError } from './api-error.js';
import { memorySessionStore, sessionKeys } from './session-keys.js';

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

const bankRequest = { strMember_Id: '7100000001', dtEffDate: null };

const clients: { dispose: () => void }[] = [];

/** A client speaking plain JSON, for the behaviours that have nothing to do with encryption. */
function plainClient(options: Omit<ApiClientOptions, 'encryption'>) {
  const client = createApiClient({ ...options, encryption: false });
  clients.push(client);
  return client;
}

afterEach(() => {
  for (const client of clients.splice(0)) client.dispose();
  vi.useRealTimers();
});

function headerOf(init: RequestInit | undefined, name: string) {
  return new Headers(init?.headers).get(name);
}

describe('createApiClient', () => {
  it('posts JSON under /api/v1/ep and returns the parsed, trimmed envelope', async () => {
    const fetch = vi.fn(async () => jsonResponse(signedInAnswer));
    const client = plainClient({ session: memorySessionStore(), fetch });

    const answer = await client.call(endpoints.login, credentials);

    expect(fetch).toHaveBeenCalledWith(
      '/api/v1/ep/fehbLogin/metlawPortalLogin',
      expect.objectContaining({ method: 'POST', body: JSON.stringify(credentials) }),
    );
    expect(answer.strReturnObject?.objuservo?.strFirst_Nm).toBe('Jordan');
    expect(answer.strServerDate).toBe('2026-11-21T10:00:00.000Z');
  });

  it('keeps the bearer token of an answer and the server date in session storage', async () => {
    const session = memorySessionStore();
    const fetch = vi.fn(async () => jsonResponse(signedInAnswer, { Authorization: 'Bearer abc' }));
    const client = plainClient({ session, fetch });

    await client.call(endpoints.login, credentials);

    expect(session.values.get(sessionKeys.token)).toBe('abc');
    expect(session.values.get(sessionKeys.serverDate)).toBe('2026-11-21T10:00:00.000Z');
    expect(client.hasToken()).toBe(true);
  });

  it('sends the stored token and replaces it when an answer carries a new one', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'first');
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse(
        { returnCode: 200, strServerDate: 'now', strReturnObject: {} },
        { Authorization: 'Bearer second' },
      ),
    );
    const client = plainClient({ session, fetch });

    await client.call(endpoints.logout, {});

    expect(headerOf(fetch.mock.calls[0]?.[1], 'Authorization')).toBe('Bearer first');
    expect(session.values.get(sessionKeys.token)).toBe('second');
  });

  it('sends no Authorization header without a token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(signedInAnswer));
    const client = plainClient({ session: memorySessionStore(), fetch });

    await client.call(endpoints.login, credentials);

    expect(headerOf(fetch.mock.calls[0]?.[1], 'Authorization')).toBeNull();
  });

  it('sends cookies on the login-related calls only', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ returnCode: 200, strServerDate: 'x', strReturnObject: [] }),
    );
    const client = plainClient({ session: memorySessionStore(), fetch });

    await client.call(endpoints.login, credentials).catch(() => {});
    await client.call(endpoints.fetchUserBankDetails, bankRequest);

    expect(fetch.mock.calls[0]?.[1]?.credentials).toBe('include');
    expect(fetch.mock.calls[1]?.[1]?.credentials).toBe('same-origin');
  });

  it('returns an error envelope that fits the contract, so callers branch on returnCode', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({
        returnCode: 404,
        forwardCode: null,
        strServerDate: 'x',
        strReturnObject: null,
      }),
    );
    const client = plainClient({ session: memorySessionStore(), fetch });

    await expect(client.call(endpoints.login, credentials)).resolves.toMatchObject({
      returnCode: 404,
    });
  });

  it('returns an error envelope that does not fit the contract with strReturnObject null', async () => {
    const refusal = {
      returnCode: 404,
      forwardCode: null,
      strServerDate: 'x',
      strReturnObject: { strMessage: 'There is no such bank account.' },
    };
    const fetch = vi.fn(async () => jsonResponse(refusal, {}, 404));
    const client = plainClient({ session: memorySessionStore(), fetch });

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).resolves.toEqual({
      ...refusal,
      strReturnObject: null,
    });
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refuses a success envelope that breaks its contract', async () => {
    const fetch = vi.fn(async () =>
      jsonResponse({ returnCode: 200, strServerDate: 'x', strReturnObject: { not: 'a list' } }),
    );
    const client = plainClient({ session: memorySessionStore(), fetch });

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).rejects.toMatchObject({
      status: 502,
    });
  });

  it('forgets the token when the service answers 401', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'revoked');
    const fetch = vi.fn(async () =>
      jsonResponse(
        { returnCode: 401, strServerDate: 'x', strReturnObject: { strMessage: 'Sign in' } },
        {},
        401,
      ),
    );
    const client = plainClient({ session, fetch });
    const changes: boolean[] = [];
    client.onTokenChange((present) => changes.push(present));

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).resolves.toMatchObject({
      returnCode: 401,
      strReturnObject: null,
    });
    expect(client.hasToken()).toBe(false);
    expect(changes).toEqual([false]);
  });

  it('refuses to send a body its contract rejects', async () => {
    const fetch = vi.fn();
    const client = plainClient({ session: memorySessionStore(), fetch });

    await expect(
      client.call(endpoints.login, { ...credentials, strUserid: 'x'.repeat(51) }),
    ).rejects.toThrow();
    expect(fetch).not.toHaveBeenCalled();
  });

  it('turns an answer without an envelope into an error with status and status text', async () => {
    const fetch = vi.fn(
      async () => new Response('<html>', { status: 502, statusText: 'Bad Gateway' }),
    );
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 0 });

    await expect(client.call(endpoints.login, credentials)).rejects.toMatchObject({
      status: 502,
      message: '502 Bad Gateway',
    });
  });

  it('turns a network failure into an error with status 0 and the failure text', async () => {
    const fetch = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 0 });

    await expect(client.call(endpoints.login, credentials)).rejects.toMatchObject({
      status: 0,
      message: '0 Failed to fetch',
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
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 0 });

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
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 1 });

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
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 2 });

    const outcome = expect(client.call(endpoints.login, credentials)).rejects.toBeInstanceOf(
      ApiError,
    );
    await vi.advanceTimersByTimeAsync(60_000);
    await outcome;
    expect(fetch).toHaveBeenCalledTimes(3);
  });

  it('sends one Idempotency-Key per call of an idempotent endpoint, the same on its retries', async () => {
    vi.useFakeTimers();
    const saved = { returnCode: 200, strServerDate: 'now', strReturnObject: {} };
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      // The first attempt's answer is lost (the change may have been made): the retry must say
      // it is the same attempt.
      .mockRejectedValueOnce(new TypeError('Failed to fetch'))
      .mockImplementation(async () => jsonResponse(saved));
    const client = plainClient({ session: memorySessionStore(), fetch, retryCount: 1 });
    const twoStep = {
      strMember_Id: '7100000007',
      strTwoFactorEnabled: 'Y',
      str2FAPref: 'E',
    } as const;

    const first = client.call(endpoints.updateTwoStepSettings, twoStep);
    await vi.advanceTimersByTimeAsync(30_000);
    await first;
    await client.call(endpoints.updateTwoStepSettings, twoStep);
    await client.call(endpoints.logout, {});

    const keys = fetch.mock.calls.map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(keys[0]).toMatch(
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
    // The retry carries the first attempt's key; the member's next save is a new attempt; a read
    // carries none.
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).toMatch(/^[0-9a-f-]{36}$/);
    expect(keys[2]).not.toBe(keys[0]);
    expect(keys[3]).toBeNull();
  });

  it('counts requests in flight for the busy indicator', async () => {
    let release: (response: Response) => void = () => {};
    const fetch = vi.fn(() => new Promise<Response>((resolve) => (release = resolve)));
    const client = plainClient({ session: memorySessionStore(), fetch });
    const counts: number[] = [];
    client.onInFlightChange((count) => counts.push(count));

    const call = client.call(endpoints.login, credentials);
    expect(counts).toEqual([1]);
    const { requestsInFlight } = client;
    expect(requestsInFlight()).toBe(1);
    release(jsonResponse(signedInAnswer));
    await call;
    expect(counts).toEqual([1, 0]);
    expect(requestsInFlight()).toBe(0);
  });

  it('forgets the token and server date when the session is cleared', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 't');
    session.setItem(sessionKeys.serverDate, 'd');
    const client = plainClient({ session, fetch: vi.fn() });

    client.clearSession();

    expect(client.hasToken()).toBe(false);
    expect(session.values.size).toBe(0);
  });
});

describe('token expiry', () => {
  it('stores the expiry of a new token in our clock, corrected for the service clock', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00.000Z') });
    const session = memorySessionStore();
    // The service's clock runs one hour ahead of ours; its token lives 15 minutes.
    const fetch = vi.fn(async () =>
      jsonResponse(
        { ...signedInAnswer, strServerDate: '2026-11-21T11:00:00.000Z' },
        { Authorization: 'Bearer abc', 'Token-Expires-At': '2026-11-21T11:15:00.000Z' },
      ),
    );
    const client = plainClient({ session, fetch, tokenRefreshMs: false });

    await client.call(endpoints.login, credentials);

    expect(Number(session.values.get(sessionKeys.tokenExpiresAt))).toBe(
      Date.parse('2026-11-21T10:15:00.000Z'),
    );
    await vi.advanceTimersByTimeAsync(15 * 60_000 - 1);
    expect(client.hasToken()).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(client.hasToken()).toBe(false);
  });

  it('treats an expired token as absent: not sent, not reported, removed', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'old');
    session.setItem(sessionKeys.tokenExpiresAt, String(Date.now() - 1));
    const fetch = vi.fn<typeof globalThis.fetch>(async () => jsonResponse(signedInAnswer));
    const client = plainClient({ session, fetch });

    expect(client.hasToken()).toBe(false);
    await client.call(endpoints.login, credentials);

    expect(headerOf(fetch.mock.calls[0]?.[1], 'Authorization')).toBeNull();
    expect(session.values.has(sessionKeys.token)).toBe(false);
  });
});

describe('token refresh', () => {
  const refreshed = (token: string) =>
    jsonResponse(
      {
        returnCode: 200,
        forwardCode: null,
        strServerDate: new Date().toISOString(),
        strReturnObject: {},
      },
      { Authorization: `Bearer ${token}` },
    );

  it('posts {} to /fehbLogin/refreshToken with credentials 10 minutes after a token is set', async () => {
    vi.useFakeTimers();
    const session = memorySessionStore();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse(signedInAnswer, { Authorization: 'Bearer first' }))
      .mockResolvedValueOnce(refreshed('second'))
      .mockResolvedValueOnce(refreshed('third'));
    const client = plainClient({ session, fetch });

    await client.call(endpoints.login, credentials);
    await vi.advanceTimersByTimeAsync(599_999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);

    expect(fetch).toHaveBeenCalledTimes(2);
    const [url, init] = fetch.mock.calls[1] ?? [];
    expect(url).toBe('/api/v1/ep/fehbLogin/refreshToken');
    expect(init).toMatchObject({ method: 'POST', body: '{}', credentials: 'include' });
    expect(headerOf(init, 'Authorization')).toBe('Bearer first');
    expect(session.values.get(sessionKeys.token)).toBe('second');

    // Each new token restarts the ten minutes.
    await vi.advanceTimersByTimeAsync(600_000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(headerOf(fetch.mock.calls[2]?.[1], 'Authorization')).toBe('Bearer second');
    expect(session.values.get(sessionKeys.token)).toBe('third');
  });

  it('uses the configured interval', async () => {
    vi.useFakeTimers();
    const session = memorySessionStore();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse(signedInAnswer, { Authorization: 'Bearer first' }))
      .mockResolvedValueOnce(refreshed('second'));
    const client = plainClient({ session, fetch, tokenRefreshMs: 60_000 });

    await client.call(endpoints.login, credentials);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(fetch).toHaveBeenCalledTimes(2);
  });

  it('forgets the token when the refresh is refused', async () => {
    vi.useFakeTimers();
    const session = memorySessionStore();
    const fetch = vi
      .fn<typeof globalThis.fetch>()
      .mockResolvedValueOnce(jsonResponse(signedInAnswer, { Authorization: 'Bearer first' }))
      .mockResolvedValueOnce(
        jsonResponse(
          { returnCode: 401, strServerDate: 'x', strReturnObject: { strMessage: 'Sign in' } },
          {},
          401,
        ),
      );
    const client = plainClient({ session, fetch });
    const changes: boolean[] = [];
    client.onTokenChange((present) => changes.push(present));

    await client.call(endpoints.login, credentials);
    await vi.advanceTimersByTimeAsync(600_000);

    expect(client.hasToken()).toBe(false);
    expect(changes).toEqual([true, false]);
  });

  it('restarts the schedule of a token stored by an earlier page load', async () => {
    vi.useFakeTimers();
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'stored');
    session.setItem(sessionKeys.tokenSetAt, String(Date.now() - 9 * 60_000));
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(refreshed('next'));
    plainClient({ session, fetch });

    await vi.advanceTimersByTimeAsync(59_999);
    expect(fetch).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(1);
  });

  it('refreshes on demand (the idle dialog Continue)', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'stored');
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(refreshed('next'));
    const client = plainClient({ session, fetch });

    await expect(client.refreshToken()).resolves.toBe(true);
    expect(session.values.get(sessionKeys.token)).toBe('next');
  });

  it('stops refreshing after dispose() and after clearSession()', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>().mockResolvedValue(refreshed('next'));
    const disposedSession = memorySessionStore();
    disposedSession.setItem(sessionKeys.token, 'a');
    plainClient({ session: disposedSession, fetch }).dispose();
    const clearedSession = memorySessionStore();
    clearedSession.setItem(sessionKeys.token, 'b');
    plainClient({ session: clearedSession, fetch }).clearSession();

    await vi.advanceTimersByTimeAsync(3_600_000);
    expect(fetch).not.toHaveBeenCalled();
  });
});

describe('other services', () => {
  const searchEndpoint = {
    path: 'https://search.example.com/query',
    request: z.strictObject({ query: z.string() }),
    response: z.object({ results: z.array(z.string()) }),
    encrypted: false,
    summary: 'Site search (another service)',
  };

  it('never receive the token, cookies or an envelope, and cannot replace the token', async () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'ours');
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      jsonResponse({ results: [' a '] }, { Authorization: 'Bearer theirs' }),
    );
    const client = createApiClient({ session, fetch });
    clients.push(client);

    const answer = await client.call(searchEndpoint, { query: 'wills' });

    const [url, init] = fetch.mock.calls[0] ?? [];
    expect(url).toBe('https://search.example.com/query');
    expect(headerOf(init, 'Authorization')).toBeNull();
    expect(init?.credentials).toBe('omit');
    expect(init?.body).toBe('{"query":"wills"}');
    expect(answer).toEqual({ results: ['a'] });
    expect(session.values.get(sessionKeys.token)).toBe('ours');
  });

  it('keep the token off an own-looking path that is really another host', async () => {
    const client = createApiClient({ session: memorySessionStore(), fetch: vi.fn() });
    clients.push(client);
    await expect(
      client.call({ ...searchEndpoint, path: '//evil.example.com/api' }, { query: 'x' }),
    ).rejects.toThrow(TypeError);
  });
});

describe('the encryption envelope', () => {
  /**
   * A fake service speaking the real envelope with the real crypto module: it publishes its public
   * key and opens each request with its private key, as apps/server does.
   */
  async function fakeService(
    answer: (
      path: string,
      body: unknown,
    ) => { body: unknown; status?: number; seal?: boolean; headers?: Record<string, string> },
    /** How far the service's clock runs ahead of ours. */
    { clockAheadMs = 0 } = {},
  ) {
    const keys = await generateEnvelopeKeyPair();
    const jwk = await exportEnvelopePublicJwk(keys.publicKey);
    const received: {
      path: string;
      wire: unknown;
      plaintext?: unknown;
      sentAtMs?: number;
      scheme?: string;
      offeredSessionKey?: boolean;
    }[] = [];
    // Newest first, as a service holds the current key and, for a while, the one it replaced.
    const sessionKeyList: CryptoKey[] = [];
    const fetch = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const path = String(input);
      if (init?.method === 'GET') {
        received.push({ path, wire: undefined });
        return jsonResponse({
          returnCode: 200,
          forwardCode: null,
          strServerDate: new Date(Date.now() + clockAheadMs).toISOString(),
          strReturnObject: { kid: 'k1', alg: 'RSA-OAEP-256', enc: 'A256GCM', delimiter: ':', jwk },
        });
      }
      const wire = JSON.parse(String(init?.body));
      if (!isEncryptedBody(wire)) {
        received.push({ path, wire });
        const reply = answer(path, wire);
        return jsonResponse(reply.body, {}, reply.status ?? 200);
      }
      const target = { method: init?.method ?? 'POST', urlPath: path };
      const opened = await openRequest(
        { privateKey: keys.privateKey, sessionKeys: sessionKeyList },
        wire,
        target,
      );
      if (opened.offeredSessionKey) {
        sessionKeyList.unshift(await importSessionKey(opened.offeredSessionKey));
      }
      const plaintext = JSON.parse(opened.plaintext);
      received.push({
        path,
        wire,
        plaintext,
        sentAtMs: opened.header.sentAtMs,
        scheme: opened.header.scheme,
        offeredSessionKey: opened.offeredSessionKey !== null,
      });
      const reply = answer(path, plaintext);
      const body =
        reply.seal === false
          ? reply.body
          : await sealAnswer(opened.key, JSON.stringify(reply.body), {
              ...target,
              sentAtMs: opened.header.sentAtMs,
            });
      return jsonResponse(body, reply.headers ?? {}, reply.status ?? 200);
    });
    return { fetch, received };
  }

  const banksAnswer = {
    returnCode: 200,
    forwardCode: null,
    strServerDate: '2026-11-21T10:00:00.000Z',
    strReturnObject: [
      {
        strMember_Id: '7100000001',
        lnBankId: '0b6f1c9e-2f0a-4c55-9d43-2f1b7f3f4a10',
        strBank_Nm: ' Old Harbor Bank ',
        strStatus_CD: 'N',
        strAcc_Nbr: '****7654',
        strAcc_Type: 'C',
        strAba_Rout_Nbr: '****5546',
        strDeleteflg: 'Y',
        strObjStatusFlag: 'N',
      },
    ],
  };

  it('is on by default: a round trip through the real crypto module', async () => {
    const service = await fakeService(() => ({ body: banksAnswer }));
    const client = createApiClient({ session: memorySessionStore(), fetch: service.fetch });
    clients.push(client);

    const answer = await client.call(endpoints.fetchUserBankDetails, bankRequest);
    await client.call(endpoints.fetchUserBankDetails, bankRequest);

    expect(answer.strReturnObject?.[0]?.strBank_Nm).toBe('Old Harbor Bank');
    // The public key is fetched once, in plain JSON.
    expect(service.received.map((entry) => entry.path)).toEqual([
      '/api/v1/ep/encryption/publicKey',
      '/api/v1/ep/fetchUserBankDetails',
      '/api/v1/ep/fetchUserBankDetails',
    ]);
    const [, first, second] = service.received;
    expect(first?.plaintext).toEqual(bankRequest);
    // The wire carries only the envelope; each request has its own key and IV.
    expect(JSON.stringify(first?.wire)).not.toContain('7100000001');
    expect(first?.wire).not.toEqual(second?.wire);
  });

  it('signs in under RSA with a new session key, then wraps signed-in calls with it', async () => {
    let issued = 0;
    const service = await fakeService((path) => {
      if (path.endsWith('/fehbLogin/metlawPortalLogin') || path.endsWith('/refreshToken')) {
        issued += 1;
        return {
          body: path.endsWith('/refreshToken')
            ? { ...banksAnswer, strReturnObject: {} }
            : signedInAnswer,
          headers: { Authorization: `Bearer token-${issued}` },
        };
      }
      if (path.endsWith('/editPortalSecurityCredentials')) {
        return { body: { ...banksAnswer, strReturnObject: {} } };
      }
      return { body: banksAnswer };
    });
    const session = memorySessionStore();
    const client = createApiClient({ session, fetch: service.fetch, tokenRefreshMs: false });
    clients.push(client);
    const newPassword = {
      strNewPassword: 'tabletop-lantern-07',
      strConfirmPassword: 'tabletop-lantern-07',
    };

    // A call that works with or without a session: a visitor's before sign-in...
    await client.call(endpoints.editPortalSecurityCredentials, {
      token_Id: 'link-token-0000000000',
      method: 'E',
      ...newPassword,
    });
    await client.call(endpoints.login, credentials);
    const firstKey = session.values.get(sessionKeys.envelopeSessionKey);
    await client.call(endpoints.fetchUserBankDetails, bankRequest);
    // ...and a signed-in one after, wrapped with the session key like any other.
    await client.call(endpoints.editPortalSecurityCredentials, {
      strMember_Id: '7100000001',
      strCurrentPassword: 'Demo-Portal-2026',
      ...newPassword,
    });
    await client.refreshToken();
    const secondKey = session.values.get(sessionKeys.envelopeSessionKey);
    await client.call(endpoints.fetchUserBankDetails, bankRequest);

    expect(
      service.received
        .filter((entry) => entry.wire !== undefined)
        .map(({ path, scheme, offeredSessionKey }) => [path, scheme, offeredSessionKey]),
    ).toEqual([
      ['/api/v1/ep/editPortalSecurityCredentials', 'service', false],
      ['/api/v1/ep/fehbLogin/metlawPortalLogin', 'service', true],
      ['/api/v1/ep/fetchUserBankDetails', 'session', false],
      ['/api/v1/ep/editPortalSecurityCredentials', 'session', false],
      ['/api/v1/ep/fehbLogin/refreshToken', 'service', true],
      ['/api/v1/ep/fetchUserBankDetails', 'session', false],
    ]);
    expect(firstKey).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    expect(secondKey).not.toBe(firstKey);
    client.clearSession();
    expect(session.values.get(sessionKeys.envelopeSessionKey)).toBeUndefined();
  });

  it("stamps each request with the time of sending in the service's clock", async () => {
    const hourAhead = 3_600_000;
    const service = await fakeService(() => ({ body: banksAnswer }), { clockAheadMs: hourAhead });
    const client = createApiClient({ session: memorySessionStore(), fetch: service.fetch });
    clients.push(client);

    await client.call(endpoints.fetchUserBankDetails, bankRequest);
    const sentAtMs = service.received[1]?.sentAtMs ?? 0;
    // The device's clock is an hour behind; the service still finds the envelope fresh.
    expect(envelopeFreshness(sentAtMs, Date.now() + hourAhead)).toBe('fresh');
    expect(envelopeFreshness(sentAtMs, Date.now())).toBe('ahead');
  });

  it('refuses a tampered answer without retrying', async () => {
    const service = await fakeService(() => ({ body: banksAnswer }));
    const tampering = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      const response = await service.fetch(input, init);
      if (init?.method === 'GET') return response;
      const { data } = (await response.json()) as { data: string };
      const flipped = `${data.slice(0, 20)}${data[20] === 'A' ? 'B' : 'A'}${data.slice(21)}`;
      return jsonResponse({ data: flipped });
    });
    const client = createApiClient({ session: memorySessionStore(), fetch: tampering });
    clients.push(client);

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).rejects.toMatchObject({
      status: 502,
      retryable: false,
    });
    expect(tampering).toHaveBeenCalledTimes(2);
  });

  it('refuses a plaintext success answer to an encrypted request', async () => {
    const service = await fakeService(() => ({ body: banksAnswer, seal: false }));
    const client = createApiClient({ session: memorySessionStore(), fetch: service.fetch });
    clients.push(client);

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).rejects.toMatchObject({
      status: 502,
    });
  });

  it('accepts a plaintext error envelope given before the service opened the body', async () => {
    const service = await fakeService(() => ({
      body: { returnCode: 401, strServerDate: 'x', strReturnObject: { strMessage: 'Sign in.' } },
      status: 401,
      seal: false,
    }));
    const client = createApiClient({ session: memorySessionStore(), fetch: service.fetch });
    clients.push(client);

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).resolves.toMatchObject({
      returnCode: 401,
    });
  });

  it('fetches the key again and resends once when the service cannot open the envelope', async () => {
    let refusals = 1;
    const service = await fakeService(() => ({ body: banksAnswer }));
    const withStaleKey = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (init?.method !== 'GET' && refusals > 0) {
        refusals -= 1;
        return jsonResponse(
          { returnCode: 400, strServerDate: 'x', strReturnObject: { strMessage: 'unreadable' } },
          {},
          400,
        );
      }
      return service.fetch(input, init);
    });
    const client = createApiClient({ session: memorySessionStore(), fetch: withStaleKey });
    clients.push(client);

    await expect(client.call(endpoints.fetchUserBankDetails, bankRequest)).resolves.toMatchObject({
      returnCode: 200,
    });
    const gets = withStaleKey.mock.calls.filter(([, init]) => init?.method === 'GET');
    expect(gets).toHaveLength(2);
  });

  it('keeps the Idempotency-Key when it resends in a new envelope after a refusal', async () => {
    let refusals = 1;
    const sent = { returnCode: 200, strServerDate: 'x', strReturnObject: { strReference: 'C-1' } };
    const service = await fakeService(() => ({ body: sent }));
    const withStaleKey = vi.fn<typeof globalThis.fetch>(async (input, init) => {
      if (init?.method !== 'GET' && refusals > 0) {
        refusals -= 1;
        return jsonResponse(
          { returnCode: 400, strServerDate: 'x', strReturnObject: { strMessage: 'unreadable' } },
          {},
          400,
        );
      }
      return service.fetch(input, init);
    });
    const client = createApiClient({ session: memorySessionStore(), fetch: withStaleKey });
    clients.push(client);

    await client.call(endpoints.portalContactUsSendMail, {
      strFirst_Nm: 'Jane',
      strLast_Nm: 'Rivera',
      strEmail: 'jane.rivera@example.org',
      strTopic: 'PAY',
      strMessage: 'When is my next payment taken?',
      strProductNm: 'MFB',
    });

    const posts = withStaleKey.mock.calls.filter(([, init]) => init?.method === 'POST');
    expect(posts).toHaveLength(2);
    const [first, resent] = posts.map(([, init]) => headerOf(init, 'Idempotency-Key'));
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    expect(resent).toBe(first);
    // Each resend is a new envelope (a new one-time key): only the key says it is the same.
    expect(posts[0]?.[1]?.body).not.toBe(posts[1]?.[1]?.body);
  });

  it('sends exempt endpoints in plain JSON', async () => {
    const service = await fakeService(() => ({ body: {} }));
    const exempt = {
      path: '/content/metadata',
      request: z.strictObject({ name: z.string() }),
      response: envelopeSchema(z.object({})),
      encrypted: false,
      summary: 'An exempt call',
    };
    const client = createApiClient({ session: memorySessionStore(), fetch: service.fetch });
    clients.push(client);

    await client.call(exempt, { name: 'Comments' }).catch(() => {});

    expect(service.received).toEqual([
      { path: '/api/v1/ep/content/metadata', wire: { name: 'Comments' } },
    ]);
  });

  it('can be turned off for tests and tools', async () => {
    const service = await fakeService(() => ({ body: banksAnswer }));
    const client = createApiClient({
      session: memorySessionStore(),
      fetch: service.fetch,
      encryption: false,
    });
    clients.push(client);

    await client.call(endpoints.fetchUserBankDetails, bankRequest);

    expect(service.received).toEqual([
      { path: '/api/v1/ep/fetchUserBankDetails', wire: bankRequest },
    ]);
  });
});

describe('the search service (spec section 7: exempt from the envelope)', () => {
  it('sends a GET’s fields in the query string, in plain JSON even with encryption on', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({
        returnCode: 200,
        strServerDate: '2026-11-21T10:00:00.000Z',
        strReturnObject: { suggestions: ['Wills and estate planning'] },
      }),
    );
    const client = createApiClient({ session: memorySessionStore(), fetch: fetchMock });
    clients.push(client);

    const answer = await client.call(endpoints.searchAutocomplete, { text: ' wills & trusts ' });

    expect(answer.strReturnObject?.suggestions).toEqual(['Wills and estate planning']);
    // One call: no public key was fetched, since nothing is sealed.
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/ep/search/autocomplete?text=wills+%26+trusts');
    expect(init?.method).toBe('GET');
    expect(init?.body).toBeUndefined();
  });

  it('posts a search as plain JSON', async () => {
    const fetchMock = vi.fn(async (_url: RequestInfo | URL, _init?: RequestInit) =>
      jsonResponse({
        returnCode: 200,
        strServerDate: '2026-11-21T10:00:00.000Z',
        strReturnObject: {
          query: 'wills',
          text: 'wills',
          page: 1,
          perPage: 10,
          total: 0,
          results: [],
        },
      }),
    );
    const client = createApiClient({ session: memorySessionStore(), fetch: fetchMock });
    clients.push(client);

    await client.call(endpoints.siteSearch, { query: 'wills', page: 1 });

    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe('/api/v1/ep/search/query');
    expect(JSON.parse(String(init?.body))).toEqual({ query: 'wills', page: 1 });
  });
});
