import { useNavigate } from 'react-router';
import { twoStepEndedNotice, twoStepStore } from '../../session/two-step-store.js';

/**
 * Leaving two-step verification when the service says the pending sign-in is over: back to the
 * login page with a note (log in again), or to the locked page (spec section 4: account lock goes
 * to /account-locked type invalidLogin). The pending data goes once the page has changed, so the
 * guard of these pages does not send the member home first.
 */
export function useTwoStepExit() {
  const navigate = useNavigate();
  return async function exit(outcome: { kind: 'ended' | 'locked' }) {
    await Promise.resolve(
      outcome.kind === 'locked'
        ? navigate('/account-locked?type=invalidLogin', { replace: true })
        : navigate('/login', { replace: true, state: twoStepEndedNotice }),
    );
    twoStepStore.clear();
  };
}
