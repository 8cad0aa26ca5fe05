import type { EnrollmentConfirmation } from '@portal/api/enrollment';
import { costOf } from './plan-answers.js';

/** The id of the enrollment the page tests submit and confirm. */
export const confirmedEnrollmentId = '5f0c8a52-3c1e-4d6b-9a57-2f4f1e0b6c11';

/**
 * What submitUserEnrollment and fetchEnrollmentConfirmation answer, for page tests: Jordan
 * Rivera's High, Self Only, 2026 by payroll (the draft of enrollmentDraftAt('REVIEW')), shaped by
 * the contract; the words of what happens next are the service's for payroll.
 */
export function enrollmentConfirmationOf(
  changes: Partial<EnrollmentConfirmation> = {},
): EnrollmentConfirmation {
  return {
    strEnrollmentId: confirmedEnrollmentId,
    strPolicyNbr: 'LAW-2026-7100000001',
    strProgId: 'LAW',
    strProgramNm: 'Legal plan',
    strPayYear: '2026',
    strEnrlType: 'newHire',
    strStatus: 'pending',
    objPlan: { strPlanId: 'LAW-H', strProgId: 'LAW', strPlanTier: 'H', strPlanNm: 'High' },
    strCoverageTier: 'S',
    strCoverageTierDesc: 'Self Only',
    dtEffDate: '2026-12-06',
    objCost: costOf('LAW-H', 'S'),
    strPaymentType: '14',
    strPaymentTypeDesc: 'Payroll',
    strBankMasked: null,
    liCoveredPersons: [
      {
        strPersonId: '7100000001',
        strFirst_Nm: 'Jordan',
        strLast_Nm: 'Rivera',
        strRole: 'self',
        strRelationship: null,
        strRelationshipDesc: 'Enrollee',
        dtFromDate: '2026-12-06',
      },
    ],
    liNextSteps: [
      'Your agency will start the payroll deduction. Until it does, your enrollment shows as pending on your dashboard.',
      'Download your declarations for your records. They list your plan, who is covered and what it costs.',
    ],
    dtSubmittedAt: '2026-11-25T15:05:00.000Z',
    strDeclarationsDocumentId: confirmedEnrollmentId,
    ...changes,
  };
}
