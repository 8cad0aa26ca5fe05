import { useCheckTwoStepCode, useSendTwoStepCode } from '@portal/api/swr';
import { fieldErrorMessages } from '@portal/forms/catalogue';
import { useSchemaForm } from '@portal/forms/react';
import { ONE_TIME_CODE_LENGTH } from '@portal/forms/rules';
import { oneTimeCodeSchema } from '@portal/forms/schemas';
import { AlertBanner, Button, ErrorSummary, Stack, TextField } from '@portal/ui';
import { useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { useErrorMessage } from '../../messages/error-messages.js';
import { signedInDestination } from '../../session/complete-profile-path.js';
import { sessionStore } from '../../session/session-store.js';
import {
  type PendingTwoStep,
  twoStepStore,
  usePendingTwoStep,
} from '../../session/two-step-store.js';
import { TwoStepBanner, type TwoStepProblem } from './two-step-banner.js';
import { twoStepCopy } from './two-step-copy.js';
import { availableMethods, type ContactMethod, refusalMessageKey } from './two-step-methods.js';
import * as styles from './two-step-page.css.js';
import { useTwoStepExit } from './use-two-step-exit.js';

/** /two-step-verification/enter-code: type the code; send a new one; switch method. */
export function EnterCodePage() {
  const pending = usePendingTwoStep();
  const { search } = useLocation();
  if (!pending) return null;
  // No code sent yet (the address typed in, say): choose where it goes first.
  if (!pending.codeSent) return <Navigate to={`/two-step-verification${search}`} replace />;
  return <EnterCode pending={pending} codeSent={pending.codeSent} />;
}

function EnterCode({
  pending,
  codeSent,
}: {
  pending: PendingTwoStep;
  codeSent: NonNullable<PendingTwoStep['codeSent']>;
}) {
  const navigate = useNavigate();
  const message = useErrorMessage();
  const exit = useTwoStepExit();
  const otherMethod: ContactMethod | undefined = availableMethods(pending).find(
    (method) => method !== codeSent.method,
  );
  const refusalKeys = (['invalid', 'expired', 'tooManyAttempts'] as const).map((status) =>
    refusalMessageKey(status, otherMethod !== undefined),
  );
  const form = useSchemaForm({
    schema: oneTimeCodeSchema,
    defaultValues: { code: '' },
    messages: {
      ...fieldErrorMessages,
      // A code that is not six digits, before anything is sent.
      pattern: message('oneTimeCodeFormat'),
      ...Object.fromEntries(refusalKeys.map((key) => [key, message(key)])),
    },
  });
  const [problem, setProblem] = useState<TwoStepProblem | null>(null);
  const [resentTo, setResentTo] = useState<string | null>(null);
  const checkCode = useCheckTwoStepCode();
  const sendCode = useSendTwoStepCode();
  const codeInput = useRef<HTMLInputElement>(null);

  async function verify({ code }: { code: string }) {
    setProblem(null);
    const outcome = await checkCode.trigger({ pending, method: codeSent.method, code });
    switch (outcome.kind) {
      case 'signedIn':
        // Spec section 4: the session is stored and the member goes to the redirect target.
        sessionStore.signIn(outcome);
        await Promise.resolve(
          navigate(signedInDestination(outcome.forwardCode, outcome.redirectURL), {
            replace: true,
          }),
        );
        twoStepStore.clear();
        return;
      case 'invalid':
      case 'expired':
      case 'tooManyAttempts':
        setResentTo(null);
        form.applyServerErrors({
          code: refusalMessageKey(outcome.kind, otherMethod !== undefined),
        });
        return;
      case 'unavailable':
        setProblem('unavailable');
        return;
      default:
        await exit(outcome);
    }
  }

  async function sendNewCode(method: ContactMethod) {
    if (sendCode.isMutating) return;
    setProblem(null);
    setResentTo(null);
    const outcome = await sendCode.trigger({ pending, method });
    switch (outcome.kind) {
      case 'sent':
        twoStepStore.codeSent({
          method: outcome.method,
          maskedContact: outcome.maskedContact,
          lifetimeSeconds: outcome.lifetimeSeconds,
        });
        form.clearAllErrors();
        form.form.setValue('code', '');
        setResentTo(outcome.maskedContact);
        codeInput.current?.focus();
        return;
      case 'tooMany':
      case 'unavailable':
        setProblem(outcome.kind);
        return;
      default:
        await exit(outcome);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="enter-code-heading">
      <h1 id="enter-code-heading" className={styles.heading}>
        {twoStepCopy.enterHeading}
      </h1>
      <Stack gap={4}>
        <ErrorSummary {...form.errorSummary} />
        {problem ? <TwoStepBanner problem={problem} /> : null}
        {resentTo ? (
          <AlertBanner status="SUCCESS">
            <p>{twoStepCopy.newCodeSent(resentTo)}</p>
          </AlertBanner>
        ) : null}
        <p>{twoStepCopy.codeSent(codeSent.maskedContact, codeSent.lifetimeSeconds)}</p>
        <form noValidate autoComplete="off" onSubmit={form.submit(verify)}>
          <Stack gap={4}>
            <TextField
              ref={codeInput}
              label={twoStepCopy.codeLabel}
              hint={twoStepCopy.codeHint}
              {...form.inputField('code')}
              // A one-time code: the numeric keypad on phones, and the code offered from a text
              // message (iOS and Android autofill read autocomplete="one-time-code").
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={ONE_TIME_CODE_LENGTH}
              spellCheck={false}
              required
            />
            <div className={styles.actions}>
              <Button type="submit" busy={form.isSubmitting}>
                {twoStepCopy.verify}
              </Button>
            </div>
          </Stack>
        </form>
        <div className={styles.otherActions}>
          <Button variant="link" onClick={() => void sendNewCode(codeSent.method)}>
            {twoStepCopy.sendNewCode}
          </Button>
          {otherMethod ? (
            <Button variant="link" onClick={() => void sendNewCode(otherMethod)}>
              {twoStepCopy.otherMethod[otherMethod]}
            </Button>
          ) : null}
        </div>
      </Stack>
    </section>
  );
}
