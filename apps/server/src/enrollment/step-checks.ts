import type { Bank } from '@portal/api/banks';
import type {
  AcceptedAgreement,
  AgreementId,
  EnrollmentStep,
  FamilyVo,
  PaymentVo,
  ReasonVo,
} from '@portal/api/enrollment';
import {
  agreementsFormOf,
  coveredFamilyFormOf,
  paymentMethodFormOf,
  reasonFormOf,
} from '@portal/api/enrollment';
import { type FieldErrorKey, formatMessage } from '@portal/forms/catalogue';
import { needsBankAccount } from '@portal/forms/rules';
import {
  coveredFamilySchema,
  createEnrollmentAgreementsSchema,
  createEnrollmentReasonSchema,
  createPaymentMethodSchema,
  fieldErrorsOf,
} from '@portal/forms/schemas';
import { listBanks } from '../banks/bank-service.js';
import type { Database } from '../db/create-database.js';
import { planById } from '../plans/plan-catalogue.js';
import type { SignedInMember } from '../platform/session-queries.js';
import type { DependentRow } from './dependent-queries.js';
import type { EnrollmentContext } from './enrollment-context.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { chosenDateProblem, type ReasonWindow, reasonWindow } from './enrollment-windows.js';
import type { FamilyService } from './family-service.js';
import { offeredPaymentTypes } from './payment-service.js';

/*
 * Each step's rules on the service (issue 21), the same @portal/forms schemas the screens use,
 * then the member's file: run when the step is saved in the draft, and all of them again at
 * submit (a window may have closed, a family member aged out, an agreement's version changed).
 */

export type StepRefusal =
  | { kind: 'refused'; step: EnrollmentStep; fieldErrors: Record<string, string>; message: string }
  | { kind: 'dual'; step: EnrollmentStep; message: string }
  | { kind: 'not-found' };

function refusedBy(step: EnrollmentStep, fieldErrors: Record<string, string>): StepRefusal {
  const first = (Object.values(fieldErrors)[0] ?? 'pattern') as FieldErrorKey;
  return { kind: 'refused', step, fieldErrors, message: formatMessage(first) };
}

export function checkReason(
  context: EnrollmentContext,
  vo: ReasonVo,
): { kind: 'ok'; window: ReasonWindow } | StepRefusal {
  const parsed = createEnrollmentReasonSchema({
    today: context.today,
    hireDateOnFile: context.plan.facts.hireDate,
  }).safeParse(reasonFormOf(vo));
  if (!parsed.success) return refusedBy('REASON', fieldErrorsOf(parsed.error));
  const outcome = reasonWindow(context, vo.strEnrlType, {
    hireDate: vo.dtHireDate ?? null,
    payYear: Number(vo.strPayYear),
  });
  if (outcome.kind === 'closed') return refusedBy('REASON', { [outcome.field]: outcome.key });
  const plan = planById(context.plan.catalogue, vo.strPlanId);
  if (!plan || plan.programId !== context.program.programId) {
    return refusedBy('REASON', { planId: 'pattern' });
  }
  const problem = chosenDateProblem(context, outcome.window, vo.dtEffDate);
  if (problem) return refusedBy('REASON', { effectiveDate: problem });
  return { kind: 'ok', window: outcome.window };
}

export async function checkFamily(
  family: FamilyService,
  context: EnrollmentContext,
  reason: ReasonVo,
  vo: FamilyVo,
): Promise<{ kind: 'ok'; rows: DependentRow[] } | StepRefusal> {
  const parsed = coveredFamilySchema.safeParse(coveredFamilyFormOf(vo));
  if (!parsed.success) return refusedBy('FAMILY', fieldErrorsOf(parsed.error));
  const outcome = await family.coveredFamilyCheck(
    context,
    vo.liCoveredDependentIds,
    reason.dtEffDate,
  );
  switch (outcome.kind) {
    case 'ok':
      return { kind: 'ok', rows: 'rows' in outcome ? outcome.rows : [] };
    case 'not-found':
      return outcome;
    case 'refused':
      return { ...outcome, step: 'FAMILY' };
    case 'dual':
    case 'dual-people':
      return { kind: 'dual', step: 'FAMILY', message: outcome.message };
  }
}

export async function checkPayment(
  db: Database,
  context: EnrollmentContext,
  member: SignedInMember,
  vo: PaymentVo,
): Promise<{ kind: 'ok'; bank: Bank | null } | StepRefusal> {
  const parsed = createPaymentMethodSchema({ offered: offeredPaymentTypes(context) }).safeParse(
    paymentMethodFormOf(vo),
  );
  if (!parsed.success) return refusedBy('PAYMENT', fieldErrorsOf(parsed.error));
  if (!needsBankAccount(vo.strPaymentType)) return { kind: 'ok', bank: null };
  const bank = (await listBanks(db, member, context.today)).find(
    (candidate) => candidate.lnBankId === vo.lnBankId,
  );
  return bank ? { kind: 'ok', bank } : { kind: 'not-found' };
}

/** The agreements a payment type needs, as the copy holds them now. */
export function requiredAgreements(payment: PaymentVo) {
  const ids: AgreementId[] = needsBankAccount(payment.strPaymentType)
    ? ['termsAndConditions', 'abwTerms', 'bankAuthorization']
    : ['termsAndConditions'];
  return enrollmentCopy().agreements.filter((agreement) => ids.includes(agreement.agreementId));
}

/**
 * Every agreement the payment type needs, accepted at its current version. `accepted` carries the
 * versions the member read (on save) or recorded (at submit).
 */
export function checkAgreements(
  payment: PaymentVo,
  accepted: readonly Pick<AcceptedAgreement, 'strAgreementId' | 'strVersion'>[],
): { kind: 'ok' } | StepRefusal {
  const required = requiredAgreements(payment);
  const current = accepted.filter((item) =>
    required.some(
      (agreement) =>
        agreement.agreementId === item.strAgreementId && agreement.version === item.strVersion,
    ),
  );
  const parsed = createEnrollmentAgreementsSchema({
    bankWithdrawal: needsBankAccount(payment.strPaymentType),
  }).safeParse(agreementsFormOf({ liAccepted: current }));
  if (!parsed.success) return refusedBy('AGREEMENTS', fieldErrorsOf(parsed.error));
  return { kind: 'ok' };
}
