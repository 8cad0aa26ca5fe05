import { randomUUID } from 'node:crypto';
import type { EnrollmentConfirmation, EnrollmentStep } from '@portal/api/enrollment';
import { formatMessage } from '@portal/forms/catalogue';
import type { Database } from '../db/create-database.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { confirmationOf } from './confirmation.js';
import { findDraft } from './draft-queries.js';
import type { EnrollmentContext } from './enrollment-context.js';
import type { FamilyService } from './family-service.js';
import {
  checkAgreements,
  checkFamily,
  checkPayment,
  checkReason,
  type StepRefusal,
} from './step-checks.js';

/*
 * submitUserEnrollment (issue 21; domain.md section 4, 'Submitting'). The draft as the member
 * checked it is submitted once: every step's rules run again, then one transaction claims the
 * draft (the UPDATE that sets submitted_enrollment_id where it is still null: of two submits of
 * one draft, from two tabs or two instances, exactly one claims it; the other waits for that
 * commit on PostgreSQL, finds the draft claimed and answers the same confirmation) and writes the
 * enrollment, its covered persons, the bank link, the policy number, the agreements and the audit
 * row. The enrollment's draft_id is unique besides.
 */

export type SubmitOutcome =
  /** `made`: this submit wrote the enrollment (a repeat answers the same confirmation without). */
  | { kind: 'submitted'; confirmation: EnrollmentConfirmation; made: boolean }
  | { kind: 'no-draft' }
  | { kind: 'unfinished'; step: EnrollmentStep; message: string }
  | StepRefusal;

export async function submitEnrollment(
  db: Database,
  family: FamilyService,
  context: EnrollmentContext,
  member: SignedInMember,
  now: Date,
): Promise<SubmitOutcome> {
  const programId = context.program.programId;
  const draft = await findDraft(db, member.memberId, programId, now);
  if (!draft) return { kind: 'no-draft' };
  const answered = async (enrollmentId: string, made = false): Promise<SubmitOutcome> => {
    const confirmation = await confirmationOf(db, context, enrollmentId);
    return confirmation ? { kind: 'submitted', confirmation, made } : { kind: 'no-draft' };
  };
  if (draft.submittedEnrollmentId) return answered(draft.submittedEnrollmentId);

  const { reason, family: chosen, payment, agreements } = draft.answers;
  if (!reason || !chosen || !payment || draft.nextStep !== 'REVIEW') {
    return {
      kind: 'unfinished',
      step: !reason ? 'REASON' : !chosen ? 'FAMILY' : !payment ? 'PAYMENT' : 'AGREEMENTS',
      message: formatMessage('accountStepNotFinished'),
    };
  }
  const reasonCheck = checkReason(context, reason);
  if (reasonCheck.kind !== 'ok') return reasonCheck;
  const familyCheck = await checkFamily(family, context, reason, chosen);
  if (familyCheck.kind !== 'ok') return familyCheck;
  const paymentCheck = await checkPayment(db, context, member, payment);
  if (paymentCheck.kind !== 'ok') return paymentCheck;
  const agreementCheck = checkAgreements(payment, agreements);
  if (agreementCheck.kind !== 'ok') return agreementCheck;

  const { window } = reasonCheck;
  const plan = context.plan.catalogue.plans.find((item) => item.planId === reason.strPlanId);
  if (!plan) return { kind: 'not-found' };
  const enrollmentId = randomUUID();
  const at = now.toISOString();
  const policyNumber = `${programId}-${window.planYear.year}-${member.memberId}`;
  // Payroll deductions wait for the agency's authorization (login code 41): pending until then.
  const status =
    payment.strPaymentType === '14'
      ? 'pending'
      : reason.dtEffDate > context.today
        ? 'future'
        : 'active';
  const claimed = await db.transaction().execute(async (trx) => {
    const claim = await trx
      .updateTable('enrollment_drafts')
      .set({ submitted_enrollment_id: enrollmentId, updated_at: at })
      .where('draft_id', '=', draft.draftId)
      .where('submitted_enrollment_id', 'is', null)
      .executeTakeFirst();
    if (Number(claim.numUpdatedRows) !== 1) return false;
    await trx
      .insertInto('enrollments')
      .values({
        enrollment_id: enrollmentId,
        member_id: member.memberId,
        program_id: programId,
        plan_id: plan.planId,
        plan_tier: plan.option,
        coverage_tier: chosen.strCoverageTier,
        rate_code: 'R01',
        kind: reason.strEnrlType,
        plan_year: window.planYear.year,
        effective_date: reason.dtEffDate,
        end_date: window.planYear.coverageEnd,
        status,
        payment_type: payment.strPaymentType,
        bank_id: paymentCheck.bank?.lnBankId ?? null,
        policy_number: policyNumber,
        auto_renew: 1,
        submitted_at: at,
        terms_version:
          agreements.find((item) => item.strAgreementId === 'termsAndConditions')?.strVersion ??
          null,
        terms_accepted_at:
          agreements.find((item) => item.strAgreementId === 'termsAndConditions')?.dtAcceptedAt ??
          null,
        created_at: at,
        draft_id: draft.draftId,
        hire_date: window.hireDate,
        belated_reason: reason.strEnrlType === 'belated' ? (reason.strBelatedReason ?? null) : null,
      })
      .execute();
    if (chosen.liCoveredDependentIds.length > 0) {
      await trx
        .insertInto('enrollment_dependents')
        .values(
          chosen.liCoveredDependentIds.map((dependentId) => ({
            enrollment_id: enrollmentId,
            dependent_id: dependentId,
            from_date: reason.dtEffDate,
            to_date: null,
          })),
        )
        .execute();
      await trx
        .updateTable('dependents')
        .set({ record_status: 'E' })
        .where('member_id', '=', member.memberId)
        .where('dependent_id', 'in', chosen.liCoveredDependentIds)
        .execute();
    }
    if (agreements.length > 0) {
      await trx
        .insertInto('enrollment_agreements')
        .values(
          agreements.map((item) => ({
            enrollment_id: enrollmentId,
            agreement_id: item.strAgreementId,
            version: item.strVersion,
            accepted_at: item.dtAcceptedAt,
          })),
        )
        .execute();
    }
    await recordAuditEvent(trx, {
      memberId: member.memberId,
      kind: 'enrollment.submitted',
      at: now,
      detail: {
        enrollmentId,
        policyNumber,
        planId: plan.planId,
        coverageTier: chosen.strCoverageTier,
        covered: chosen.liCoveredDependentIds.length,
        paymentType: payment.strPaymentType,
        bankId: paymentCheck.bank?.lnBankId ?? null,
        effectiveDate: reason.dtEffDate,
      },
    });
    return true;
  });
  if (claimed) return answered(enrollmentId, true);
  // Another submit of this draft claimed it first: answer what it made.
  const after = await findDraft(db, member.memberId, programId, now);
  return after?.submittedEnrollmentId
    ? answered(after.submittedEnrollmentId)
    : { kind: 'no-draft' };
}
