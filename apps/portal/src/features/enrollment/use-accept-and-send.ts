import type {
  EnrollmentConfirmation,
  EnrollmentDraft,
  EnrollmentStep,
} from '@portal/api/enrollment';
import { useSubmitEnrollment } from '@portal/api/swr';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { planChoiceStore } from '../../session/plan-choice-store.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { enrollmentConfirmationPath } from './enrollment-steps.js';

/** Why a send did not enroll: what the check page shows above the answers. */
export type SendProblem =
  /** A rule refuses the draft now (a window closed, a family member aged out…): its step. */
  | {
      kind: 'refused';
      step: EnrollmentStep | null;
      fieldErrors: Record<string, string>;
      message: string | null;
    }
  | { kind: 'dualEnrollment'; step: EnrollmentStep; message: string | null }
  | { kind: 'draftEnded' }
  | { kind: 'unavailable' };

/** What the confirmation page may show at once, before it reads the confirmation again. */
export type SentState = { confirmation: EnrollmentConfirmation };

/**
 * 'Accept and send' (submitUserEnrollment through useSubmitEnrollment). One send at a time: a
 * second click while one runs does nothing (the button is busy besides), and the hook's
 * Idempotency-Key makes the client's own retries one attempt. Enrolled: the confirmation replaces
 * this page in the history, so Back cannot send it again, and the plan choice it started from is
 * used up. `held` is the draft as sent: the page keeps showing it while the submit ends the draft.
 */
export function useAcceptAndSend() {
  const { memberId, programId } = useEnrollmentFlow();
  const navigate = useNavigate();
  const submit = useSubmitEnrollment(memberId, programId);
  const sending = useRef(false);
  const [held, setHeld] = useState<EnrollmentDraft | null>(null);
  const [problem, setProblem] = useState<SendProblem | null>(null);

  async function send(draft: EnrollmentDraft) {
    if (sending.current) return;
    sending.current = true;
    setHeld(draft);
    setProblem(null);
    const outcome = await submit.trigger();
    if (outcome.kind === 'ok' && outcome.value.objConfirmation) {
      const confirmation = outcome.value.objConfirmation;
      const state: SentState = { confirmation };
      await navigate(enrollmentConfirmationPath(confirmation.strEnrollmentId), {
        replace: true,
        state,
      });
      planChoiceStore.clear();
      return;
    }
    switch (outcome.kind) {
      case 'refused':
        setProblem({
          kind: 'refused',
          step: outcome.value?.strStep ?? null,
          fieldErrors: outcome.fieldErrors,
          message: outcome.message,
        });
        break;
      case 'dualEnrollment':
        setProblem({
          kind: 'dualEnrollment',
          step: outcome.value?.strStep ?? 'FAMILY',
          message: outcome.message,
        });
        break;
      case 'notFound':
        setProblem({ kind: 'draftEnded' });
        break;
      default:
        setProblem({ kind: 'unavailable' });
    }
    setHeld(null);
    sending.current = false;
  }

  return { send, problem, held, busy: held !== null };
}
