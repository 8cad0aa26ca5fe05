import {
  confirmSecurityAnswerEndpoint,
  getSecurityQuestionEndpoint,
  returnCodes,
} from '@portal/api';
import {
  SECURITY_ANSWER_MAX_LENGTH,
  type SecurityAnswerForm,
  type SecurityQuestionId,
  securityAnswerSchema,
} from '@portal/forms';
import { useSchemaForm } from '@portal/forms/react';
import { AlertBanner, Button, ErrorSummary, Link, Stack, TextField } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { portalClient } from '../../api/portal-client.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import { sessionStore } from '../../session/session-store.js';
import * as styles from '../../styles/form-page.css.js';
import { securityQuestionCopy as copy } from './security-question-copy.js';

type Question = { id: SecurityQuestionId; text: string };
type PageState =
  | { kind: 'loading' }
  | { kind: 'asking'; question: Question; wrongAnswer: boolean }
  | { kind: 'noPendingSignIn' }
  | { kind: 'unavailable' };

/**
 * /account/login-security-question: where a sign-in answered with forward code 1 (securityCheck,
 * spec section 4) goes. The service holds the pending sign-in in an HttpOnly cookie; this page
 * asks its question, and the right answer signs the member in as a login success does. A wrong
 * answer shows the spec's message and another question; too many lock the account.
 */
export function LoginSecurityQuestionPage() {
  const [state, setState] = useState<PageState>({ kind: 'loading' });

  useEffect(() => {
    let current = true;
    portalClient
      .call(getSecurityQuestionEndpoint, {})
      .then((answer) => {
        if (!current) return;
        const question = answer.strReturnObject;
        if (answer.returnCode === returnCodes.success && question) {
          setState({
            kind: 'asking',
            question: { id: question.strQuestionId, text: question.strQuestion },
            wrongAnswer: false,
          });
        } else {
          setState({
            kind:
              answer.returnCode === returnCodes.notAuthenticated
                ? 'noPendingSignIn'
                : 'unavailable',
          });
        }
      })
      .catch(() => current && setState({ kind: 'unavailable' }));
    return () => {
      current = false;
    };
  }, []);

  return (
    <section className={styles.page} aria-labelledby="security-question-heading">
      <h1 id="security-question-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      {state.kind === 'loading' ? <p role="status">{copy.loading}</p> : null}
      {state.kind === 'noPendingSignIn' ? <NoPendingSignIn /> : null}
      {state.kind === 'unavailable' ? <Unavailable /> : null}
      {state.kind === 'asking' ? (
        <AnswerForm
          // A new question is a new form: the answer typed for the last one must not carry over.
          key={state.question.id}
          question={state.question}
          wrongAnswer={state.wrongAnswer}
          onWrongAnswer={(next) => setState({ kind: 'asking', question: next, wrongAnswer: true })}
          onProblem={(kind) => setState({ kind })}
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
  question: Question;
  wrongAnswer: boolean;
  onWrongAnswer: (next: Question) => void;
  onProblem: (kind: 'noPendingSignIn' | 'unavailable') => void;
}) {
  const navigate = useNavigate();
  const message = useErrorMessage();
  const form = useSchemaForm({
    schema: securityAnswerSchema,
    defaultValues: { questionId: question.id, answer: '' },
  });

  async function confirm(values: SecurityAnswerForm) {
    try {
      const answer = await portalClient.call(confirmSecurityAnswerEndpoint, {
        strQuestionId: values.questionId,
        strAnswer: values.answer,
      });
      const result = answer.strReturnObject;
      if (answer.returnCode === returnCodes.success && result?.objuservo) {
        sessionStore.signIn({
          user: result.objuservo,
          settings: result.objSessionSettings ?? null,
          profileCompletion: result.objProfileCompletion ?? null,
        });
        navigate('/dashboard', { replace: true });
      } else if (answer.returnCode === returnCodes.badRequest && result?.strQuestionId) {
        onWrongAnswer({ id: result.strQuestionId, text: result.strQuestion ?? '' });
      } else if (answer.returnCode === returnCodes.accountLock) {
        navigate('/account-locked?type=secureAccount', { replace: true });
      } else if (answer.returnCode === returnCodes.notAuthenticated) {
        onProblem('noPendingSignIn');
      } else {
        onProblem('unavailable');
      }
    } catch {
      onProblem('unavailable');
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

function Unavailable() {
  const message = useErrorMessage();
  return (
    <AlertBanner status="ERROR">
      <p>{message('serviceUnavailable')}</p>
      <p>
        {message('serviceUnavailableContact')} <Link href="/contact">{copy.contactUs}</Link>
      </p>
    </AlertBanner>
  );
}
