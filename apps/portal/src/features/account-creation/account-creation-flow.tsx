import { type AccountDraft, useAccountDraft } from '@portal/api/swr';
import { createContext, type ReactNode, use, useEffect, useMemo, useState } from 'react';
import { sessionStore, useSession } from '../../session/session-store.js';
import * as styles from '../../styles/form-page.css.js';

/**
 * The sign-in details typed at the credentials step, kept in this page's memory only until Create
 * account: a password is never saved in a draft, nor in the browser's storage. A reload loses them
 * and the member types them again (the check page sends them back to that step).
 */
export type TypedCredentials = {
  username: string;
  password: string;
  confirmPassword: string;
  questions: ReadonlyArray<{ questionId: string; answer: string }>;
};

type AccountCreationFlow = {
  /** The saved application: undefined while it loads, null when there is none. */
  draft: AccountDraft | null | undefined;
  /** The draft could not be read (the service did not answer). */
  draftFailed: boolean;
  /** Reads the draft again after a save, so the next page shows what was saved. */
  refreshDraft: () => Promise<unknown>;
  credentials: TypedCredentials | null;
  setCredentials: (credentials: TypedCredentials | null) => void;
};

const FlowContext = createContext<AccountCreationFlow | null>(null);

/**
 * The account-creation pages' layout for a visitor: loads the application the draft cookie names
 * once for every step (continueToAccountCreation), holds the typed sign-in details, and marks the
 * flow as started in the app session while a draft exists (isCreateAccountFlowStarted, which hides
 * the header's ENROLL NOW). A signed-in member never has a visitor's draft: nothing is asked.
 */
export function AccountCreationFlowProvider({ children }: { children: ReactNode }) {
  const { isLoggedIn } = useSession();
  const draftRequest = useAccountDraft(!isLoggedIn);
  const [credentials, setCredentials] = useState<TypedCredentials | null>(null);
  const draft = isLoggedIn ? null : draftRequest.data;
  // Undefined while it loads: the flag changes only on what the service said.
  const hasDraft = draft === undefined ? undefined : draft !== null;

  useEffect(() => {
    // In progress while a draft exists; not once it ended (finished elsewhere, 30 days, Start again).
    if (hasDraft !== undefined && !isLoggedIn) sessionStore.setAccountCreationStarted(hasDraft);
  }, [hasDraft, isLoggedIn]);

  const { mutate } = draftRequest;
  const flow = useMemo<AccountCreationFlow>(
    () => ({
      draft,
      draftFailed: draftRequest.error !== undefined && draft === undefined,
      refreshDraft: () => mutate(),
      credentials,
      setCredentials,
    }),
    [draft, draftRequest.error, mutate, credentials],
  );

  return (
    <FlowContext value={flow}>
      <div className={styles.page}>{children}</div>
    </FlowContext>
  );
}

export function useAccountCreationFlow(): AccountCreationFlow {
  const flow = use(FlowContext);
  if (!flow) throw new Error('useAccountCreationFlow needs the account-creation layout');
  return flow;
}
