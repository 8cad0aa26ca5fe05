import {
  type AccountDraft,
  type CreateAccountOutcome,
  useAgencyLookUp,
  useCreateUserAccount,
} from '@portal/api/swr';
import { fieldErrorMessages } from '@portal/forms/catalogue';
import { AlertBanner, CheckAnswersPage, Link, SummaryCard, SummaryList } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { sessionStore } from '../../session/session-store.js';
import { checkAnswersCopy as copy } from './account-creation-copy.js';
import { type TypedCredentials, useAccountCreationFlow } from './account-creation-flow.js';
import { afterCreationPath, flowPaths } from './account-creation-steps.js';
import { answerSections } from './answer-rows.js';
import {
  type SaveProblem,
  SaveProblemBanner,
  type StepFrame,
  stepTemplateFrameProps,
} from './step-frame.js';
import { VisitorStepGate } from './visitor-step.js';

/**
 * /account-creation/check-your-answers: everything the application holds, each part with its
 * Change link, then Create account (createUserAccount). The account is made in one transaction;
 * the member is signed in as a login success does, and lands on the dashboard. A refusal (an
 * account that exists, emails linked to another, a username taken) says the spec's words without
 * naming any account; the button is busy while the call runs, so a double click sends once.
 */
export function CheckYourAnswersPage() {
  const { credentials } = useAccountCreationFlow();
  return (
    <VisitorStepGate page="CHECK">
      {(draft, frame) =>
        credentials ? <CheckAnswers draft={draft} credentials={credentials} frame={frame} /> : null
      }
    </VisitorStepGate>
  );
}

type Refusal =
  | { kind: 'message'; message: string }
  | { kind: 'credentials'; messages: string[] }
  | { kind: 'problem'; problem: SaveProblem };

function CheckAnswers({
  draft,
  credentials,
  frame,
}: {
  draft: AccountDraft;
  credentials: TypedCredentials;
  frame: StepFrame;
}) {
  const navigate = useNavigate();
  const { refreshDraft } = useAccountCreationFlow();
  const create = useCreateUserAccount();
  const [refusal, setRefusal] = useState<Refusal | null>(null);
  const agency = useAgencyLookUp(draft.objGetStarted?.strAgencyCode || null);

  async function follow(outcome: CreateAccountOutcome) {
    switch (outcome.kind) {
      case 'signedIn':
        // As a login success (spec section 4): the session is marked logged in, the flow ends
        // (the typed sign-in details go with the flow's layout as the dashboard replaces it).
        sessionStore.signIn(outcome);
        navigate(afterCreationPath, { replace: true });
        return;
      case 'fieldErrors':
        setRefusal({
          kind: 'credentials',
          messages: Object.values(outcome.fieldErrors).map(
            (key) => fieldErrorMessages[key as keyof typeof fieldErrorMessages] ?? key,
          ),
        });
        return;
      case 'refused':
        setRefusal({ kind: 'message', message: outcome.message });
        return;
      case 'incomplete':
        if (outcome.nextStep) {
          await refreshDraft();
          navigate(flowPaths[outcome.nextStep]);
        } else if (outcome.message) {
          // The account was made already by an earlier Create account of this application.
          setRefusal({ kind: 'message', message: outcome.message });
        } else setRefusal({ kind: 'problem', problem: 'noDraft' });
        return;
      default:
        setRefusal({ kind: 'problem', problem: outcome.kind });
    }
  }

  async function createAccount(event: FormEvent) {
    event.preventDefault();
    if (create.isMutating) return;
    setRefusal(null);
    await follow(
      await create.trigger({
        strUserId: credentials.username,
        strPassword: credentials.password,
        strConfirmPassword: credentials.confirmPassword,
        liSecurityQuestions: credentials.questions.map((question) => ({
          strQuestionId: question.questionId as never,
          strAnswer: question.answer,
        })),
      }),
    );
  }

  return (
    <CheckAnswersPage
      heading={copy.heading}
      lead={copy.lead}
      {...stepTemplateFrameProps(frame)}
      declarationHeading={copy.declarationHeading}
      declaration={<p>{copy.declaration}</p>}
      submitLabel={copy.submit}
      submitBusy={create.isMutating}
      errorSummary={<RefusalBanner refusal={refusal} />}
      noValidate
      onSubmit={createAccount}
    >
      {answerSections(draft, credentials, agency.data?.strAgencyName ?? null).map((section) => (
        <SummaryCard
          key={section.page}
          title={section.title}
          actions={[{ href: section.href, label: copy.change, context: section.title }]}
        >
          <SummaryList rows={section.rows} />
        </SummaryCard>
      ))}
    </CheckAnswersPage>
  );
}

function RefusalBanner({ refusal }: { refusal: Refusal | null }) {
  if (!refusal) return null;
  if (refusal.kind === 'problem') return <SaveProblemBanner problem={refusal.problem} />;
  if (refusal.kind === 'message') {
    return (
      <AlertBanner status="ERROR">
        <p>{refusal.message}</p>
        <p>
          <Link href="/login">{copy.logIn}</Link>
        </p>
      </AlertBanner>
    );
  }
  return (
    <AlertBanner status="ERROR">
      {refusal.messages.map((message) => (
        <p key={message}>{message}</p>
      ))}
      <p>
        <Link href={flowPaths.CREDENTIALS}>{copy.changeCredentials}</Link>
      </p>
    </AlertBanner>
  );
}
