import { endpoints } from '@portal/api';
import { fieldErrorMessages, PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from '@portal/forms';
import { Button, PasswordField, Stack, TextField } from '@portal/ui';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { portalClient } from '../../api/portal-client.js';
import { useEdition } from '../../editions/edition-context.js';
import { sessionStore } from '../../session/session-store.js';
import { LoginBanner } from './login-banner.js';
import { loginCopy } from './login-copy.js';
import { interpretLoginAnswer, type LoginOutcome } from './login-outcome.js';
import * as styles from './login-page.css.js';
import { useLoginForm } from './use-login-form.js';

type BannerOutcome = Parameters<typeof LoginBanner>[0]['outcome'];

export function LoginPage() {
  const edition = useEdition();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<BannerOutcome | null>(null);
  const [submitting, setSubmitting] = useState(false);
  const form = useLoginForm({ onEdit: () => setBanner(null) });

  function follow(outcome: LoginOutcome) {
    switch (outcome.kind) {
      case 'signedIn':
        sessionStore.signIn(outcome.user);
        navigate('/dashboard', { replace: true });
        return;
      case 'twoStep':
        navigate('/two-step-verification');
        return;
      case 'locked':
        navigate('/account-locked?type=invalidLogin');
        return;
      case 'needHelp':
        navigate('/account/find-account');
        return;
      default:
        setBanner(outcome);
    }
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!form.isValid || submitting) return;
    setSubmitting(true);
    setBanner(null);
    try {
      const answer = await portalClient.call(endpoints.login, {
        strUserid: form.values.userId,
        strPassword: form.values.password,
        strProductNm: edition.productFlag,
      });
      follow(interpretLoginAnswer(answer, sessionStore.countInvalidLogin));
    } catch {
      setBanner({ kind: 'serviceUnavailable' });
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {loginCopy.heading}
      </h1>
      {banner ? <LoginBanner outcome={banner} /> : null}
      <form className={styles.form} noValidate autoComplete="off" onSubmit={submit}>
        <Stack gap={4}>
          <TextField
            label={loginCopy.usernameLabel}
            name="userId"
            value={form.values.userId}
            maxLength={USER_ID_MAX_LENGTH}
            autoComplete="off"
            required
            errorKey={form.shownErrors.userId}
            errorMessages={fieldErrorMessages}
            onChange={(event) => form.change('userId', event.currentTarget.value)}
            onBlur={() => form.blur('userId')}
            onDismissError={() => form.dismissError('userId')}
          />
          <PasswordField
            label={loginCopy.passwordLabel}
            name="password"
            value={form.values.password}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="off"
            required
            errorKey={form.shownErrors.password}
            errorMessages={fieldErrorMessages}
            onChange={(event) => form.change('password', event.currentTarget.value)}
            onBlur={() => form.blur('password')}
            onDismissError={() => form.dismissError('password')}
          />
          <div className={styles.actions}>
            <Button variant="link" onClick={() => navigate('/account/find-account')}>
              {loginCopy.needHelp}
            </Button>
            <Button type="submit" disabled={!form.isValid} busy={submitting}>
              {loginCopy.logIn}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
