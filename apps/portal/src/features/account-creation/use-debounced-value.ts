import { useEffect, useState } from 'react';

/**
 * `value` once it has stayed the same for `delayMs` (what is typed, once the typing pauses). The
 * header's search has its own: a shared module would be a chunk of its own on every page.
 */
export function useDebouncedValue<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}
