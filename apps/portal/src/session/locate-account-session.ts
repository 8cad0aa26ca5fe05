import type { ContactMethodEntry } from '@portal/api/security-settings';

/**
 * The locate-account session of spec section 3: what Find your account learned, carried to the
 * next page (reset password) in sessionStorage so a reload keeps it and closing the tab ends it.
 * Only the fields this flow uses: where it started, the find-account answer and the username.
 */
export type LocateAccountSession = {
  /** 'login' from Need Help? or the locked page; 'help' from a link that no longer works. */
  startedfrom: 'login' | 'help';
  responseOfFindYourAccount: {
    strLocateToken: string;
    liContactMethods: ContactMethodEntry[];
  };
  strUserId: string;
};

const storageKey = 'portal.locateAccount';

export const locateAccountSession = {
  read(): LocateAccountSession | null {
    try {
      const stored = sessionStorage.getItem(storageKey);
      return stored ? (JSON.parse(stored) as LocateAccountSession) : null;
    } catch {
      return null;
    }
  },
  write(session: LocateAccountSession) {
    sessionStorage.setItem(storageKey, JSON.stringify(session));
  },
  clear() {
    sessionStorage.removeItem(storageKey);
  },
};
