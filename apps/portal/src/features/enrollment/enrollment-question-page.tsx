import type { ErrorSummaryState } from '@portal/forms/react';
import { ErrorSummary, QuestionPage } from '@portal/ui';
import type { FormEventHandler, ReactNode } from 'react';
import { enrollmentCopy as copy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import {
  type EnrollmentProblem,
  EnrollmentProblemBanner,
  enrollmentFrameProps,
} from './enrollment-frame.js';
import type { EnrollmentPage } from './enrollment-steps.js';

/**
 * One step of enrolling as the kit's QuestionPage: Back, the step indicator and 'Step N of M'
 * announced on arrival; above the form why a save did not go on, a refusal no field can hold (a
 * family member enrolled under another person's plan) and the form's error summary; Continue
 * busy while the form is sent; the form checked by the page (`noValidate`). A step declares only
 * its heading, its fields and what Continue does.
 */
export function EnrollmentQuestionPage({
  page,
  caption,
  heading,
  lead,
  form,
  problem = null,
  notice,
  headingIsLegend,
  continueDisabled,
  onSubmit,
  children,
}: {
  page: EnrollmentPage;
  /** The plan being enrolled in ('Enroll in High Option'), above the heading. */
  caption?: ReactNode;
  heading: ReactNode;
  lead?: ReactNode;
  /** The step's form (useSchemaForm): its error summary and whether it is being sent. */
  form: { errorSummary: ErrorSummaryState; isSubmitting: boolean };
  problem?: EnrollmentProblem | null;
  notice?: ReactNode;
  /** A page that asks one question: the heading is the fieldset's legend (the kit's pattern). */
  headingIsLegend?: boolean;
  continueDisabled?: boolean;
  onSubmit: FormEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  return (
    <QuestionPage
      heading={heading}
      caption={caption ?? copy.captionNoPlan}
      lead={lead}
      {...enrollmentFrameProps(page, useEnrollmentFlow().programId)}
      continueLabel={copy.continue}
      continueBusy={form.isSubmitting}
      {...(headingIsLegend !== undefined && { headingIsLegend })}
      {...(continueDisabled !== undefined && { continueDisabled })}
      errorSummary={
        <>
          <EnrollmentProblemBanner problem={problem} />
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
