import type { EnrollmentDraft } from '@portal/api/enrollment';
import { isErrorMessageKey } from '@portal/forms/catalogue';
import { AlertBanner, CheckAnswersPage, Link, SummaryCard, SummaryList } from '@portal/ui';
import type { FormEvent } from 'react';
import { useErrorMessage } from '../../messages/error-messages.js';
import { planCostAmounts, spokenPrice } from '../../plans/plan-cost-amounts.js';
import { useSession } from '../../session/session-store.js';
import { checkAnswersCopy as copy } from './check-answers-copy.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import { EnrollmentProblemBanner, enrollmentFrameProps } from './enrollment-frame.js';
import { EnrollmentStepGate } from './enrollment-step-gate.js';
import { enrollmentPaths, enrollmentStepLabelOf, inProgram } from './enrollment-steps.js';
import { reviewSections } from './review-sections.js';
import { type SendProblem, useAcceptAndSend } from './use-accept-and-send.js';
import { useReviewedAnswers } from './use-reviewed-answers.js';

/**
 * /enrollment/check-your-answers (REVIEW): every answer of the draft, each step's in a summary
 * card with its Change link, then 'Accept and send' (submitUserEnrollment). Enrolled, the member
 * goes on to the confirmation; a refusal says why in the catalogue's words, with a link to the
 * step whose answers no longer hold.
 */
export function EnrollmentCheckAnswersPage() {
  const sending = useAcceptAndSend();
  return (
    <EnrollmentStepGate page="REVIEW" hold={sending.busy}>
      <CheckAnswers sending={sending} />
    </EnrollmentStepGate>
  );
}

function CheckAnswers({ sending }: { sending: ReturnType<typeof useAcceptAndSend> }) {
  const flow = useEnrollmentFlow();
  // Past the gate the draft is read; while it is sent, the draft as it was sent.
  const draft = (sending.held ?? flow.draft) as EnrollmentDraft;
  const { user } = useSession();
  const reviewed = useReviewedAnswers(flow.memberId, flow.programId, draft, flow.planChoice);
  if (reviewed.kind === 'failed') return <EnrollmentProblemBanner problem="unavailable" />;
  if (reviewed.kind === 'loading' || !user) return <p role="status">{copy.loading}</p>;
  const { answers } = reviewed;

  function accept(event: FormEvent) {
    event.preventDefault();
    void sending.send(draft);
  }

  return (
    <CheckAnswersPage
      heading={copy.heading}
      caption={enrollmentCopy.caption(answers.plan.name)}
      lead={copy.lead(
        answers.plan.name,
        answers.reason.strPayYear,
        spokenPrice(planCostAmounts(answers.plan.cost).perPaycheck),
      )}
      {...enrollmentFrameProps('REVIEW', flow.programId)}
      declarationHeading={copy.declarationHeading}
      declaration={<p>{copy.declaration}</p>}
      submitLabel={copy.submit}
      submitBusy={sending.busy}
      errorSummary={<SendProblemBanner problem={sending.problem} programId={flow.programId} />}
      noValidate
      onSubmit={accept}
    >
      {reviewSections(answers, user, flow.programId).map((section) => (
        <SummaryCard
          key={section.page}
          title={section.title}
          actions={[
            { href: section.href, label: copy.change, context: copy.changeContext(section.title) },
          ]}
        >
          <SummaryList rows={section.rows} />
        </SummaryCard>
      ))}
    </CheckAnswersPage>
  );
}

/**
 * Why the send did not enroll, mounted when the answer arrives (so announced): the draft ended or
 * the service did not answer (the flow's banners), or a rule's message with the step to fix.
 */
function SendProblemBanner({
  problem,
  programId,
}: {
  problem: SendProblem | null;
  programId: string;
}) {
  const message = useErrorMessage();
  if (!problem) return null;
  if (problem.kind === 'draftEnded' || problem.kind === 'unavailable') {
    return <EnrollmentProblemBanner problem={problem.kind} />;
  }
  const fromFields =
    problem.kind === 'refused'
      ? Object.values(problem.fieldErrors)
          .filter(isErrorMessageKey)
          .map((key) => message(key))
      : [];
  const messages = [
    ...new Set(
      fromFields.length > 0
        ? fromFields
        : [
            problem.message ??
              message(
                problem.kind === 'dualEnrollment' ? 'dualEnrollment' : 'enrollmentSubmissionIssue',
              ),
          ],
    ),
  ];
  return (
    <AlertBanner status="ERROR">
      {messages.map((text) => (
        <p key={text}>{text}</p>
      ))}
      {problem.step ? (
        <p>
          <Link href={inProgram(enrollmentPaths[problem.step], programId)}>
            {copy.goToStep(enrollmentStepLabelOf(problem.step))}
          </Link>
        </p>
      ) : null}
    </AlertBanner>
  );
}
