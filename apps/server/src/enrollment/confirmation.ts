import type { EnrollmentConfirmation } from '@portal/api/enrollment';
import { type PaymentTypeCode, paymentTypeCodes } from '@portal/forms/code-lists';
import { maskDigits } from '../banks/bank-service.js';
import type { Database } from '../db/create-database.js';
import { memberEnrollment } from '../plans/plan-queries.js';
import { enrollmentView } from '../plans/plan-views.js';
import type { EnrollmentContext } from './enrollment-context.js';
import { enrollmentCopy } from './enrollment-copy.js';

/**
 * The confirmation of one of the member's enrollments (the confirmation page and the
 * declarations PDF read the same object); undefined when it is not the member's (404).
 */
export async function confirmationOf(
  db: Database,
  context: EnrollmentContext,
  enrollmentId: string,
): Promise<EnrollmentConfirmation | undefined> {
  const found = await memberEnrollment(
    db,
    context.plan.facts.memberId,
    enrollmentId,
    context.today,
  );
  if (!found) return undefined;
  const view = enrollmentView(context.plan, found);
  if (!view) return undefined;
  const { enrollment } = found;
  const paymentType = (enrollment.payment_type ?? '17') as PaymentTypeCode;
  let bankMasked: string | null = null;
  if (enrollment.bank_id) {
    const bank = await db
      .selectFrom('bank_accounts')
      .select(['bank_name', 'account_number', 'account_last4'])
      .where('bank_id', '=', enrollment.bank_id)
      .where('member_id', '=', context.plan.facts.memberId)
      .executeTakeFirst();
    if (bank)
      bankMasked = `${bank.bank_name} ${maskDigits(bank.account_last4 ?? bank.account_number)}`;
  }
  const copy = enrollmentCopy();
  return {
    strEnrollmentId: enrollment.enrollment_id,
    strPolicyNbr: enrollment.policy_number ?? '',
    strProgId: view.strProgId,
    strProgramNm: context.program.name[context.plan.edition],
    strPayYear: view.strPayYear,
    strEnrlType: view.strEnrlType,
    strStatus: view.strStatus,
    objPlan: view.objPlan,
    strCoverageTier: view.strCoverageTier,
    strCoverageTierDesc: view.strCoverageTierDesc,
    dtEffDate: view.dtEffDate,
    objCost: view.objCost,
    strPaymentType: paymentType,
    strPaymentTypeDesc: paymentTypeCodes[paymentType],
    strBankMasked: bankMasked,
    liCoveredPersons: view.liCoveredPersons,
    liNextSteps: [copy.nextSteps[paymentType], ...copy.commonNextSteps].filter(
      (step): step is string => typeof step === 'string',
    ),
    dtSubmittedAt: enrollment.submitted_at ?? enrollment.created_at,
    strDeclarationsDocumentId: enrollment.enrollment_id,
  };
}
