/**
 * /compliance-and-legal (spec section 2). The intro naming the federal plan or the individual
 * plans, and the documents' addresses, are edition content (`complianceIntro`, `policyDocuments`).
 */
export const complianceCopy = {
  heading: 'Compliance and legal documentation.',
  tableCaption: 'Compliance and legal documents',
  documentColumn: 'Document',
  fileColumn: 'File',
  download: 'Download',
  /** The rows, in order; each PDF's address is the edition's (`policyDocuments`). */
  documents: [
    { name: 'Privacy Notice', document: 'privacyNotice' },
    { name: 'Fraud Warnings', document: 'fraudWarnings' },
  ],
  /** Completes the link's accessible name after the word Download, e.g. "Download Privacy Notice (PDF)". */
  fileType: 'PDF',
} as const;
