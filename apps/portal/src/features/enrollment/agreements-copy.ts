/**
 * Enrolling, 'Agreements' (issue 21; spec section 2's confirmation page titles). The agreements'
 * titles, texts and box labels are the service's, each with its version
 * (content/enrollment/enrollment-copy.json); these words around them are ours. The message of a
 * box left unticked is the catalogue's ('agreementRequired').
 */
export const agreementsCopy = {
  heading: 'Agreements',
  lead: 'Read each agreement and tick its box to agree to it. You need to agree to all of them to enroll.',
  loading: 'Loading the agreements…',
  /** Under the bank authorization: the bank it authorizes, masked. */
  bankNamed: (bankLabel: string) => `Bank account: ${bankLabel}`,
} as const;
