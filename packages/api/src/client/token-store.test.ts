import { afterEach, describe, expect, it, vi } from 'vitest';
import { memorySessionStore, sessionKeys } from './session-keys.js';
import { createTokenStore } from './token-store.js';

const now = Date.parse('2026-11-21T10:00:00.000Z');

afterEach(() => {
  vi.useRealTimers();
});

describe('the token store', () => {
  it('keeps a token in session storage with its expiry and when it arrived', () => {
    vi.useFakeTimers({ now });
    const session = memorySessionStore();
    const tokens = createTokenStore(session);

    tokens.store('abc', now + 60_000);

    expect(tokens.read()).toBe('abc');
    expect(session.values.get(sessionKeys.token)).toBe('abc');
    expect(session.values.get(sessionKeys.tokenExpiresAt)).toBe(String(now + 60_000));
    expect(tokens.receivedAt()).toBe(now);
  });

  it('keeps the envelope session key with the token it came with, and forgets them together', () => {
    vi.useFakeTimers({ now });
    const session = memorySessionStore();
    const tokens = createTokenStore(session);

    tokens.store('first', now + 60_000, 'key-one');
    expect(tokens.envelopeSessionKey()).toBe('key-one');
    // A token that came without a new key (none was offered) keeps the session's key.
    tokens.store('second', now + 60_000);
    expect(tokens.envelopeSessionKey()).toBe('key-one');
    tokens.store('third', now + 60_000, 'key-two');
    expect(tokens.envelopeSessionKey()).toBe('key-two');

    // An expired token takes its key with it.
    vi.setSystemTime(now + 60_000);
    expect(tokens.envelopeSessionKey()).toBeNull();
    expect(session.values.has(sessionKeys.envelopeSessionKey)).toBe(false);
  });

  it('reads a token another page load stored', () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'stored');
    session.setItem(sessionKeys.tokenSetAt, '1234');

    const tokens = createTokenStore(session);

    expect(tokens.read()).toBe('stored');
    expect(tokens.receivedAt()).toBe(1234);
  });

  it('has no arrival time for a token stored without one', () => {
    const session = memorySessionStore();
    session.setItem(sessionKeys.token, 'stored');
    expect(createTokenStore(session).receivedAt()).toBeNaN();
  });

  it('lives until its expiry in our clock, then is absent and removed', () => {
    vi.useFakeTimers({ now });
    const session = memorySessionStore();
    const tokens = createTokenStore(session);
    const heard: boolean[] = [];
    tokens.subscribe((present) => heard.push(present));
    tokens.store('abc', now + 1_000);

    vi.advanceTimersByTime(999);
    expect(tokens.read()).toBe('abc');
    vi.advanceTimersByTime(1);
    expect(tokens.read()).toBeNull();

    expect(session.values.size).toBe(0);
    expect(heard).toEqual([true, false]);
  });

  it('keeps a token without an expiry, dropping the expiry of the one it replaces', () => {
    vi.useFakeTimers({ now });
    const session = memorySessionStore();
    const tokens = createTokenStore(session);
    tokens.store('first', now + 1_000);

    tokens.store('second', null);
    vi.advanceTimersByTime(3_600_000);

    expect(tokens.read()).toBe('second');
    expect(session.values.has(sessionKeys.tokenExpiresAt)).toBe(false);
  });

  it('tells listeners of changes only: forgetting no token tells them nothing', () => {
    const tokens = createTokenStore(memorySessionStore());
    const heard: boolean[] = [];
    const unsubscribe = tokens.subscribe((present) => heard.push(present));

    tokens.forget();
    tokens.store('a', null);
    tokens.store('b', null);
    tokens.forget();
    tokens.forget();
    unsubscribe();
    tokens.store('c', null);

    expect(heard).toEqual([true, true, false]);
  });

  it('drops its listeners on request', () => {
    const tokens = createTokenStore(memorySessionStore());
    const heard: boolean[] = [];
    tokens.subscribe((present) => heard.push(present));

    tokens.clearListeners();
    tokens.store('a', null);

    expect(heard).toEqual([]);
  });

  it('tells its owner of each stored token, and of every forget, before the listeners', () => {
    const events: string[] = [];
    const tokens = createTokenStore(memorySessionStore(), {
      stored: () => events.push('stored'),
      forgotten: () => events.push('forgotten'),
    });
    tokens.subscribe((present) => events.push(`listener ${present}`));

    tokens.forget();
    tokens.store('a', null);
    tokens.forget();

    expect(events).toEqual(['forgotten', 'stored', 'listener true', 'forgotten', 'listener false']);
  });
});
