import type { SessionSettings, TwoStepStart } from '@portal/api/sign-in';
import { useSyncExternalStore } from 'react';

/**
 * The session data of a sign-in waiting for its one-time code (spec section 4 'Two-step flow'):
 * what the login answer said (masked contact methods, promptMFA), where to go afterwards, and
 * where the last code went. Kept in sessionStorage so a reload stays on the verification screen;
 * cleared with the session, and when the code is accepted.
 */
export type PendingTwoStep = TwoStepStart & {
  /** Spec section 3's redirectURL: where the member goes once the code is accepted. */
  redirectURL: string;
  /** The optional flow query of the verification screens (spec section 2). */
  flow: string | null;
  settings: SessionSettings | null;
  /** The last code sent: by which method, to where (masked), and how long it works. */
  codeSent: { method: 'E' | 'S'; maskedContact: string; lifetimeSeconds: number } | null;
};

const storageKey = 'portal.twoStep';
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: PendingTwoStep | null = null;

function read(): PendingTwoStep | null {
  const text = sessionStorage.getItem(storageKey);
  // useSyncExternalStore needs the same object back while nothing changed.
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    cached = text ? (JSON.parse(text) as PendingTwoStep) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(next: PendingTwoStep | null) {
  if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

export const twoStepStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  start(pending: Omit<PendingTwoStep, 'codeSent'>) {
    write({ ...pending, codeSent: null });
  },
  codeSent(codeSent: NonNullable<PendingTwoStep['codeSent']>) {
    const pending = read();
    if (pending) write({ ...pending, codeSent });
  },
  clear() {
    write(null);
  },
};

export function usePendingTwoStep(): PendingTwoStep | null {
  return useSyncExternalStore(twoStepStore.subscribe, read, () => null);
}

/** The login page's navigation state when two-step verification sends the member back to it. */
export const twoStepEndedNotice = { notice: 'twoStepSignInEnded' } as const;
