import { useSignIn } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { PASSWORD_MAX_LENGTH, USER_ID_MAX_LENGTH } from '@portal/forms/rules';
import { loginFormSchema } from '@portal/forms/schemas';
import { Button, PasswordField, Stack, TextField } from '@portal/ui';
import { useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { useEdition } from '../../editions/edition-context.js';
import { signedInDestination } from '../../session/complete-profile-path.js';
import { locateAccountStore } from '../../session/locate-account-store.js';
import { redirectTargetOf } from '../../session/redirect-target.js';
import { sessionStore } from '../../session/session-store.js';
import { twoStepStore } from '../../session/two-step-store.js';
import { type BannerOutcome, LoginBanner } from './login-banner.js';
import { loginCopy, loginPaths } from './login-copy.js';
import { interpretLoginAnswer, type LoginOutcome } from './login-outcome.js';
import * as styles from './login-page.css.js';

/** Why another screen sent the member back here (navigation state). */
type LoginNotice = { notice?: 'twoStepSignInEnded' };

/**
 * The sign-in form with its banner (spec section 3): the part of the login page that brings the
 * form's schema (zod), react-hook-form and the API client, loaded beside the page (login-page.tsx).
 */
export function LoginForm() {
  const edition = useEdition();
  const navigate = useNavigate();
  const location = useLocation();
  const [params] = useSearchParams();
  // Spec section 3's redirectURL: where to go once signed in (default /dashboard).
  const redirectURL = redirectTargetOf(params.get('redirectURL'));
  const notice = (location.state as LoginNotice | null)?.notice;
  const [banner, setBanner] = useState<BannerOutcome | null>(notice ? { kind: notice } : null);
  const signIn = useSignIn();
  const form = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { userId: '', password: '' },
  });
  // Spec section 5: editing clears the displayed error, the banner included.
  const clearBannerOnEdit = () => setBanner(null);

  function follow(outcome: LoginOutcome, userId: string) {
    switch (outcome.kind) {
      case 'signedIn':
        // Spec section 4 'Two-step flow': without two-step, the session is marked logged in and
        // the member goes to the redirect target, or first to the step that completes an
        // incomplete profile (login codes 18, 22, 23, 29, 30).
        sessionStore.signIn(outcome);
        navigate(signedInDestination(outcome.forwardCode, redirectURL), { replace: true });
        return;
      case 'twoStep': {
        const { start, settings } = outcome;
        twoStepStore.start({ ...start, redirectURL, flow: null, settings });
        navigate(start.promptMFA ? loginPaths.multiFactorAuth : loginPaths.twoStep);
        return;
      }
      case 'locked':
        navigate(loginPaths.accountLocked);
        return;
      case 'needHelp':
        locateAccountStore.start({
          startedfrom: 'login',
          lockCounter: outcome.count,
          strUserId: userId,
        });
        navigate(loginPaths.needHelp);
        return;
      case 'securityCheck':
      case 'locateAccount':
        locateAccountStore.start({
          startedfrom: 'login',
          lockCounter: sessionStore.get().invalidLoginCount,
          strUserId: userId,
          strMemberId: outcome.memberId,
          loginReturnCode: outcome.kind === 'securityCheck' ? 1 : 4,
        });
        navigate(
          outcome.kind === 'securityCheck' ? loginPaths.securityQuestion : loginPaths.findAccount,
        );
        return;
      case 'archivalAccount':
        navigate(loginPaths.archivalAccount);
        return;
      default:
        setBanner(outcome);
    }
  }

  async function logIn(values: { userId: string; password: string }) {
    setBanner(null);
    const attempt = await signIn.trigger({
      strUserid: values.userId,
      strPassword: values.password,
      strProductNm: edition.productFlag,
    });
    if (attempt.kind === 'unavailable') {
      setBanner({ kind: 'serviceUnavailable' });
      return;
    }
    follow(interpretLoginAnswer(attempt.answer, sessionStore.countInvalidLogin), values.userId);
  }

  return (
    <>
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
            <Button variant="link" onClick={() => navigate(loginPaths.findAccount)}>
              {loginCopy.needHelp}
            </Button>
            <Button type="submit" disabled={!form.isValid()} busy={form.isSubmitting}>
              {loginCopy.logIn}
            </Button>
          </div>
        </Stack>
      </form>
    </>
  );
}
