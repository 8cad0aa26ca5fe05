/** Spec section 7: the policy PDFs the compliance page offers, from assets/policy-documents. */
export const policyDocuments = {
  privacyNotice: '/assets/policy-documents/privacy-notice.pdf',
  fraudWarnings: '/assets/policy-documents/fraud-warnings.pdf',
} as const;
