import { useSyncExternalStore } from 'react';

/**
 * Spec section 4 'Idle': when the countdown ends, the member is logged out and an inactive flag
 * is stored, so the page they land on can say why. It lives in session storage (this tab only)
 * and goes at the next sign-in or when the member dismisses the note.
 */
export const inactivityFlagKey = 'portal.inactive';

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

export const inactivityFlag = {
  isSet: () => sessionStorage.getItem(inactivityFlagKey) === 'true',
  set() {
    sessionStorage.setItem(inactivityFlagKey, 'true');
    notify();
  },
  clear() {
    sessionStorage.removeItem(inactivityFlagKey);
    notify();
  },
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};

export function useInactivityFlag(): boolean {
  return useSyncExternalStore(inactivityFlag.subscribe, inactivityFlag.isSet, () => false);
}
