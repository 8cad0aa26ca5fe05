import { tokenExpiresAtHeader } from '../contracts/auth-protocol.js';
import { type SessionStore, sessionKeys } from './session-keys.js';

/**
 * The service's clock as its answers tell it (strServerDate, spec section 7). A member's device
 * may be minutes off: requests are stamped in the service's clock so it does not refuse them as
 * stale, and the token's expiry is moved into our clock so we can check it without asking.
 */
export function createServerClock(session: SessionStore) {
  /** The service's clock minus ours, from its last answer with a readable date. */
  let offsetMs = 0;

  return {
    /** Keeps the strServerDate of an answer in session storage and learns the clocks' offset. */
    remember(answer: unknown) {
      if (!answer || typeof answer !== 'object' || !('strServerDate' in answer)) return;
      const { strServerDate } = answer;
      if (typeof strServerDate !== 'string') return;
      session.setItem(sessionKeys.serverDate, strServerDate);
      const serverNow = Date.parse(strServerDate);
      if (!Number.isNaN(serverNow)) offsetMs = serverNow - Date.now();
    },
    /** Now in the service's clock (milliseconds), to stamp an envelope with. */
    now(): number {
      return Date.now() + offsetMs;
    },
    /** Drops the kept server date (sign-out); the offset stays, the service's clock is unchanged. */
    forget() {
      session.removeItem(sessionKeys.serverDate);
    },
  };
}

export type ServerClock = ReturnType<typeof createServerClock>;

/**
 * The expiry of the token an answer brings, in our clock: the service's Token-Expires-At moved by
 * the difference between the service's clock and ours, read from the same answer (its
 * strServerDate, or else its Date header) since both instants were written together. Null without
 * a readable Token-Expires-At; the service's instant as it is when the answer gives no date.
 */
export function tokenExpiryInOurClock(
  headers: Pick<Headers, 'get'>,
  answer: unknown,
): number | null {
  const expiresAt = Date.parse(headers.get(tokenExpiresAtHeader) ?? '');
  if (Number.isNaN(expiresAt)) return null;
  const serverDate =
    answer && typeof answer === 'object' && 'strServerDate' in answer
      ? Date.parse(String(answer.strServerDate))
      : Number.NaN;
  const serverNow = Number.isNaN(serverDate) ? Date.parse(headers.get('Date') ?? '') : serverDate;
  return Number.isNaN(serverNow) ? expiresAt : Date.now() + (expiresAt - serverNow);
}
