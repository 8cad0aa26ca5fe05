import { z } from 'zod/mini';
import { requiredConsent } from './field-schemas.js';

/**
 * Enrollment, 'Agreements' (spec section 2's confirmation page titles): the terms and conditions
 * always; with automatic bank withdrawal also its terms and the bank authorization. Each box must
 * be ticked (`agreementRequired`).
 */
export function createEnrollmentAgreementsSchema({ bankWithdrawal }: { bankWithdrawal: boolean }) {
  const agreed = requiredConsent('agreementRequired');
  return bankWithdrawal
    ? z.object({ termsAndConditions: agreed, abwTerms: agreed, bankAuthorization: agreed })
    : z.object({ termsAndConditions: agreed });
}

export type EnrollmentAgreementsForm = z.infer<ReturnType<typeof createEnrollmentAgreementsSchema>>;
