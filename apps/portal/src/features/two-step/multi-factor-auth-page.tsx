import { usePendingTwoStep } from '../../session/two-step-store.js';
import { MethodChoice } from './method-choice.js';
import { twoStepCopy } from './two-step-copy.js';

/**
 * /two-step-verification/multi-factor-auth: the multi-factor sub-screen (spec section 4), shown
 * when promptMFA is set: the member has no preferred method yet, and the one they pass with
 * becomes it.
 */
export function MultiFactorAuthPage() {
  const pending = usePendingTwoStep();
  if (!pending) return null;
  return (
    <MethodChoice pending={pending} heading={twoStepCopy.mfaHeading} intro={twoStepCopy.mfaIntro} />
  );
}
