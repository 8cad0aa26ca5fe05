import type { User } from '@portal/api/sign-in';
import { accountTypes, coverageTiers, paymentTypeCodes } from '@portal/forms/code-lists';
import { lastFourDigits, MoneyAmount, type SummaryListRow } from '@portal/ui';
import { easternDateTime } from '../../plans/eastern-time.js';
import { longDate } from '../../plans/long-date.js';
import { planCostAmounts } from '../../plans/plan-cost-amounts.js';
import { checkAnswersCopy as copy } from './check-answers-copy.js';
import * as styles from './check-answers-page.css.js';
import {
  type EnrollmentPage,
  enrollmentPaths,
  enrollmentStepLabelOf,
  inProgram,
} from './enrollment-steps.js';
import type { ReviewedAnswers } from './use-reviewed-answers.js';

/** One step's answers on the check page: its title, its Change link and its rows. */
export type ReviewSection = {
  page: EnrollmentPage;
  title: string;
  href: string;
  rows: SummaryListRow[];
};

const row = (id: string, term: string, value: SummaryListRow['value']): SummaryListRow => ({
  id,
  term,
  value,
});

/**
 * The answers of each step, as the member gave them, for 'Check your answers': why and when (with
 * the plan, which that step saves), who is covered and what it costs at that tier, how to pay (a
 * bank by its last four digits only), and the agreements with the time each was accepted.
 */
export function reviewSections(
  answers: ReviewedAnswers,
  member: Pick<User, 'strFirst_Nm' | 'strLast_Nm'>,
  programId: string,
): ReviewSection[] {
  const { reason, family, payment, plan, bank } = answers;
  const terms = copy.terms;
  const section = (page: EnrollmentPage, rows: SummaryListRow[]): ReviewSection => ({
    page,
    title: enrollmentStepLabelOf(page),
    href: inProgram(enrollmentPaths[page], programId),
    rows,
  });
  const perPaycheck = planCostAmounts(plan.cost).perPaycheck;

  return [
    section('REASON', [
      row('plan', terms.plan, copy.planInYear(plan.name, reason.strPayYear)),
      row('reason', terms.reason, copy.reasons[reason.strEnrlType]),
      ...(reason.dtHireDate ? [row('hireDate', terms.hireDate, longDate(reason.dtHireDate))] : []),
      ...(reason.strEnrlType === 'belated' && reason.strBelatedReason
        ? [row('belatedReason', terms.belatedReason, reason.strBelatedReason)]
        : []),
      row('effectiveDate', terms.effectiveDate, longDate(reason.dtEffDate)),
    ]),
    section('FAMILY', [
      row('coverage', terms.coverage, coverageTiers[family.strCoverageTier]),
      row(
        'covered',
        terms.covered,
        <ul className={styles.people}>
          <li>{copy.you(member.strFirst_Nm, member.strLast_Nm)}</li>
          {answers.covered.map((person) => (
            <li key={person.strDependent_Id}>
              {copy.person(person.strFirst_Nm, person.strLast_Nm, person.strRelationshipDesc)}
            </li>
          ))}
        </ul>,
      ),
      row(
        'cost',
        plan.cost.strPayFreq === 'M' ? terms.perMonth : terms.perPaycheck,
        <MoneyAmount {...perPaycheck} size="md" />,
      ),
    ]),
    section('PAYMENT', [
      row('paymentMethod', terms.paymentMethod, paymentTypeCodes[payment.strPaymentType]),
      ...(bank
        ? [
            row(
              'bank',
              terms.bank,
              copy.bank(
                bank.strBank_Nm,
                accountTypes[bank.strAcc_Type],
                lastFourDigits(bank.strAcc_Nbr),
              ),
            ),
          ]
        : []),
    ]),
    section(
      'AGREEMENTS',
      answers.agreements.map((agreement) =>
        row(
          agreement.strAgreementId,
          answers.agreementTitles.get(agreement.strAgreementId) ?? agreement.strAgreementId,
          copy.accepted(easternDateTime(agreement.dtAcceptedAt)),
        ),
      ),
    ),
  ];
}
