import {
  type ApiClient,
  createApiClient,
  memorySessionStore,
  sessionKeys,
} from '@portal/api/client';
import { endpoints } from '@portal/api/endpoints';
import { describe, expect, it, vi } from 'vitest';
import { createDeferredApiClient } from './deferred-api-client.js';

const logoutAnswer = { returnCode: 200, strServerDate: '2026-11-21', strReturnObject: {} };

/** The real client against a service answering every call with `answer`. */
function realClient(
  session: ReturnType<typeof memorySessionStore>,
  answer: unknown = logoutAnswer,
) {
  return createApiClient({
    session,
    fetch: vi.fn(async () => Response.json(answer)),
    encryption: false,
    retryCount: 0,
    tokenRefreshMs: false,
  });
}

/** A load the test finishes when it wants, to look at the client while the module downloads. */
function controlledLoad(client: ApiClient) {
  let finish: () => void = () => undefined;
  const arrived = new Promise<void>((resolve) => {
    finish = resolve;
  });
  const load = vi.fn(async () => {
    await arrived;
    return client;
  });
  return { load, finish };
}

describe('the deferred API client', () => {
  it('loads the real client on the first call only, and answers through it', async () => {
    const session = memorySessionStore();
    const load = vi.fn(async () => realClient(session));
    const client = createDeferredApiClient({ load, session });
    expect(load).not.toHaveBeenCalled();

    const [first, second] = await Promise.all([
      client.call(endpoints.logout, {}),
      client.call(endpoints.logout, {}),
    ]);

    expect(load).toHaveBeenCalledTimes(1);
    expect(first.returnCode).toBe(200);
    expect(second.returnCode).toBe(200);
    // The real client keeps the server date, as every call does (spec section 7).
    expect(session.values.get(sessionKeys.serverDate)).toBe('2026-11-21');
  });

  it('keeps validating answers: one that breaks its contract is still refused', async () => {
    const session = memorySessionStore();
    const client = createDeferredApiClient({
      load: async () => realClient(session, { returnCode: 'two hundred' }),
      session,
    });
    await expect(client.call(endpoints.logout, {})).rejects.toMatchObject({ status: 502 });
  });

  it('counts a call in flight from the moment it is made, without dropping to 0 until it ends', async () => {
    const session = memorySessionStore();
    const { load, finish } = controlledLoad(realClient(session));
    const client = createDeferredApiClient({ load, session });
    const counts: number[] = [];
    client.onInFlightChange((count) => counts.push(count));

    const call = client.call(endpoints.logout, {});
    expect(client.requestsInFlight()).toBe(1);
    finish();
    await call;

    expect(client.requestsInFlight()).toBe(0);
    expect(counts.at(-1)).toBe(0);
    expect(counts.slice(0, -1).every((count) => count > 0)).toBe(true);
  });

  it('tries the download again on the next call after a failed one', async () => {
    const session = memorySessionStore();
    const load = vi
      .fn<() => Promise<ApiClient>>()
      .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
      .mockImplementation(async () => realClient(session));
    const client = createDeferredApiClient({ load, session });

    await expect(client.call(endpoints.logout, {})).rejects.toThrow('dynamically imported');
    expect(client.requestsInFlight()).toBe(0);
    await expect(client.call(endpoints.logout, {})).resolves.toMatchObject({ returnCode: 200 });
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('loads at once when a token is stored, so its refresh schedule keeps running', () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'stored-token');
    const load = vi.fn(async () => realClient(session));
    createDeferredApiClient({ load, session });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('clears the stored session and answers hasToken without loading anything', () => {
    const session = memorySessionStore();
    const load = vi.fn(async () => realClient(session));
    const client = createDeferredApiClient({ load, session: memorySessionStore() });
    expect(client.hasToken()).toBe(false);

    const stored = memorySessionStore();
    stored.setItem(sessionKeys.token, 'stored-token');
    stored.setItem(sessionKeys.serverDate, '2026-11-21');
    stored.setItem('portal.session', 'kept');
    const withToken = createDeferredApiClient({
      load: () => new Promise<ApiClient>(() => undefined),
      session: stored,
    });
    expect(withToken.hasToken()).toBe(true);
    withToken.clearSession();
    expect(withToken.hasToken()).toBe(false);
    expect([...stored.values.keys()]).toEqual(['portal.session']);
    expect(load).not.toHaveBeenCalled();
  });
});
