import {
  type ResetLinkCheck,
  useResetLink,
  useResetPasswordByLink,
  type ValidResetLink,
} from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { createProfileResetSchema, type ProfileResetForm } from '@portal/forms/schemas';
import { Button, ErrorSummary, Stack } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useNavigate, useParams, useSearchParams } from 'react-router';
import { NewPasswordFields } from '../../security/new-password-fields.js';
import { newPasswordCopy } from '../../security/security-copy.js';
import { SecurityQuestionFields } from '../../security/security-question-fields.js';
import { locateAccountSession } from '../../session/locate-account-session.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/form-page.css.js';
import { LinkProblem } from './link-problem.js';
import { profileResetCopy as copy } from './profile-reset-copy.js';

type ResetLink = { token_Id: string; method: 'E' | 'S' };

/** The link as the address gives it; anything malformed is a link we cannot locate. */
function linkOf(token: string | undefined, method: string | null): ResetLink | null {
  if (!token || !/^[A-Za-z0-9_-]{16,128}$/.test(token)) return null;
  return method === 'E' || method === 'S' ? { token_Id: token, method } : null;
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
  const check = useResetLink(link);
  // The reset itself can find the link gone meanwhile (a newer one sent, its time up).
  const [gone, setGone] = useState<'notFound' | 'expired' | null>(null);
  const problem = !link ? 'notFound' : (gone ?? problemOf(check.data));

  if (problem) return <LinkProblem problem={problem} />;
  return (
    <section className={styles.page} aria-labelledby="profile-reset-heading">
      <h1 id="profile-reset-heading" className={styles.heading}>
        {copy.heading}
      </h1>
      {check.data === undefined && check.error === undefined ? (
        <p role="status">{copy.checking}</p>
      ) : null}
      {check.error !== undefined ? <ServiceUnavailableBanner withContactLink /> : null}
      {check.data?.kind === 'valid' && link ? (
        <ResetForm link={link} details={check.data.details} onLinkGone={setGone} />
      ) : null}
    </section>
  );
}

function problemOf(check: ResetLinkCheck | undefined): 'notFound' | 'expired' | null {
  return check?.kind === 'notFound' || check?.kind === 'expired' ? check.kind : null;
}

function ResetForm({
  link,
  details,
  onLinkGone,
}: {
  link: ResetLink;
  details: ValidResetLink;
  onLinkGone: (kind: 'notFound' | 'expired') => void;
}) {
  const navigate = useNavigate();
  const reset = useResetPasswordByLink();
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

  async function resetPassword(values: ProfileResetForm) {
    setUnavailable(false);
    const outcome = await reset.trigger({
      token_Id: link.token_Id,
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
    switch (outcome.kind) {
      case 'saved':
        locateAccountSession.clear();
        navigate('/account/reset-password-confirmation', { replace: true });
        return;
      case 'expired':
      case 'notFound':
        onLinkGone(outcome.kind);
        return;
      case 'refused':
        form.applyServerErrors(outcome.fieldErrors);
        return;
      case 'unavailable':
        setUnavailable(true);
    }
  }

  return (
    <Stack gap={4}>
      <p>{copy.greeting(details.strFirst_Nm ?? '', details.strUserId ?? '')}</p>
      {unavailable ? <ServiceUnavailableBanner withContactLink /> : null}
      <ErrorSummary {...form.errorSummary} />
      <form
        className={styles.form}
        noValidate
        autoComplete="off"
        onSubmit={form.submit(resetPassword)}
      >
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
