import type { AccountCreationStep, CompleteProfileStep } from '@portal/api/account-creation';
import {
  type CompleteProfileSaveOutcome,
  type CompleteProfileState,
  type StepSaveOutcome,
  useCompleteProfile,
} from '@portal/api/swr';
import { type ReactNode, useCallback, useRef } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { completeProfilePathOfStep } from '../../session/complete-profile-path.js';
import { sessionStore, useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { memberStepCopy as copy } from './member-step-copy.js';
import type { StepFrame } from './step-frame.js';

/*
 * A signed-in member completing the profile (issue 19; login codes 18, 22, 23, 29, 30) on the
 * account-creation steps, with a data source of their own beside the visitor's draft: what is
 * saved comes from continueFromCompleteProfile, a save goes to the member's account
 * (EditEnrolleeAddress, sponsorProfileSavePoint), and after the last missing piece the member
 * lands on the dashboard.
 */

/** Where the member goes when nothing is left to complete: the member's home. */
export const profileCompletePath = '/dashboard';

/**
 * Shows `step` once the member's profile is loaded, when it is what is left to complete first;
 * otherwise goes where the member stands (the next step, or the dashboard when nothing is left),
 * so an old address or another tab's save never shows a step already done.
 */
export function MemberStepGate({
  step,
  children,
}: {
  step: CompleteProfileStep;
  children: (state: CompleteProfileState, memberId: string) => ReactNode;
}) {
  const { user } = useSession();
  const memberId = user?.strMember_Id ?? null;
  const profile = useCompleteProfile(memberId);
  if (!memberId) return <Navigate to="/" replace />;
  if (profile.error) return <ServiceUnavailableBanner withContactLink />;
  if (!profile.data) return <p role="status">{copy.loading}</p>;
  if (profile.data.strNextStep !== step) {
    return (
      <Navigate
        to={completeProfilePathOfStep(profile.data.strNextStep) ?? profileCompletePath}
        replace
      />
    );
  }
  return children(profile.data, memberId);
}

/**
 * The frame of a member's step: one page, no Back into an application the member never had, no
 * step count (what is left is decided by the service after each save).
 */
export const memberStepFrame: StepFrame = {
  backHref: undefined,
  stepIndicator: null,
  stepCount: 0,
  currentStepIndex: 0,
};

/**
 * Adapts a member's save to the step's save (the steps sort a draft's outcomes), and goes on
 * after it: the app session takes the user, flags and login code the service answered (Log Out
 * then asks only while something is left), and the member goes to the next step or the dashboard.
 */
export function useMemberSave<Request>(
  step: CompleteProfileStep,
  trigger: (request: Request) => Promise<CompleteProfileSaveOutcome>,
) {
  const navigate = useNavigate();
  const next = useRef<string>(profileCompletePath);
  const save = useCallback(
    async (request: Request): Promise<StepSaveOutcome> => {
      const outcome = await trigger(request);
      switch (outcome.kind) {
        case 'saved': {
          const { standing } = outcome;
          sessionStore.updateProfile(standing);
          next.current = completeProfilePathOfStep(standing.nextStep) ?? profileCompletePath;
          return { kind: 'saved', nextStep: standing.nextStep ?? step };
        }
        case 'invalid':
          return {
            kind: 'refused',
            fieldErrors: outcome.fieldErrors,
            residenceCandidates: outcome.residenceCandidates,
            mailingCandidates: outcome.mailingCandidates,
            message: null,
            nextStep: null,
          };
        case 'refused':
          return {
            kind: 'refused',
            fieldErrors: {},
            residenceCandidates: [],
            mailingCandidates: [],
            message: outcome.message,
            nextStep: null,
          };
        // A session that ended is ended by the shell's session watch (the token is gone).
        case 'signedOut':
        case 'unavailable':
          return { kind: 'unavailable' };
      }
    },
    [trigger, step],
  );
  const onSaved = useCallback(
    (_next: AccountCreationStep) => navigate(next.current, { replace: true }),
    [navigate],
  );
  return { save, onSaved };
}
