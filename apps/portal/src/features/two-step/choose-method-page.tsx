import { usePendingTwoStep } from '../../session/two-step-store.js';
import { MethodChoice } from './method-choice.js';
import { twoStepCopy } from './two-step-copy.js';

/** /two-step-verification: the verification screen of spec section 4. */
export function ChooseMethodPage() {
  const pending = usePendingTwoStep();
  // The layout lets no one in without a pending sign-in.
  if (!pending) return null;
  return (
    <MethodChoice
      pending={pending}
      heading={twoStepCopy.chooseHeading}
      intro={twoStepCopy.chooseIntro}
    />
  );
}
