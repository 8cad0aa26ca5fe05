import {
  type PendingSecurityQuestion,
  type SecurityQuestion,
  useConfirmSecurityAnswer,
  usePendingSecurityQuestion,
} from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { SECURITY_ANSWER_MAX_LENGTH } from '@portal/forms/rules';
import { type SecurityAnswerForm, securityAnswerSchema } from '@portal/forms/schemas';
import { AlertBanner, Button, ErrorSummary, Link, Stack, TextField } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useErrorMessage } from '../../messages/error-messages.js';
import { signedInDestination } from '../../session/complete-profile-path.js';
import { sessionStore } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/form-page.css.js';
import { securityQuestionCopy as copy } from './security-question-copy.js';

type PageState =
  | { kind: 'loading' }
  | { kind: 'asking'; question: SecurityQuestion; wrongAnswer: boolean }
  | { kind: 'noPendingSignIn' }
  | { kind: 'unavailable' };

/** The page as the question it was opened with leaves it (the answers may lead elsewhere). */
function openingState({
  data,
  error,
}: {
  data: PendingSecurityQuestion | undefined;
  error: unknown;
}): PageState {
  if (error !== undefined) return { kind: 'unavailable' };
  if (data === undefined) return { kind: 'loading' };
  return data.kind === 'asking' ? { ...data, wrongAnswer: false } : data;
}

/**
 * /account/login-security-question: where a sign-in answered with forward code 1 (securityCheck,
 * spec section 4) goes. The service holds the pending sign-in in an HttpOnly cookie; this page
 * asks its question, and the right answer signs the member in as a login success does. A wrong
 * answer shows the spec's message and another question; too many lock the account.
 */
export function LoginSecurityQuestionPage() {
  const pending = usePendingSecurityQuestion();
  // What the answers so far have led to: another question, or a problem.
  const [answered, setAnswered] = useState<PageState | null>(null);
  const state = answered ?? openingState(pending);

  return (
    <section className={styles.page} aria-labelledby="security-question-heading">
      <h1 id="security-question-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      {state.kind === 'loading' ? <p role="status">{copy.loading}</p> : null}
      {state.kind === 'noPendingSignIn' ? <NoPendingSignIn /> : null}
      {state.kind === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
      {state.kind === 'asking' ? (
        <AnswerForm
          // A new question is a new form: the answer typed for the last one must not carry over.
          key={state.question.id}
          question={state.question}
          wrongAnswer={state.wrongAnswer}
          onWrongAnswer={(next) =>
            setAnswered({ kind: 'asking', question: next, wrongAnswer: true })
          }
          onProblem={(kind) => setAnswered({ kind })}
        />
      ) : null}
    </section>
  );
}

function AnswerForm({
  question,
  wrongAnswer,
  onWrongAnswer,
  onProblem,
}: {
  question: SecurityQuestion;
  wrongAnswer: boolean;
  onWrongAnswer: (next: SecurityQuestion) => void;
  onProblem: (kind: 'noPendingSignIn' | 'unavailable') => void;
}) {
  const navigate = useNavigate();
  const message = useErrorMessage();
  const confirmAnswer = useConfirmSecurityAnswer();
  const form = useSchemaForm({
    schema: securityAnswerSchema,
    defaultValues: { questionId: question.id, answer: '' },
  });

  async function confirm(values: SecurityAnswerForm) {
    const outcome = await confirmAnswer.trigger({
      strQuestionId: values.questionId,
      strAnswer: values.answer,
    });
    switch (outcome.kind) {
      case 'signedIn':
        sessionStore.signIn(outcome);
        navigate(signedInDestination(outcome.forwardCode, '/dashboard'), { replace: true });
        return;
      case 'wrongAnswer':
        onWrongAnswer(outcome.next);
        return;
      case 'locked':
        navigate('/account-locked?type=secureAccount', { replace: true });
        return;
      case 'noPendingSignIn':
      case 'unavailable':
        onProblem(outcome.kind);
    }
  }

  return (
    <Stack gap={4}>
      {wrongAnswer ? (
        <AlertBanner status="ERROR">
          <p>{message('invalidSecurityAnswer')}</p>
        </AlertBanner>
      ) : (
        <p>{copy.intro}</p>
      )}
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(confirm)}>
        <Stack gap={4}>
          <TextField
            label={question.text}
            hint={copy.answerHint}
            {...form.inputField('answer')}
            maxLength={SECURITY_ANSWER_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <div className={styles.actions}>
            <Button type="submit" busy={form.isSubmitting}>
              {copy.submit}
            </Button>
          </div>
        </Stack>
      </form>
    </Stack>
  );
}

function NoPendingSignIn() {
  return (
    <Stack gap={4}>
      <AlertBanner status="INFO">
        <p>{copy.noPendingSignIn}</p>
      </AlertBanner>
      <Link href="/login" variant="standalone">
        {copy.logIn}
      </Link>
    </Stack>
  );
}
