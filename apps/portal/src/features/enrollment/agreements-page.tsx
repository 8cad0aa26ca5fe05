import { type Agreement, agreementsFormOf } from '@portal/api/enrollment';
import { useBankAccounts, useEnrollmentAgreements } from '@portal/api/swr';
import { useSchemaForm } from '@portal/forms/react';
import { createEnrollmentAgreementsSchema } from '@portal/forms/schemas';
import { Checkbox } from '@portal/ui';
import { type ReactNode, useId, useMemo } from 'react';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as formStyles from '../../styles/form-page.css.js';
import { agreementsCopy as copy } from './agreements-copy.js';
import { bankLabelOf } from './bank-label.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import * as styles from './enrollment-pages.css.js';
import { EnrollmentQuestionPage } from './enrollment-question-page.js';
import { EnrollmentStepGate } from './enrollment-step-gate.js';
import { useEnrollmentStepSave } from './use-enrollment-step-save.js';

/**
 * /enrollment/agreements (issue 21; spec section 2's confirmation page titles): the terms and
 * conditions, and with automatic bank withdrawal its terms and the bank authorization naming the
 * bank (masked). Each is its title, its paragraphs in full on the page (no scroll box: they
 * reflow at 320 px and 200% zoom) and a box that must be ticked. Continue records each agreement
 * with the version read (AGREEMENTS).
 */
export function AgreementsPage() {
  return (
    <EnrollmentStepGate page="AGREEMENTS">
      <DraftAgreements />
    </EnrollmentStepGate>
  );
}

function DraftAgreements() {
  const { memberId, programId, draft } = useEnrollmentFlow();
  const agreements = useEnrollmentAgreements(
    memberId,
    programId,
    draft?.objPayment?.strPaymentType ?? null,
  );
  if (agreements.error !== undefined && !agreements.data) {
    return <ServiceUnavailableBanner withContactLink />;
  }
  if (!agreements.data) return <p role="status">{copy.loading}</p>;
  return <AgreementsForm agreements={agreements.data} onChanged={() => void agreements.mutate()} />;
}

function AgreementsForm({
  agreements,
  onChanged,
}: {
  agreements: readonly Agreement[];
  /** A refusal may mean an agreement has a new version: read them again. */
  onChanged: () => void;
}) {
  const flow = useEnrollmentFlow();
  // The service asks for the withdrawal's agreements exactly when the draft pays by bank.
  const bankWithdrawal = agreements.some(
    (agreement) => agreement.strAgreementId !== 'termsAndConditions',
  );
  const schema = useMemo(
    () => createEnrollmentAgreementsSchema({ bankWithdrawal }),
    [bankWithdrawal],
  );
  // Ticked again only for what was accepted at the version shown now.
  const accepted = (flow.draft?.liAgreements ?? []).filter((item) =>
    agreements.some(
      (agreement) =>
        agreement.strAgreementId === item.strAgreementId &&
        agreement.strVersion === item.strVersion,
    ),
  );
  const form = useSchemaForm({
    schema,
    defaultValues: agreementsFormOf({ liAccepted: accepted }) as never,
  });
  const { problem, save } = useEnrollmentStepSave({
    onRefused: (fieldErrors) => {
      form.applyServerErrors(fieldErrors as never);
      onChanged();
    },
  });

  return (
    <EnrollmentQuestionPage
      page="AGREEMENTS"
      caption={flow.planChoice ? enrollmentCopy.caption(flow.planChoice.strPlanNm) : undefined}
      heading={copy.heading}
      lead={copy.lead}
      form={form}
      problem={problem}
      onSubmit={form.submit((values: Record<string, unknown>) =>
        save({
          strStep: 'AGREEMENTS',
          objAgreements: {
            liAccepted: agreements
              .filter((agreement) => values[agreement.strAgreementId] === true)
              .map(({ strAgreementId, strVersion }) => ({ strAgreementId, strVersion })),
          },
        }),
      )}
    >
      {agreements.map((agreement) => (
        <AgreementSection key={agreement.strAgreementId} agreement={agreement}>
          {agreement.strAgreementId === 'bankAuthorization' ? <AuthorizedBank /> : null}
          <Checkbox
            label={agreement.strCheckboxLabel}
            {...form.checkboxField(agreement.strAgreementId as never)}
            required
          />
        </AgreementSection>
      ))}
    </EnrollmentQuestionPage>
  );
}

/** One agreement: its title (the spec's confirmation page title), its text, then its box. */
function AgreementSection({ agreement, children }: { agreement: Agreement; children: ReactNode }) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={formStyles.subheading}>
        {agreement.strTitle}
      </h2>
      {agreement.liParagraphs.map((paragraph) => (
        <p key={paragraph} className={styles.agreementText}>
          {paragraph}
        </p>
      ))}
      {children}
    </section>
  );
}

/** The bank the authorization is for, masked: the draft's, from the member's bank list. */
function AuthorizedBank() {
  const { memberId, draft } = useEnrollmentFlow();
  const banks = useBankAccounts(memberId);
  const bank = banks.data?.find((candidate) => candidate.lnBankId === draft?.objPayment?.lnBankId);
  return bank ? (
    <p className={styles.agreementText}>
      <strong>{copy.bankNamed(bankLabelOf(bank))}</strong>
    </p>
  ) : null;
}
