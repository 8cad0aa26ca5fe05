import type { EnrollmentDraft } from '@portal/api/enrollment';
import type { PlanChoice } from '../session/plan-choice-store.js';
import { costOf } from './plan-answers.js';

/*
 * What the enrollment calls answer, for page tests (issue 21), shaped by their contracts: a
 * member's draft at any step, and the plan choice a new enrollment starts from. Dates are fixed;
 * a test that needs 'today' pins the clock.
 */

/** High, Self and Family for 2026, chosen on /tools/select-plan (the demo catalogue's LAW-H). */
export function planChoiceOf(changes: Partial<PlanChoice> = {}): PlanChoice {
  return {
    strProgId: 'LAW',
    strFlowType: 'enroll',
    strPayYear: '2026',
    strCoverageTier: 'SF',
    strPlanId: 'LAW-H',
    strPlanNm: 'High',
    objCost: costOf('LAW-H', 'SF'),
    ...changes,
  };
}

/** A draft that stands at `nextStep`, with the answers of the steps before it. */
export function enrollmentDraftAt(
  nextStep: EnrollmentDraft['strNextStep'],
  changes: Partial<EnrollmentDraft> = {},
): EnrollmentDraft {
  const order = ['REASON', 'FAMILY', 'PAYMENT', 'AGREEMENTS', 'REVIEW'] as const;
  const done = (step: (typeof order)[number]) => order.indexOf(step) < order.indexOf(nextStep);
  return {
    strProgId: 'LAW',
    strNextStep: nextStep,
    dtDraftExpires: '2026-12-25T15:00:00.000Z',
    dtUpdatedAt: '2026-11-25T15:00:00.000Z',
    objReason: done('REASON')
      ? {
          strEnrlType: 'newHire',
          dtHireDate: '2026-11-02',
          strBelatedReason: null,
          strPlanId: 'LAW-H',
          strPayYear: '2026',
          dtEffDate: '2026-12-06',
        }
      : null,
    objFamily: done('FAMILY') ? { strCoverageTier: 'S', liCoveredDependentIds: [] } : null,
    objPayment: done('PAYMENT') ? { strPaymentType: '14', lnBankId: null } : null,
    liAgreements: done('AGREEMENTS')
      ? [
          {
            strAgreementId: 'termsAndConditions',
            strVersion: '2026-1',
            dtAcceptedAt: '2026-11-25T15:00:00.000Z',
          },
        ]
      : [],
    ...changes,
  };
}
