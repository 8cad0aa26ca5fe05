import type { ContactMethodEntry } from '@portal/api/security-settings';
import { type TemporaryPasswordLinkOutcome, useSendTemporaryPasswordLink } from '@portal/api/swr';
import { fillPlaceholders } from '@portal/forms/catalogue';
import { AlertBanner, Button, Link, RadioGroup, Stack } from '@portal/ui';
import { useState } from 'react';
import { InvalidMethodsNotice } from '../../security/invalid-methods-notice.js';
import { contactKindLabels } from '../../security/security-copy.js';
import { locateAccountSession } from '../../session/locate-account-session.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/form-page.css.js';
import { resetPasswordCopy as copy } from './reset-password-copy.js';

type Status = { kind: 'idle' } | TemporaryPasswordLinkOutcome;

/**
 * /account/reset-password: after Find your account, the member picks where the temporary-password
 * link goes (a valid email or the mobile phone, spec section 3's contact methods E and S); methods
 * flagged invalid are listed under the spec's notice and cannot be picked.
 */
export function ResetPasswordPage() {
  const [located] = useState(() => locateAccountSession.read());
  return (
    <section className={styles.page} aria-labelledby="reset-password-heading">
      <h1 id="reset-password-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      {located ? (
        <SendLink
          username={located.strUserId}
          locateToken={located.responseOfFindYourAccount.strLocateToken}
          methods={located.responseOfFindYourAccount.liContactMethods}
        />
      ) : (
        // Opened directly, or after the tab's session was cleared: nothing to send yet.
        <Stack gap={4}>
          <p>{copy.noSearch}</p>
          <Link href="/account/find-account" variant="standalone">
            {copy.findAccount}
          </Link>
        </Stack>
      )}
    </section>
  );
}

function SendLink({
  username,
  locateToken,
  methods,
}: {
  username: string;
  locateToken: string;
  methods: readonly ContactMethodEntry[];
}) {
  // One choice per method: the first valid destination of each (the service sends there).
  const choices = (['E', 'S'] as const).flatMap((method) => {
    const usable = methods.find((entry) => entry.strMethod === method && entry.strInvalid === 'N');
    return usable
      ? [
          {
            value: method,
            label: copy.methodLabels[method],
            hint: `${contactKindLabels[usable.strContactKind]}: ${usable.strDestination}`,
          },
        ]
      : [];
  });
  const [method, setMethod] = useState<string | null>(choices[0]?.value ?? null);
  const sendLink = useSendTemporaryPasswordLink();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });

  async function send() {
    if (method !== 'E' && method !== 'S') return;
    const outcome = await sendLink.trigger({ strLocateToken: locateToken, strTokenMethod: method });
    // The locate token is out of date: the member must find the account again.
    if (outcome.kind === 'searchTimedOut') locateAccountSession.clear();
    setStatus(outcome);
  }

  if (status.kind === 'searchTimedOut') {
    return (
      <Stack gap={4}>
        <AlertBanner status="ERROR">
          <p>{copy.searchTimedOut}</p>
        </AlertBanner>
        <Link href="/account/find-account" variant="standalone">
          {copy.findAccount}
        </Link>
      </Stack>
    );
  }

  return (
    <Stack gap={4}>
      <p>{copy.foundAccount(username)}</p>
      {status.kind === 'sent' ? (
        <AlertBanner status="SUCCESS">
          <p>{copy.sent(status.destination, status.minutes)}</p>
          <p>{copy.sentHint}</p>
        </AlertBanner>
      ) : null}
      {status.kind === 'tooManyLinks' ? (
        <AlertBanner status="ERROR">
          <p>{copy.tooManyLinks}</p>
        </AlertBanner>
      ) : null}
      {status.kind === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
      <InvalidMethodsNotice methods={methods} />
      {choices.length === 0 ? (
        <p>
          {copy.noMethods} {fillPlaceholders(copy.callCustomerCare)}
        </p>
      ) : (
        <form
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            void send();
          }}
        >
          <Stack gap={4}>
            <RadioGroup
              legend={copy.methodLegend}
              name="tokenMethod"
              options={choices}
              value={method}
              onChange={setMethod}
              required
            />
            <div className={styles.actions}>
              <Button type="submit" busy={sendLink.isMutating} disabled={method === null}>
                {status.kind === 'sent' ? copy.sendAgain : copy.send}
              </Button>
            </div>
          </Stack>
        </form>
      )}
    </Stack>
  );
}
