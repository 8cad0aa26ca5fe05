/** The words of a signed-in member completing the profile that the account-creation steps lack. */
export const memberStepCopy = {
  loading: 'Loading your profile…',
  /** Only a hash of the sponsor's SSN is kept: no last four digits to show. */
  sponsorSsnOnFile: 'On file. Leave it blank to keep it, or type it again to change it.',
} as const;

/** Login code 18: the account has no date of birth and SSN yet. */
export const memberIdentityCopy = {
  heading: 'Confirm who you are',
  lead: 'We need your date of birth and Social Security number to finish your profile. They are kept securely and never shown in full.',
} as const;
