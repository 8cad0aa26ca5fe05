import type { SaveEnrollmentDraftRequest } from '@portal/api/enrollment';
import { useSaveEnrollmentStep } from '@portal/api/swr';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useEnrollmentFlow } from './enrollment-flow.js';
import type { EnrollmentProblem } from './enrollment-frame.js';
import { enrollmentPaths, inProgram } from './enrollment-steps.js';

/** One step's answers, without the member and program the flow adds. */
type StepAnswers = SaveEnrollmentDraftRequest extends infer Request
  ? Request extends SaveEnrollmentDraftRequest
    ? Omit<Request, 'strMember_Id' | 'strProgId'>
    : never
  : never;

/**
 * Saves a step's answers on the draft (saveEnrollmentDraft) and sorts the outcome: saved reads the
 * draft again and goes to the step the service names; a refusal by a rule gives its field errors
 * to the form (`onRefused`); a family member covered under another person's plan gives its
 * message (`onDualEnrollment`); no draft any more, or no answer, is the page's problem banner.
 */
export function useEnrollmentStepSave({
  onRefused,
  onDualEnrollment,
}: {
  onRefused: (fieldErrors: Record<string, string>, message: string | null) => void;
  onDualEnrollment?: (message: string | null) => void;
}) {
  const flow = useEnrollmentFlow();
  const navigate = useNavigate();
  const { trigger } = useSaveEnrollmentStep(flow.memberId, flow.programId);
  const [problem, setProblem] = useState<EnrollmentProblem | null>(null);

  async function save(answers: StepAnswers) {
    setProblem(null);
    const outcome = await trigger({
      ...answers,
      strMember_Id: flow.memberId,
      strProgId: flow.programId,
    } as SaveEnrollmentDraftRequest);
    switch (outcome.kind) {
      case 'ok': {
        await flow.refreshDraft();
        const next = outcome.value.strNextStep ?? 'REVIEW';
        navigate(inProgram(enrollmentPaths[next], flow.programId));
        return;
      }
      case 'refused': {
        // A step out of order (saved in another tab meanwhile): go to where the draft stands.
        const standsAt = outcome.value?.strNextStep;
        if (Object.keys(outcome.fieldErrors).length === 0 && standsAt) {
          await flow.refreshDraft();
          navigate(inProgram(enrollmentPaths[standsAt], flow.programId));
          return;
        }
        onRefused(outcome.fieldErrors, outcome.message);
        return;
      }
      case 'dualEnrollment':
        if (onDualEnrollment) onDualEnrollment(outcome.message);
        else setProblem('unavailable');
        return;
      case 'notFound':
        setProblem('draftEnded');
        return;
      default:
        setProblem('unavailable');
    }
  }

  return { problem, save };
}
