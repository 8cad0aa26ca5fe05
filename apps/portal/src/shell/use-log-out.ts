import { useEndServerSession } from '@portal/api/swr';
import { canLogOutDirectly } from '@portal/forms/rules';
import { useSyncExternalStore } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useSWRConfig } from 'swr';
import { completeProfilePathOf } from '../session/complete-profile-path.js';
import { inactivityFlag } from '../session/inactivity-flag.js';
import { sessionStore } from '../session/session-store.js';

/**
 * Ends the session: the server session first, while the token is still at hand
 * (`useEndServerSession`, which forgets the token even when the service cannot be reached), then
 * everything the spec lists (spec section 4 'Session' and 'Logout with incomplete profile': the
 * session, eligibility, enrollment, bank-add, apply-to-dependent, QLE event-date and family-change
 * data all live in session storage, and the data hooks' cache goes too), then home. The local
 * session is cleared whatever the service answers, so a shared computer never stays signed in.
 * `inactive`: the idle countdown ended it; the inactive flag is stored for the page that follows.
 */
export function useEndSession() {
  const navigate = useNavigate();
  const { mutate } = useSWRConfig();
  const endServerSession = useEndServerSession();
  return async function endSession({ inactive = false }: { inactive?: boolean } = {}) {
    await endServerSession.trigger();
    logOutRequest.close();
    sessionStore.clear();
    // Another member signing in next in this tab must not glimpse this one's data.
    void mutate(() => true, undefined, { revalidate: false });
    if (inactive) inactivityFlag.set();
    navigate('/', { replace: true });
  };
}

/** Whether the 'Incomplete Profile' question is open (the shell's SessionWatch shows it). */
let asking = false;
const listeners = new Set<() => void>();
export const logOutRequest = {
  isOpen: () => asking,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  open() {
    asking = true;
    for (const listener of listeners) listener();
  },
  close() {
    if (!asking) return;
    asking = false;
    for (const listener of listeners) listener();
  },
};

export function useLogOutRequestOpen(): boolean {
  return useSyncExternalStore(logOutRequest.subscribe, logOutRequest.isOpen, () => false);
}

/**
 * Log Out (spec section 4): direct only when the profile, sponsor profile, sponsor FGRRPN and
 * sponsor branch of service are all complete; otherwise it asks first ('Incomplete Profile').
 */
export function useLogOut() {
  const endSession = useEndSession();
  return async function logOut() {
    const completion = sessionStore.get().profileCompletion;
    const direct =
      completion === null ||
      canLogOutDirectly({
        profile: completion.profileCompletion,
        sponsorProfile: completion.sponsorProfilecompletion,
        sponsorFgrrpn: completion.sponsorFGRRPNcompletion,
        sponsorBranchOfService: completion.sponsorBOSCompletion,
      });
    if (direct) await endSession();
    else logOutRequest.open();
  };
}

/**
 * The 'Incomplete Profile' question's Yes (spec section 4; issue 19): the member stays signed in
 * and goes to the step that completes what sign-in found missing (login codes 18, 22, 23, 29,
 * 30), unless already on it. With nothing a step completes (no such code), Yes only closes, as
 * the spec says.
 */
export function useCompleteProfileFirst() {
  const navigate = useNavigate();
  const location = useLocation();
  return function completeProfileFirst() {
    const step = completeProfilePathOf(sessionStore.get().profileForwardCode);
    if (step && step.split('?')[0] !== location.pathname) navigate(step);
  };
}
