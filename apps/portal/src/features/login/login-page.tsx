import { endpoints } from '@portal/api';
import { loginFormSchema, PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from '@portal/forms';
import { useSchemaForm } from '@portal/forms/react';
import { Button, PasswordField, Stack, TextField } from '@portal/ui';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { portalClient } from '../../api/portal-client.js';
import { useEdition } from '../../editions/edition-context.js';
import { sessionStore } from '../../session/session-store.js';
import { LoginBanner } from './login-banner.js';
import { loginCopy } from './login-copy.js';
import { interpretLoginAnswer, type LoginOutcome } from './login-outcome.js';
import * as styles from './login-page.css.js';

type BannerOutcome = Parameters<typeof LoginBanner>[0]['outcome'];

export function LoginPage() {
  const edition = useEdition();
  const navigate = useNavigate();
  const [banner, setBanner] = useState<BannerOutcome | null>(null);
  const form = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { userId: '', password: '' },
  });
  // Spec section 5: editing clears the displayed error, the banner included.
  const clearBannerOnEdit = () => setBanner(null);

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

  async function logIn(values: { userId: string; password: string }) {
    setBanner(null);
    try {
      const answer = await portalClient.call(endpoints.login, {
        strUserid: values.userId,
        strPassword: values.password,
        strProductNm: edition.productFlag,
      });
      follow(interpretLoginAnswer(answer, sessionStore.countInvalidLogin));
    } catch {
      setBanner({ kind: 'serviceUnavailable' });
    }
  }

  return (
    <section className={styles.page} aria-labelledby="login-heading">
      <h1 id="login-heading" className={styles.heading}>
        {loginCopy.heading}
      </h1>
      {banner ? <LoginBanner outcome={banner} /> : null}
      <form
        className={styles.form}
        noValidate
        autoComplete="off"
        onSubmit={form.submit(logIn)}
        onChange={clearBannerOnEdit}
      >
        <Stack gap={4}>
          <TextField
            label={loginCopy.usernameLabel}
            {...form.inputField('userId')}
            maxLength={USER_ID_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <PasswordField
            label={loginCopy.passwordLabel}
            {...form.inputField('password')}
            maxLength={PASSWORD_MAX_LENGTH}
            autoComplete="off"
            required
          />
          <div className={styles.actions}>
            <Button variant="link" onClick={() => navigate('/account/find-account')}>
              {loginCopy.needHelp}
            </Button>
            <Button type="submit" disabled={!form.isValid} busy={form.isSubmitting}>
              {loginCopy.logIn}
            </Button>
          </div>
        </Stack>
      </form>
    </section>
  );
}
