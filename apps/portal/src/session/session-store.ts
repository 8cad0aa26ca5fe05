import type { User } from '@portal/api';
import { useSyncExternalStore } from 'react';

/**
 * The app session of spec section 3 (isLoggedIn, user, flowStarted, ...) and the account-creation
 * flag, in one small store backed by sessionStorage, so a reload keeps the member signed in and
 * closing the tab signs them out.
 */
export type AppSession = {
  isLoggedIn: boolean;
  user: User | null;
  /** Consecutive invalid sign-ins in this tab; drives the multiple-attempts message. */
  invalidLoginCount: number;
  /** The flow-session flag of spec section 4 'Flow flags' (flowStarted of the app session). */
  flowStarted: boolean;
  /**
   * Account creation is in progress (isCreateAccountFlowStarted of the account creation state,
   * spec section 3): the header hides ENROLL NOW meanwhile (spec section 2).
   */
  accountCreationStarted: boolean;
};

const storageKey = 'portal.session';

/**
 * Keys that survive clearing the session: the marketing attribution of the entry link (spec
 * section 2: utm, cid, mlpid and BTID are captured in any case), which opening home would
 * otherwise lose on the very page most entry links lead to.
 */
export const keptAcrossSessionClear = ['portal.attribution'] as const;

const signedOut: AppSession = {
  isLoggedIn: false,
  user: null,
  invalidLoginCount: 0,
  flowStarted: false,
  accountCreationStarted: false,
};

const listeners = new Set<() => void>();
let current: AppSession = read();

function storage(): Storage | null {
  // Prerendering runs without a window: the session is then simply signed out.
  return typeof sessionStorage === 'undefined' ? null : sessionStorage;
}

function read(): AppSession {
  try {
    const stored = storage()?.getItem(storageKey);
    return stored ? { ...signedOut, ...(JSON.parse(stored) as Partial<AppSession>) } : signedOut;
  } catch {
    return signedOut;
  }
}

function write(next: AppSession) {
  current = next;
  storage()?.setItem(storageKey, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export const sessionStore = {
  get: () => current,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  signIn(user: User) {
    write({ ...signedOut, isLoggedIn: true, user });
  },
  countInvalidLogin(): number {
    const invalidLoginCount = current.invalidLoginCount + 1;
    write({ ...current, invalidLoginCount });
    return invalidLoginCount;
  },
  /** Spec section 4 'Flow flags': set by leaving the bank dashboard and by header links. */
  setFlowStarted(flowStarted: boolean) {
    if (current.flowStarted !== flowStarted) write({ ...current, flowStarted });
  },
  /** The account-creation flow marks its start here, and its end or abandonment with false. */
  setAccountCreationStarted(accountCreationStarted: boolean) {
    if (current.accountCreationStarted !== accountCreationStarted) {
      write({ ...current, accountCreationStarted });
    }
  },
  /**
   * Spec section 4: clearing the session removes the token and clears session storage (the
   * marketing attribution excepted, see keptAcrossSessionClear).
   */
  clear() {
    const store = storage();
    if (store) {
      const kept = keptAcrossSessionClear.map((key) => [key, store.getItem(key)] as const);
      store.clear();
      for (const [key, value] of kept) if (value !== null) store.setItem(key, value);
    }
    current = signedOut;
    for (const listener of listeners) listener();
  },
};

export function useSession(): AppSession {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.get, () => signedOut);
}
