import type { ErrorSummaryState } from '@portal/forms/react';
import { ErrorSummary, QuestionPage } from '@portal/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { accountCreationCopy as copy } from './account-creation-copy.js';
import type { FlowPage } from './account-creation-steps.js';
import {
  type SaveProblem,
  SaveProblemBanner,
  type StepFrame,
  stepTemplateFrameProps,
} from './step-frame.js';

/*
 * Apart from step-frame.tsx: the check page shares the frame but has no form, and must not
 * download the form kit (ErrorSummary and react-hook-form's chunk) with it.
 */

/**
 * One step of account creation, or of a member completing a profile, as the kit's QuestionPage:
 * the frame (Back, the step indicator, 'Step N of M' announced on arrival), above the form why a
 * save did not go on and the form's error summary, Continue busy while the form is sent, and the
 * form checked by the page (`noValidate`, no browser autofill of another person's details). A
 * step page declares only its heading, its fields and what Continue does.
 */
export function StepQuestionPage({
  frame,
  stepKey,
  heading,
  lead,
  form,
  problem = null,
  before,
  notice,
  continueDisabled,
  onSubmit,
  children,
}: {
  frame: StepFrame;
  /** Which step: the template announces the step again when it changes. */
  stepKey: FlowPage;
  heading: ReactNode;
  lead?: ReactNode;
  /** The step's form (useSchemaForm): its error summary and whether it is being sent. */
  form: { errorSummary: ErrorSummaryState; isSubmitting: boolean };
  problem?: SaveProblem | null;
  /** Shown first, above the form (get-started's offer to continue a saved application). */
  before?: ReactNode;
  /** A refusal no field can hold ('SSN already exists'), above the error summary. */
  notice?: ReactNode;
  continueDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <QuestionPage
      heading={heading}
      lead={lead}
      {...stepTemplateFrameProps(frame)}
      backLabel={copy.back}
      stepAnnouncement={copy.stepAnnouncement}
      stepKey={stepKey}
      continueBusy={form.isSubmitting}
      {...(continueDisabled !== undefined && { continueDisabled })}
      errorSummary={
        <>
          {before}
          <SaveProblemBanner problem={problem} />
          {notice}
          <ErrorSummary {...form.errorSummary} />
        </>
      }
      noValidate
      autoComplete="off"
      onSubmit={onSubmit}
    >
      {children}
    </QuestionPage>
  );
}
