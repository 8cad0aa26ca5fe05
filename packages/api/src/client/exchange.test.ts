import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
import { envelopeSchema } from '../contracts/envelope.js';
import { createExchange } from './exchange.js';
import { createServerClock } from './server-clock.js';
import { memorySessionStore, sessionKeys } from './session-keys.js';
import { createTokenStore } from './token-store.js';

const endpoint = {
  path: '/fetchUserBankDetails',
  request: z.object({}),
  response: envelopeSchema(z.unknown()),
  summary: 'A call of our own service',
};
const elsewhere = { ...endpoint, path: 'https://search.example.com/query', encrypted: false };

/** An exchange in plain JSON over `fetch`, with its session, token store and clock. */
function setup(fetch: typeof globalThis.fetch) {
  const session = memorySessionStore();
  const tokens = createTokenStore(session);
  const clock = createServerClock(session);
  const exchange = createExchange({
    origin: '',
    fetch,
    timeoutMs: 20_000,
    encryption: false,
    tokens,
    clock,
  });
  return { session, tokens, clock, exchange };
}

function answer(body: unknown, headers: Record<string, string> = {}, status = 200) {
  return new Response(JSON.stringify(body), { status, headers });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('one exchange with a service', () => {
  it('returns the trimmed answer with its status', async () => {
    const { exchange } = setup(async () =>
      answer({ returnCode: 404, strServerDate: ' x ', strReturnObject: null }, {}, 404),
    );

    await expect(exchange.send(endpoint, {})).resolves.toEqual({
      body: { returnCode: 404, strServerDate: 'x', strReturnObject: null },
      status: 404,
      envelopeRefused: false,
    });
  });

  it('takes the token and date of our own service’s answer, the expiry in our clock', async () => {
    vi.useFakeTimers({ now: Date.parse('2026-11-21T10:00:00.000Z') });
    const { session, tokens, clock, exchange } = setup(async () =>
      answer(
        { returnCode: 200, strServerDate: '2026-11-21T11:00:00.000Z', strReturnObject: {} },
        { Authorization: 'Bearer fresh', 'Token-Expires-At': '2026-11-21T11:15:00.000Z' },
      ),
    );

    await exchange.send(endpoint, {});

    expect(tokens.read()).toBe('fresh');
    expect(session.values.get(sessionKeys.tokenExpiresAt)).toBe(
      String(Date.parse('2026-11-21T10:15:00.000Z')),
    );
    expect(clock.now()).toBe(Date.parse('2026-11-21T11:00:00.000Z'));
  });

  it('takes nothing from another service’s answer and sends it no token', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      answer(
        { returnCode: 200, strServerDate: '2030-01-01T00:00:00.000Z', results: [] },
        { Authorization: 'Bearer theirs' },
      ),
    );
    const { session, tokens, exchange } = setup(fetch);
    tokens.store('ours', null);

    await exchange.send(elsewhere, {});

    expect(new Headers(fetch.mock.calls[0]?.[1]?.headers).get('Authorization')).toBeNull();
    expect(tokens.read()).toBe('ours');
    expect(session.values.has(sessionKeys.serverDate)).toBe(false);
  });

  it('forgets the token it sent when the service answers 401', async () => {
    const { tokens, exchange } = setup(async () =>
      answer({ returnCode: 401, strServerDate: 'x', strReturnObject: null }, {}, 401),
    );
    tokens.store('revoked', null);

    await exchange.send(endpoint, {});

    expect(tokens.read()).toBeNull();
  });

  it('keeps a token that arrived with the 401 of a call sent without one', async () => {
    // The refusal of a sign-in does not end a session it knew nothing of.
    const { tokens, exchange } = setup(async () =>
      answer(
        { returnCode: 401, strServerDate: 'x', strReturnObject: null },
        { Authorization: 'Bearer new' },
        401,
      ),
    );

    await exchange.send(endpoint, {});

    expect(tokens.read()).toBe('new');
  });
});
