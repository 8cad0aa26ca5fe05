/**
 * How many calls are in flight, for the busy indicator. A call counts from the moment it is made,
 * before its first await, until it settles: the portal's deferred client hands its waiting calls
 * over to the real one relying on that, so the count never drops to zero in between.
 */
export function createInFlightCounter() {
  const listeners = new Set<(count: number) => void>();
  let count = 0;

  function set(next: number) {
    count = next;
    for (const listener of listeners) listener(next);
  }

  return {
    /** The count now; a plain function, safe to pass around unbound. */
    count: (): number => count,
    /** Runs `work`, counting it in flight from now (synchronously) until it settles. */
    async track<T>(work: () => Promise<T>): Promise<T> {
      set(count + 1);
      try {
        return await work();
      } finally {
        set(count - 1);
      }
    },
    /** Hears every change of the count. Returns an unsubscribe. */
    subscribe(listener: (count: number) => void): () => void {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    clearListeners() {
      listeners.clear();
    },
  };
}
