import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createServerClock, tokenExpiryInOurClock } from './server-clock.js';
import { memorySessionStore, sessionKeys } from './session-keys.js';

const ourNow = Date.parse('2026-11-21T10:00:00.000Z');
const hour = 3_600_000;

afterEach(() => {
  vi.useRealTimers();
});

describe('the server clock', () => {
  it("keeps strServerDate in session storage and tells the time in the service's clock", () => {
    vi.useFakeTimers({ now: ourNow });
    const session = memorySessionStore();
    const clock = createServerClock(session);
    expect(clock.now()).toBe(ourNow);

    clock.remember({ strServerDate: '2026-11-21T11:00:00.000Z' });
    vi.advanceTimersByTime(5_000);

    expect(session.values.get(sessionKeys.serverDate)).toBe('2026-11-21T11:00:00.000Z');
    expect(clock.now()).toBe(ourNow + hour + 5_000);
  });

  it('keeps an unreadable date as given but learns no offset from it', () => {
    vi.useFakeTimers({ now: ourNow });
    const session = memorySessionStore();
    const clock = createServerClock(session);
    clock.remember({ strServerDate: '2026-11-21T11:00:00.000Z' });

    clock.remember({ strServerDate: 'not a date' });

    expect(session.values.get(sessionKeys.serverDate)).toBe('not a date');
    expect(clock.now()).toBe(ourNow + hour);
  });

  it('ignores answers without a string strServerDate', () => {
    const session = memorySessionStore();
    const clock = createServerClock(session);

    for (const answer of [null, 'text', [], { strServerDate: 42 }, { results: [] }]) {
      clock.remember(answer);
    }

    expect(session.values.size).toBe(0);
  });

  it('forgets the kept date and keeps the offset (the service clock has not changed)', () => {
    vi.useFakeTimers({ now: ourNow });
    const session = memorySessionStore();
    const clock = createServerClock(session);
    clock.remember({ strServerDate: '2026-11-21T11:00:00.000Z' });

    clock.forget();

    expect(session.values.size).toBe(0);
    expect(clock.now()).toBe(ourNow + hour);
  });
});

describe("a token's expiry in our clock", () => {
  const expiresHeader = (expiresAt: string, extra: Record<string, string> = {}) =>
    new Headers({ 'Token-Expires-At': expiresAt, ...extra });

  it("moves the service's instant by the difference of the clocks, from strServerDate", () => {
    vi.useFakeTimers({ now: ourNow });
    const expiry = tokenExpiryInOurClock(expiresHeader('2026-11-21T11:15:00.000Z'), {
      strServerDate: '2026-11-21T11:00:00.000Z',
    });
    expect(expiry).toBe(Date.parse('2026-11-21T10:15:00.000Z'));
  });

  it('reads the Date header when the answer has no readable strServerDate', () => {
    vi.useFakeTimers({ now: ourNow });
    const headers = expiresHeader('2026-11-21T11:15:00.000Z', {
      Date: 'Sat, 21 Nov 2026 11:00:00 GMT',
    });
    expect(tokenExpiryInOurClock(headers, { strServerDate: 'x' })).toBe(ourNow + 15 * 60_000);
    expect(tokenExpiryInOurClock(headers, null)).toBe(ourNow + 15 * 60_000);
  });

  it("takes the service's instant as it is when the answer gives no date at all", () => {
    expect(tokenExpiryInOurClock(expiresHeader('2026-11-21T11:15:00.000Z'), {})).toBe(
      Date.parse('2026-11-21T11:15:00.000Z'),
    );
  });

  it('is null without a readable Token-Expires-At', () => {
    const answer = { strServerDate: '2026-11-21T11:00:00.000Z' };
    expect(tokenExpiryInOurClock(new Headers(), answer)).toBeNull();
    expect(tokenExpiryInOurClock(expiresHeader('soon'), answer)).toBeNull();
  });

  it('leaves the token as long to live in our clock as in the service’s, whatever the skew', () => {
    vi.useFakeTimers();
    const instant = fc.integer({ min: Date.parse('2000-01-01'), max: Date.parse('2100-01-01') });
    fc.assert(
      fc.property(
        instant,
        instant,
        fc.integer({ min: 0, max: 86_400_000 }),
        (ours, server, life) => {
          vi.setSystemTime(ours);
          const headers = expiresHeader(new Date(server + life).toISOString());
          const answer = { strServerDate: new Date(server).toISOString() };
          return tokenExpiryInOurClock(headers, answer) === ours + life;
        },
      ),
    );
  });
});
