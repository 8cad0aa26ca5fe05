/**
 * Spec section 7: the policy PDFs the compliance page offers, from assets/policy-documents. Each
 * edition names its own ('-pb' the individual plans', as privacy-notice-pb): the individual plans'
 * notices say nothing of payroll deduction, agencies or the federal plan.
 */
export const policyDocuments = {
  federal: {
    privacyNotice: '/assets/policy-documents/privacy-notice.pdf',
    fraudWarnings: '/assets/policy-documents/fraud-warnings.pdf',
  },
  individual: {
    privacyNotice: '/assets/policy-documents/privacy-notice-pb.pdf',
    fraudWarnings: '/assets/policy-documents/fraud-warnings-pb.pdf',
  },
} as const;

export type PolicyDocuments = { privacyNotice: string; fraudWarnings: string };
