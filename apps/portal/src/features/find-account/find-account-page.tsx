import { type FindAccountOutcome, useFindAccount } from '@portal/api/swr';
import { easternDateOf } from '@portal/forms/dates';
import { useSchemaForm } from '@portal/forms/react';
import { NAME_MAX_LENGTH } from '@portal/forms/rules';
import { createFindAccountSchema, type FindAccountForm } from '@portal/forms/schemas';
import { AlertBanner, DateInput, ErrorSummary, QuestionPage, TextField } from '@portal/ui';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router';
import { useEdition } from '../../editions/edition-context.js';
import { useErrorMessage } from '../../messages/error-messages.js';
import {
  type LocateAccountSession,
  locateAccountSession,
} from '../../session/locate-account-session.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as styles from '../../styles/form-page.css.js';
import { findAccountCopy as copy } from './find-account-copy.js';

type Problem = Exclude<FindAccountOutcome, { kind: 'found' }>['kind'];

/** /account/find-account: reached from Need Help? on the login page and UNLOCK ACCOUNT. */
export function FindAccountPage() {
  return <FindAccount startedFrom="login" />;
}

/** /account/help-findaccount: Find Your Account on a temporary-password link that no longer works. */
export function HelpFindAccountPage() {
  return <FindAccount startedFrom="help" />;
}

/**
 * On the kit's `QuestionPage`: one group of fields, Back to Log In as its Back link and FIND MY
 * ACCOUNT as its Continue. The member proves who they are with their last name, SSN and date of birth. Every miss gets the
 * spec's one message, whichever fact was wrong. A hit goes on to reset-password, which sends the
 * temporary-password link; the answer travels there in the locate-account session.
 */
function FindAccount({ startedFrom }: { startedFrom: LocateAccountSession['startedfrom'] }) {
  const edition = useEdition();
  const navigate = useNavigate();
  const message = useErrorMessage();
  const [problem, setProblem] = useState<Problem | null>(null);
  const search = useFindAccount();
  // The date-of-birth rule compares with today's date in US Eastern time, as the service does.
  const today = easternDateOf(new Date());
  const schema = useMemo(() => createFindAccountSchema({ today }), [today]);
  const form = useSchemaForm({
    schema,
    defaultValues: { lastName: '', ssn: '', dateOfBirth: '' },
  });
  const dateOfBirth = form.valueField<string>('dateOfBirth');

  async function find(values: FindAccountForm) {
    setProblem(null);
    const outcome = await search.trigger({
      strLast_Nm: values.lastName,
      strSSN: values.ssn,
      dtDOB: values.dateOfBirth,
      strProductNm: edition.productFlag,
    });
    if (outcome.kind !== 'found') {
      setProblem(outcome.kind);
      return;
    }
    const found = outcome.account;
    locateAccountSession.write({
      startedfrom: startedFrom,
      responseOfFindYourAccount: {
        strLocateToken: found.strLocateToken,
        liContactMethods: found.liContactMethods,
      },
      strUserId: found.strUserId,
    });
    navigate('/account/reset-password');
  }

  return (
    <div className={styles.page}>
      <QuestionPage
        heading={copy.heading}
        lead={copy.intro[startedFrom]}
        backHref="/login"
        backLabel={copy.backToLogin}
        continueLabel={copy.submit}
        // Prerendered: until the script runs, a click would put the SSN in the address.
        continueDisabled={!form.isHydrated}
        continueBusy={form.isSubmitting}
        // The error summary's place holds what the service answered too: both say why the last
        // FIND MY ACCOUNT did not go on, above the heading where the template puts them.
        errorSummary={
          <>
            {problem === 'notFound' ? (
              <AlertBanner status="ERROR">
                <p>{message('accountNotFound')}</p>
              </AlertBanner>
            ) : null}
            {problem === 'tooManyAttempts' ? (
              <AlertBanner status="ERROR">
                <p>{copy.tooManyAttempts}</p>
              </AlertBanner>
            ) : null}
            {problem === 'unavailable' ? <ServiceUnavailableBanner withContactLink /> : null}
            <ErrorSummary {...form.errorSummary} />
          </>
        }
        noValidate
        autoComplete="off"
        onSubmit={form.submit(find)}
        onChange={() => setProblem(null)}
      >
        <TextField
          label={copy.lastNameLabel}
          {...form.inputField('lastName')}
          maxLength={NAME_MAX_LENGTH}
          autoComplete="off"
          required
        />
        <TextField
          label={copy.ssnLabel}
          hint={copy.ssnHint}
          {...form.inputField('ssn')}
          inputMode="numeric"
          maxLength={11}
          autoComplete="off"
          required
        />
        {/* A date of birth is known by heart: three inputs, not react-aria's date field (issue 15). */}
        <DateInput
          label={copy.dateOfBirthLabel}
          hint={copy.dateOfBirthHint}
          {...dateOfBirth}
          onChange={(value) => {
            setProblem(null);
            dateOfBirth.onChange(value);
          }}
          // As the other fields here: no autofill of identity facts on a recovery form.
          autoComplete="off"
          required
        />
      </QuestionPage>
    </div>
  );
}
