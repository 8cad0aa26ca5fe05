/**
 * Spec section 4: entering a two-step page restarts the idle watch. The page asks; the shell's
 * SessionWatch, which runs the watch, listens.
 */
const listeners = new Set<() => void>();

export function restartIdleWatch(): void {
  for (const listener of listeners) listener();
}

export function onIdleWatchRestart(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
