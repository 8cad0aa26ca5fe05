import type { User } from '@portal/api';
import { useSyncExternalStore } from 'react';

/**
 * The app session of spec section 3 (isLoggedIn, user, ...) in one small store backed by
 * sessionStorage, so a reload keeps the member signed in and closing the tab signs them out.
 */
export type AppSession = {
  isLoggedIn: boolean;
  user: User | null;
  /** Consecutive invalid sign-ins in this tab; drives the multiple-attempts message. */
  invalidLoginCount: number;
};

const storageKey = 'portal.session';
const signedOut: AppSession = { isLoggedIn: false, user: null, invalidLoginCount: 0 };

const listeners = new Set<() => void>();
let current: AppSession = read();

function read(): AppSession {
  try {
    const stored = sessionStorage.getItem(storageKey);
    return stored ? { ...signedOut, ...(JSON.parse(stored) as Partial<AppSession>) } : signedOut;
  } catch {
    return signedOut;
  }
}

function write(next: AppSession) {
  current = next;
  sessionStorage.setItem(storageKey, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: User) {
    write({ isLoggedIn: true, user, invalidLoginCount: 0 });
  },
  countInvalidLogin(): number {
    const invalidLoginCount = current.invalidLoginCount + 1;
    write({ ...current, invalidLoginCount });
    return invalidLoginCount;
  },
  /** Spec section 4: clearing the session removes the token and clears session storage. */
  clear() {
    sessionStorage.clear();
    current = signedOut;
    for (const listener of listeners) listener();
  },
};

export function useSession(): AppSession {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => signedOut);
}
