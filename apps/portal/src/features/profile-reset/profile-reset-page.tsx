import {
  editPortalSecurityCredentialsEndpoint,
  linkStatuses,
  returnCodes,
  type ValidateTokenResponse,
  validateTokenEndpoint,
} from '@portal/api';
import { createProfileResetSchema, type ProfileResetForm } from '@portal/forms';
import { useSchemaForm } from '@portal/forms/react';
import { AlertBanner, Button, ErrorSummary, Link, Stack } from '@portal/ui';
import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { portalClient } from '../../api/portal-client.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import { NewPasswordFields } from '../../security/new-password-fields.js';
import { newPasswordCopy } from '../../security/security-copy.js';
import { SecurityQuestionFields } from '../../security/security-question-fields.js';
import { locateAccountSession } from '../../session/locate-account-session.js';
import * as styles from '../../styles/form-page.css.js';
import { LinkProblem } from './link-problem.js';
import { profileResetCopy as copy } from './profile-reset-copy.js';

type ResetLink = { token: string; method: 'E' | 'S' };
type ValidLink = NonNullable<ValidateTokenResponse['strReturnObject']>;
type LinkState =
  | { kind: 'checking' }
  | { kind: 'valid'; details: ValidLink }
  | { kind: 'notFound' }
  | { kind: 'expired' }
  | { kind: 'unavailable' };

/** The link as the address gives it; anything malformed is a link we cannot locate. */
function linkOf(token: string | undefined, method: string | null): ResetLink | null {
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  return method === 'E' || method === 'S' ? { token, method } : null;
}

/**
 * /profile_reset/{token}?method=E|S, unguarded (spec sections 2 and 6): the temporary-password link
 * screen. It checks the link (validateToken with token_Id and method); a live one shows the
 * profile reset form: a new password, and the security questions when the member has none.
 */
export function ProfileResetPage() {
  const { token } = useParams();
  const [params] = useSearchParams();
  const method = params.get('method');
  const link = useMemo(() => linkOf(token, method), [token, method]);
  const [state, setState] = useState<LinkState>({ kind: 'checking' });

  useEffect(() => {
    if (!link) {
      setState({ kind: 'notFound' });
      return;
    }
    let current = true;
    portalClient
      .call(validateTokenEndpoint, { token_Id: link.token, method: link.method })
      .then((answer) => {
        if (!current) return;
        const status = answer.strReturnObject?.strLinkStatus;
        if (answer.returnCode === returnCodes.success && answer.strReturnObject) {
          setState({ kind: 'valid', details: answer.strReturnObject });
        } else if (status === linkStatuses.expired) {
          setState({ kind: 'expired' });
        } else if (answer.returnCode === returnCodes.notFound || answer.returnCode === 400) {
          setState({ kind: 'notFound' });
        } else {
          setState({ kind: 'unavailable' });
        }
      })
      .catch(() => current && setState({ kind: 'unavailable' }));
    return () => {
      current = false;
    };
  }, [link]);

  if (state.kind === 'notFound' || state.kind === 'expired') {
    return <LinkProblem problem={state.kind} />;
  }
  return (
    <section className={styles.page} aria-labelledby="profile-reset-heading">
      <h1 id="profile-reset-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      {state.kind === 'checking' ? <p role="status">{copy.checking}</p> : null}
      {state.kind === 'unavailable' ? <Unavailable /> : null}
      {state.kind === 'valid' && link ? (
        <ResetForm link={link} details={state.details} onLinkGone={(kind) => setState({ kind })} />
      ) : null}
    </section>
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

function ResetForm({
  link,
  details,
  onLinkGone,
}: {
  link: ResetLink;
  details: ValidLink;
  onLinkGone: (kind: 'notFound' | 'expired') => void;
}) {
  const navigate = useNavigate();
  const [unavailable, setUnavailable] = useState(false);
  const needsSecurityQuestions = details.strSecurityQuestionsSet === 'N';
  const schema = useMemo(
    () =>
      createProfileResetSchema({
        needsSecurityQuestions,
        ...(details.strUserId !== undefined && { username: details.strUserId }),
      }),
    [needsSecurityQuestions, details.strUserId],
  );
  const form = useSchemaForm({
    schema,
    defaultValues: {
      newPassword: '',
      confirmPassword: '',
      ...(needsSecurityQuestions && {
        question1: '',
        answer1: '',
        question2: '',
        answer2: '',
        question3: '',
        answer3: '',
      }),
    },
  });

  async function reset(values: ProfileResetForm) {
    setUnavailable(false);
    try {
      const answer = await portalClient.call(editPortalSecurityCredentialsEndpoint, {
        token_Id: link.token,
        method: link.method,
        strNewPassword: values.newPassword,
        strConfirmPassword: values.confirmPassword,
        ...(needsSecurityQuestions && {
          liSecurityQuestions: ([1, 2, 3] as const).map((position) => ({
            strQuestionId: values[`question${position}`] ?? '',
            strAnswer: values[`answer${position}`] ?? '',
          })),
        }),
      });
      const result = answer.strReturnObject;
      if (answer.returnCode === returnCodes.success) {
        locateAccountSession.clear();
        navigate('/account/reset-password-confirmation', { replace: true });
      } else if (result?.strLinkStatus === linkStatuses.expired) {
        onLinkGone('expired');
      } else if (result?.strLinkStatus === linkStatuses.notFound) {
        onLinkGone('notFound');
      } else if (result?.objFieldErrors) {
        form.applyServerErrors(result.objFieldErrors);
      } else {
        setUnavailable(true);
      }
    } catch {
      setUnavailable(true);
    }
  }

  return (
    <Stack gap={4}>
      <p>{copy.greeting(details.strFirst_Nm ?? '', details.strUserId ?? '')}</p>
      {unavailable ? <Unavailable /> : null}
      <ErrorSummary {...form.errorSummary} />
      <form className={styles.form} noValidate autoComplete="off" onSubmit={form.submit(reset)}>
        <Stack gap={5}>
          <Stack gap={4}>
            <p>{newPasswordCopy.rules}</p>
            <NewPasswordFields field={(name) => form.inputField(name)} />
          </Stack>
          {needsSecurityQuestions ? (
            <Stack gap={3}>
              <p>{copy.questionsIntro}</p>
              <SecurityQuestionFields field={(name) => form.inputField(name)} />
            </Stack>
          ) : null}
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
