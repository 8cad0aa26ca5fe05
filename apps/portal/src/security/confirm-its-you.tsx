import { useReauthenticate, useSendReauthenticationCode } from '@portal/api/swr';
import { fieldErrorMessages } from '@portal/forms/catalogue';
import { useSchemaForm } from '@portal/forms/react';
import { ONE_TIME_CODE_LENGTH, PASSWORD_MAX_LENGTH } from '@portal/forms/rules';
import { confirmItsYouSchema, oneTimeCodeSchema } from '@portal/forms/schemas';
import {
  AlertBanner,
  Button,
  Card,
  ErrorSummary,
  Inline,
  PasswordField,
  Stack,
  TextField,
  useFocusHeadingOnChange,
} from '@portal/ui';
import { useId, useState } from 'react';
import { useErrorMessage } from '../messages/error-messages.js';
import { ServiceUnavailableBanner } from '../shell/service-unavailable-banner.js';
import * as styles from '../styles/form-page.css.js';
import { confirmItsYouCopy as copy } from './confirm-its-you-copy.js';

type Problem = 'unavailable' | 'tooManyRequests' | 'methodUnavailable' | null;

/**
 * "Confirm it's you" (issue 22): shown where a change was refused with strReauthRequired, it asks
 * for the password, or a one-time code by email or text, then calls `onConfirmed`, which sends the
 * change again: what the member typed in the change's form stays as it was. Its heading takes
 * focus when it appears, so a screen reader hears why the save did not go through. Its own form,
 * never inside the change's form. A session that ended on the way (too many wrong passwords) goes
 * to `onSignedOut`.
 */
export function ConfirmItsYou({
  memberId,
  onConfirmed,
  onCancel,
  onSignedOut,
}: {
  memberId: string;
  onConfirmed: () => void | Promise<void>;
  onCancel: () => void;
  onSignedOut: () => void;
}) {
  const headingId = useId();
  const { headingRef } = useFocusHeadingOnChange(memberId, { focusOnMount: true });
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const [problem, setProblem] = useState<Problem>(null);
  const sendCode = useSendReauthenticationCode(memberId);

  async function send(method: 'E' | 'S') {
    setProblem(null);
    const outcome = await sendCode.trigger(method);
    if (outcome.kind === 'sent') setCodeSentTo(outcome.maskedContact);
    else if (outcome.kind === 'invalid') setProblem('methodUnavailable');
    else if (outcome.kind === 'tooManyRequests') setProblem('tooManyRequests');
    else if (outcome.kind === 'signedOut') onSignedOut();
    else setProblem('unavailable');
  }

  return (
    <Card as="section" aria-labelledby={headingId}>
      <Stack gap={4}>
        <h3 id={headingId} ref={headingRef} tabIndex={-1}>
          {copy.heading}
        </h3>
        <p>{copy.intro}</p>
        {problem === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
        {problem === 'tooManyRequests' || problem === 'methodUnavailable' ? (
          <AlertBanner status="ERROR">
            <p>{problem === 'tooManyRequests' ? copy.tooManyRequests : copy.methodUnavailable}</p>
          </AlertBanner>
        ) : null}
        {codeSentTo === null ? (
          <PasswordForm
            memberId={memberId}
            onConfirmed={onConfirmed}
            onCancel={onCancel}
            onSignedOut={onSignedOut}
            onUnavailable={() => setProblem('unavailable')}
          />
        ) : (
          <CodeForm
            memberId={memberId}
            sentTo={codeSentTo}
            onConfirmed={onConfirmed}
            onCancel={onCancel}
            onSignedOut={onSignedOut}
            onUnavailable={() => setProblem('unavailable')}
          />
        )}
        {codeSentTo === null ? (
          <Stack gap={2}>
            <p>{copy.codeInstead}</p>
            <Inline gap={3}>
              <Button variant="secondary" busy={sendCode.isMutating} onClick={() => void send('E')}>
                {copy.emailCode}
              </Button>
              <Button variant="secondary" busy={sendCode.isMutating} onClick={() => void send('S')}>
                {copy.textCode}
              </Button>
            </Inline>
          </Stack>
        ) : (
          <div>
            <Button variant="secondary" onClick={() => setCodeSentTo(null)}>
              {copy.usePassword}
            </Button>
          </div>
        )}
      </Stack>
    </Card>
  );
}

type FormProps = {
  memberId: string;
  onConfirmed: () => void | Promise<void>;
  onCancel: () => void;
  onSignedOut: () => void;
  onUnavailable: () => void;
};

function PasswordForm({ memberId, onConfirmed, onCancel, onSignedOut, onUnavailable }: FormProps) {
  const reauthenticate = useReauthenticate(memberId);
  const form = useSchemaForm({ schema: confirmItsYouSchema, defaultValues: { password: '' } });

  async function confirm({ password }: { password: string }) {
    const outcome = await reauthenticate.trigger({ password });
    if (outcome.kind === 'confirmed') await onConfirmed();
    else if (outcome.kind === 'invalid') form.applyServerErrors(outcome.fieldErrors as never);
    else if (outcome.kind === 'signedOut') onSignedOut();
    else onUnavailable();
  }

  return (
    <>
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(confirm)}>
        <Stack gap={4}>
          <PasswordField
            label={copy.passwordLabel}
            {...form.inputField('password')}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="current-password"
            required
          />
          <Inline gap={3}>
            <Button type="submit" busy={form.isSubmitting}>
              {copy.confirm}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {copy.cancel}
            </Button>
          </Inline>
        </Stack>
      </form>
    </>
  );
}

function CodeForm({
  memberId,
  sentTo,
  onConfirmed,
  onCancel,
  onSignedOut,
  onUnavailable,
}: FormProps & { sentTo: string }) {
  const message = useErrorMessage();
  const reauthenticate = useReauthenticate(memberId);
  const form = useSchemaForm({
    schema: oneTimeCodeSchema,
    defaultValues: { code: '' },
    messages: {
      ...fieldErrorMessages,
      pattern: message('oneTimeCodeFormat'),
      oneTimeCodeInvalid: message('oneTimeCodeInvalid'),
      oneTimeCodeExpired: message('oneTimeCodeExpired'),
      oneTimeCodeRepeatedFailure: message('oneTimeCodeRepeatedFailure'),
    },
  });
  const refusalKey = {
    invalid: 'oneTimeCodeInvalid',
    expired: 'oneTimeCodeExpired',
    tooManyAttempts: 'oneTimeCodeRepeatedFailure',
  } as const;

  async function confirm({ code }: { code: string }) {
    const outcome = await reauthenticate.trigger({ code });
    if (outcome.kind === 'confirmed') await onConfirmed();
    else if (outcome.kind === 'codeRefused') {
      form.applyServerErrors({ code: refusalKey[outcome.status] });
    } else if (outcome.kind === 'signedOut') onSignedOut();
    else onUnavailable();
  }

  return (
    <>
      <p role="status">{copy.codeSentTo(sentTo)}</p>
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(confirm)}>
        <Stack gap={4}>
          <TextField
            label={copy.codeLabel}
            {...form.inputField('code')}
            inputMode="numeric"
            maxLength={ONE_TIME_CODE_LENGTH}
            autoComplete="one-time-code"
            required
          />
          <Inline gap={3}>
            <Button type="submit" busy={form.isSubmitting}>
              {copy.confirm}
            </Button>
            <Button type="button" variant="secondary" onClick={onCancel}>
              {copy.cancel}
            </Button>
          </Inline>
        </Stack>
      </form>
    </>
  );
}
