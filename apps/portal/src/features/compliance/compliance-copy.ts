import { policyDocuments } from '../../content/policy-documents.js';

/**
 * /compliance-and-legal (spec section 2). The intro naming the federal plan or the individual
 * plans is edition content (`complianceIntro`).
 */
export const complianceCopy = {
  heading: 'Compliance and legal documentation.',
  tableCaption: 'Compliance and legal documents',
  documentColumn: 'Document',
  fileColumn: 'File',
  download: 'Download',
  documents: [
    { name: 'Privacy Notice', href: policyDocuments.privacyNotice },
    { name: 'Fraud Warnings', href: policyDocuments.fraudWarnings },
  ],
  /** Completes the link's accessible name after the word Download, e.g. "Download Privacy Notice (PDF)". */
  fileType: 'PDF',
} as const;
