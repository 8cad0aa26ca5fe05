import type { ProfileCompletion, SessionSettings, User } from '@portal/api/sign-in';
import { useSyncExternalStore } from 'react';
import { inactivityFlag, inactivityFlagKey } from './inactivity-flag.js';

/**
 * The app session of spec section 3 (isLoggedIn, user, profile completion, flowStarted...) and the
 * account-creation flag, in one small store backed by sessionStorage, so a reload keeps the member
 * signed in and closing the tab signs them out.
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
  /**
   * The login code of what the member must complete first (18, 22, 23, 29, 30), or 31 or null
   * when nothing: the step sign-in opened and the 'Incomplete Profile' question's Yes leads to
   * (complete-profile-path.ts). Each save of a step updates it.
   */
  profileForwardCode: number | null;
  /** The flow-session flag of spec section 4 'Flow flags' (flowStarted of the app session). */
  flowStarted: boolean;
  /**
   * Account creation is in progress (isCreateAccountFlowStarted of the account creation state,
   * spec section 3): the header hides ENROLL NOW meanwhile (spec section 2).
   */
  accountCreationStarted: boolean;
};

/** What a sign-in (or the second step of one) hands the session. */
export type SignedIn = {
  user: User;
  settings: SessionSettings | null;
  profileCompletion: ProfileCompletion | null;
  forwardCode?: number | null;
};

/** Where a member completing the profile stands after a save (the service's answer). */
export type ProfileUpdate = {
  user: User;
  profileCompletion: ProfileCompletion;
  forwardCode: number;
};

const storageKey = 'portal.session';

/**
 * Keys that survive clearing the session, because they are not session data:
 * - the marketing attribution of the entry link (spec section 2: utm, cid, mlpid and BTID are
 *   captured in any case), which opening home would otherwise lose on the very page most entry
 *   links lead to;
 * - the inactive flag, which says why the last session ended: the home page clears the session as
 *   it opens, and the member must still read why.
 */
export const keptAcrossSessionClear = ['portal.attribution', inactivityFlagKey] as const;

const signedOut: AppSession = {
  isLoggedIn: false,
  user: null,
  invalidLoginCount: 0,
  settings: null,
  profileCompletion: null,
  profileForwardCode: null,
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
  signIn({ user, settings, profileCompletion, forwardCode = null }: SignedIn) {
    // A new session: the note about the last one ending for inactivity has done its work.
    inactivityFlag.clear();
    write({
      ...signedOut,
      isLoggedIn: true,
      user,
      settings,
      profileCompletion,
      profileForwardCode: forwardCode,
    });
  },
  /** A step of the incomplete profile saved: the user, flags and what is left, as now. */
  updateProfile({ user, profileCompletion, forwardCode }: ProfileUpdate) {
    if (!current.isLoggedIn) return;
    write({ ...current, user, profileCompletion, profileForwardCode: forwardCode });
  },
  /**
   * The user object as the service answers it now (My profile's saves): the header's name and the
   * alerts bell's red dot (spec section 4, pending-action flag) follow it.
   */
  updateUser(user: User) {
    if (!current.isLoggedIn) return;
    write({ ...current, user });
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
   * Spec section 4: clearing the session removes the token and clears session storage, and with
   * it every flow's draft (eligibility, enrollment, bank-add, family-change, two-step), except
   * the keys of keptAcrossSessionClear.
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
