import type { AccountCreationStep } from '@portal/api/account-creation';
import type { StepSaveOutcome } from '@portal/api/swr';
import { useState } from 'react';
import type { SaveProblem } from './step-frame.js';

/** What a step is given to save its answers: the visitor's draft, or a member's profile. */
export type SaveStep<Request> = (request: Request) => Promise<StepSaveOutcome>;

/**
 * Runs a step's save and sorts its outcome: saved goes on (`onSaved`), field errors go to the
 * form (`onRefused`, with the whole refusal for the address's candidates), anything else is the
 * page's problem banner.
 */
export function useStepSave<Request>({
  save,
  onSaved,
  onRefused,
}: {
  save: SaveStep<Request>;
  onSaved: (next: AccountCreationStep) => Promise<void> | void;
  onRefused: (refusal: Extract<StepSaveOutcome, { kind: 'refused' }>) => void;
}) {
  const [problem, setProblem] = useState<SaveProblem | null>(null);
  async function run(request: Request) {
    setProblem(null);
    const outcome = await save(request);
    if (outcome.kind === 'saved') await onSaved(outcome.nextStep);
    else if (outcome.kind === 'refused') onRefused(outcome);
    else setProblem(outcome.kind);
  }
  return { problem, run };
}
