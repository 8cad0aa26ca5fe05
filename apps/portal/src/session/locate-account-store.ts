/**
 * The locate-account session of spec section 3: what the find-account, security-question and
 * archival-account screens need to know about how the member got there. The login screen writes
 * it before it sends a member to one of them (spec section 4 'Login outcome by return code').
 */
export type LocateAccountSession = {
  /** Where the member came from: 'login', 'account-locked'... */
  startedfrom: string;
  /** Invalid sign-ins in this tab when the login screen sent the member on. */
  lockCounter: number;
  responseOfFindYourAccount: unknown;
  resetPasswordOnly: boolean;
  mfaCounter: number;
  strMemberId: string | null;
  mfaEnabled: boolean;
  /** Flag for a customer-service-generated link. */
  csGeneratedLink: boolean;
  csGeneratedFlow: string | null;
  /** The login answer's returnCode or forward code that sent the member here. */
  loginReturnCode: number | null;
  strUserId: string | null;
};

const storageKey = 'portal.locateAccount';

const empty: LocateAccountSession = {
  startedfrom: '',
  lockCounter: 0,
  responseOfFindYourAccount: null,
  resetPasswordOnly: false,
  mfaCounter: 0,
  strMemberId: null,
  mfaEnabled: false,
  csGeneratedLink: false,
  csGeneratedFlow: null,
  loginReturnCode: null,
  strUserId: null,
};

export const locateAccountStore = {
  get(): LocateAccountSession {
    try {
      const stored = sessionStorage.getItem(storageKey);
      return stored
        ? { ...empty, ...(JSON.parse(stored) as Partial<LocateAccountSession>) }
        : empty;
    } catch {
      return empty;
    }
  },
  /** Starts the locate-account session afresh with these fields. */
  start(fields: Partial<LocateAccountSession> & Pick<LocateAccountSession, 'startedfrom'>) {
    sessionStorage.setItem(storageKey, JSON.stringify({ ...empty, ...fields }));
  },
  clear() {
    sessionStorage.removeItem(storageKey);
  },
};
