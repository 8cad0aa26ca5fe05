import type { Bank } from '@portal/api/banks';
import type {
  AcceptedAgreement,
  Dependent,
  EnrollmentDraft,
  FamilyVo,
  PaymentVo,
  ReasonVo,
} from '@portal/api/enrollment';
import type { PlanCost } from '@portal/api/plans';
import {
  useBankAccounts,
  useEnrollmentAgreements,
  useHighLowPlan,
  useUserDependents,
} from '@portal/api/swr';
import type { ProgramId } from '@portal/forms/code-lists';
import type { PlanChoice } from '../../session/plan-choice-store.js';

/** Everything 'Check your answers' shows: the draft's answers and what their ids name. */
export type ReviewedAnswers = {
  reason: ReasonVo;
  family: FamilyVo;
  payment: PaymentVo;
  agreements: AcceptedAgreement[];
  plan: { name: string; cost: PlanCost };
  /** The family members covered, in the order chosen. */
  covered: Dependent[];
  /** The bank of automatic bank withdrawal (masked), else null. */
  bank: Bank | null;
  /** Each agreement's title as the service words it (spec section 2's confirmation page titles). */
  agreementTitles: ReadonlyMap<string, string>;
};

export type ReviewedAnswersState =
  | { kind: 'loading' }
  | { kind: 'failed' }
  | { kind: 'ready'; answers: ReviewedAnswers };

/** The plan choice, when it is the plan, year and tier the draft holds (no call needed). */
function choiceFor(choice: PlanChoice | null, reason: ReasonVo | null, family: FamilyVo | null) {
  return choice &&
    reason &&
    family &&
    choice.strPlanId === reason.strPlanId &&
    choice.strPayYear === reason.strPayYear &&
    choice.strCoverageTier === family.strCoverageTier
    ? { name: choice.strPlanNm, cost: choice.objCost }
    : null;
}

/**
 * Reads what the draft's ids stand for: the plan's name and cost at the draft's tier (the plan
 * chosen on /tools/select-plan when it matches, else getHighLowPlan), the family members covered
 * (fetchUserDependent), the bank (fetchUserBankDetails, only for automatic bank withdrawal) and
 * the agreements' titles. Each read is one the other steps make too, so SWR has most of them.
 */
export function useReviewedAnswers(
  memberId: string,
  programId: ProgramId,
  draft: EnrollmentDraft,
  planChoice: PlanChoice | null,
): ReviewedAnswersState {
  const { objReason: reason, objFamily: family, objPayment: payment } = draft;
  const chosen = choiceFor(planChoice, reason, family);
  const plans = useHighLowPlan(chosen || !reason || !family ? null : memberId, {
    strProgId: programId,
    strPayYear: reason?.strPayYear,
    strCoverageTier: family?.strCoverageTier,
    strFlowType: 'enroll',
  });
  const dependents = useUserDependents(memberId);
  const needsBank = Boolean(payment?.lnBankId);
  const banks = useBankAccounts(needsBank ? memberId : null);
  const titles = useEnrollmentAgreements(memberId, programId, payment?.strPaymentType ?? null);

  const reads = [needsBank ? banks : null, dependents, titles, chosen ? null : plans];
  if (reads.some((read) => read && read.error !== undefined && read.data === undefined)) {
    return { kind: 'failed' };
  }
  if (!reason || !family || !payment) return { kind: 'failed' };
  const priced = plans.data?.liPlans.find((plan) => plan.strPlanId === reason.strPlanId);
  const plan = chosen ?? (priced ? { name: priced.strPlanNm, cost: priced.objCost } : null);
  if (!dependents.data || !titles.data || (needsBank && !banks.data) || !plan) {
    // A plan the service no longer prices (a year gone by) cannot be sent either.
    return plans.data && !plan ? { kind: 'failed' } : { kind: 'loading' };
  }
  const onFile = dependents.data;
  return {
    kind: 'ready',
    answers: {
      reason,
      family,
      payment,
      agreements: draft.liAgreements,
      plan,
      covered: family.liCoveredDependentIds.flatMap((id) => {
        const dependent = onFile.find((person) => person.strDependent_Id === id);
        return dependent ? [dependent] : [];
      }),
      bank: banks.data?.find((bank) => bank.lnBankId === payment.lnBankId) ?? null,
      agreementTitles: new Map(
        titles.data.map((agreement) => [agreement.strAgreementId, agreement.strTitle]),
      ),
    },
  };
}
