import type { EnrollmentDraft } from '@portal/api/enrollment';
import { useEnrollmentDraft } from '@portal/api/swr';
import { isCodeOf, type ProgramId, programIds } from '@portal/forms/code-lists';
import { createContext, type ReactNode, use, useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { type PlanChoice, usePlanChoice } from '../../session/plan-choice-store.js';
import { useSession } from '../../session/session-store.js';
import * as styles from '../../styles/form-page.css.js';

/** The program a flow without a plan choice enrolls in: legal plans first (the mission). */
const defaultProgram: ProgramId = 'LAW';

export type EnrollmentFlow = {
  memberId: string;
  programId: ProgramId;
  /** The saved enrollment in progress: undefined while it loads, null when there is none. */
  draft: EnrollmentDraft | null | undefined;
  /** The draft could not be read (the service did not answer). */
  draftFailed: boolean;
  /** Reads the draft again after a save, so the next page shows what was saved. */
  refreshDraft: () => Promise<unknown>;
  /**
   * The plan chosen on /tools/select-plan for this program, when there is one: where a new
   * enrollment starts (its plan, year and tier). A draft saved on another device has none here;
   * its own plan and year stand.
   */
  planChoice: PlanChoice | null;
};

const FlowContext = createContext<EnrollmentFlow | null>(null);

/**
 * Which program the flow enrolls in: the plan choice's, else the address's `progId` (as the plan
 * choice pages read it), else legal plans.
 */
function useProgramId(choice: PlanChoice | null): ProgramId {
  const [search] = useSearchParams();
  const named = search.get('progId');
  if (named !== null && isCodeOf(programIds, named)) return named;
  return choice?.strProgId ?? defaultProgram;
}

/**
 * The enrollment pages' layout (inside the member-only layout): reads the member's draft for the
 * program once for every step, and keeps it while the member moves between steps.
 */
export function EnrollmentFlowProvider({ children }: { children: ReactNode }) {
  const { user } = useSession();
  const storedChoice = usePlanChoice();
  const programId = useProgramId(storedChoice);
  const memberId = user?.strMember_Id ?? null;
  const draftRequest = useEnrollmentDraft(memberId, programId);
  const choice = storedChoice?.strProgId === programId ? storedChoice : null;

  const { mutate } = draftRequest;
  const flow = useMemo<EnrollmentFlow | null>(
    () =>
      memberId
        ? {
            memberId,
            programId,
            draft: draftRequest.data,
            draftFailed: draftRequest.error !== undefined && draftRequest.data === undefined,
            refreshDraft: () => mutate(),
            planChoice: choice,
          }
        : null,
    [memberId, programId, draftRequest.data, draftRequest.error, mutate, choice],
  );

  if (!flow) return null;
  return (
    <FlowContext value={flow}>
      <div className={styles.page}>{children}</div>
    </FlowContext>
  );
}

export function useEnrollmentFlow(): EnrollmentFlow {
  const flow = use(FlowContext);
  if (!flow) throw new Error('useEnrollmentFlow needs the enrollment layout');
  return flow;
}
