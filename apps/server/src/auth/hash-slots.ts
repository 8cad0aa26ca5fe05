import { availableParallelism } from 'node:os';

/**
 * At most `slots` password hashes at a time; the rest wait their turn, first come first served.
 * argon2id at the OWASP parameters takes a core for about 10 ms; libuv's pool has four threads and
 * also runs the envelope's RSA, so without a bound a burst of sign-ins would take every core at
 * once and hold up every signed-in call's RSA-free path behind them (issue 17: sign-ins at 40 a
 * second must leave the bank list's latency within twice its quiet figure).
 */
export function createHashSlots(slots: number) {
  let busy = 0;
  const waiting: (() => void)[] = [];
  return async function run<T>(work: () => Promise<T>): Promise<T> {
    if (busy >= slots) await new Promise<void>((resolve) => waiting.push(resolve));
    else busy += 1;
    try {
      return await work();
    } finally {
      // Hand the slot straight to the next in line, or give it back.
      const next = waiting.shift();
      if (next) next();
      else busy -= 1;
    }
  };
}

/**
 * One hash per core: the service's password hashes all go through these slots. (One core but one,
 * to keep a core free for the event loop, was tried for issue 17: it halves the sign-in rate and
 * the hash-bound tests' speed, and at 40 sign-ins a second, evenly spaced, two 10 ms hashes seldom
 * overlap anyway; SQLite's commits were what held the event loop up: tests/bench/README.md.)
 */
export const hashSlots = createHashSlots(availableParallelism());
