import type { ProfileCompletion, SessionSettings, User } from '@portal/api';
import { useSyncExternalStore } from 'react';
import { inactivityFlag, inactivityFlagKey } from './inactivity-flag.js';

/**
 * The app session of spec section 3 (isLoggedIn, user, profile completion...) in one small store
 * backed by sessionStorage, so a reload keeps the member signed in and closing the tab signs them
 * out.
 */
export type AppSession = {
  isLoggedIn: boolean;
  user: User | null;
  /** Consecutive invalid sign-ins in this tab; drives the multiple-attempts message. */
  invalidLoginCount: number;
  /** The idle timings the service sent with the sign-in (spec section 4 'Idle'). */
  settings: SessionSettings | null;
  /** Spec section 4 'Logout with incomplete profile': decides whether Log Out asks first. */
  profileCompletion: ProfileCompletion | null;
};

/** What a sign-in (or the second step of one) hands the session. */
export type SignedIn = {
  user: User;
  settings: SessionSettings | null;
  profileCompletion: ProfileCompletion | null;
};

const storageKey = 'portal.session';
const signedOut: AppSession = {
  isLoggedIn: false,
  user: null,
  invalidLoginCount: 0,
  settings: null,
  profileCompletion: null,
};

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
  signIn({ user, settings, profileCompletion }: SignedIn) {
    // A new session: the note about the last one ending for inactivity has done its work.
    inactivityFlag.clear();
    write({ isLoggedIn: true, user, invalidLoginCount: 0, settings, profileCompletion });
  },
  countInvalidLogin(): number {
    const invalidLoginCount = current.invalidLoginCount + 1;
    write({ ...current, invalidLoginCount });
    return invalidLoginCount;
  },
  /**
   * Spec section 4: clearing the session removes the token and clears session storage, and with
   * it every flow's draft (eligibility, enrollment, bank-add, family-change, two-step). One key
   * survives: the inactive flag, which says why the last session ended and is not session data;
   * the home page clears the session as it opens, and the member must still read why.
   */
  clear() {
    const inactive = sessionStorage.getItem(inactivityFlagKey);
    sessionStorage.clear();
    if (inactive !== null) sessionStorage.setItem(inactivityFlagKey, inactive);
    current = signedOut;
    for (const listener of listeners) listener();
  },
};

export function useSession(): AppSession {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => signedOut);
}
