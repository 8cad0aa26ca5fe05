/**
 * At most `slots` password hashes at a time; the rest wait their turn, first come first served.
 * argon2id at the OWASP parameters takes a core for about 10 ms, so without a bound a burst of
 * sign-ins would take every core at once and hold up every signed-in call behind them (issue 17:
 * sign-ins at 40 a second must leave the bank list's latency within twice its quiet figure). The
 * service's hashes get one slot per hashing thread (hash-threads.ts).
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
