/** The words of a signed-in member completing the profile that the account-creation steps lack. */
export const memberStepCopy = {
  loading: 'Loading your profile…',
  /** Only a hash of the sponsor's SSN is kept: no last four digits to show. */
  sponsorSsnOnFile: 'On file. Leave it blank to keep it, or type it again to change it.',
} as const;
