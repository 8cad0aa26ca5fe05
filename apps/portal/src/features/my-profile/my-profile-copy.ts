/** My profile (spec section 2: /my-profile, the MY ACCOUNT menu's Profile; issue 22). */
export const myProfileCopy = {
  heading: 'My profile',
  lead: 'Keep your details up to date. Each part saves on its own.',
  loading: 'Loading your profile…',
  contents: 'On this page',
  save: 'SAVE',
  /** A section's summary while its form is loading. */
  opening: 'Opening the form…',
  none: 'None on file',
  /** After a section saved: the section's name in the sentence. */
  saved: (section: string) => `Your ${section} have been saved.`,
  savedOne: (section: string) => `Your ${section} has been saved.`,
  refusedFallback: 'This part of your profile cannot be changed online. Call customer care.',
  signedOut: 'Your session has ended. Log in again to save your changes.',

  personal: {
    heading: 'Personal details',
    intro: 'To change your name, date of birth or Social Security number, call customer care.',
    name: 'Name',
    dateOfBirth: 'Date of birth',
    ssn: 'Social Security number',
    /** The SSN as shown: the last four only. */
    maskedSsn: (last4: string) => `•••-••-${last4}`,
    notOnFile: 'Not on file',
  },

  phones: {
    heading: 'Phone numbers',
    savedName: 'phone numbers',
    primaryLabel: 'Primary phone',
    primaryHint: '10 digits, for example 202-555-0143.',
    primaryTypeLabel: 'Primary phone type',
    alternateLabel: 'Alternate phone (optional)',
    alternateTerm: 'Alternate phone',
    change: 'Change phone numbers',
    alternateTypeLabel: 'Alternate phone type',
    chooseType: 'Choose a type',
    noticeHint: 'We will send a notice to your email when your phone numbers change.',
  },

  emails: {
    heading: 'Email addresses',
    savedName: 'email addresses',
    workLabel: 'Work email',
    confirmWorkLabel: 'Confirm work email',
    otherLabel: 'Other email (optional)',
    otherTerm: 'Other email',
    change: 'Change email addresses',
    otherHint: 'It must be different from your work email.',
    confirmOtherLabel: 'Confirm other email',
    flagged: 'This email was marked invalid. Enter a working email to fix it.',
  },

  addresses: {
    heading: 'Addresses',
    savedName: 'addresses',
    flaggedResidence: 'Your home address was marked invalid. Check it and save it again.',
    flaggedMailing: 'Your mailing address was marked invalid. Check it and save it again.',
    change: 'Change addresses',
    sameAsHome: 'Same as home address',
  },

  notification: {
    heading: 'Notification preference',
    savedName: 'notification preference',
    legend: 'How would you like to hear from us?',
    term: 'How we contact you',
    change: 'Change notification preference',
    consentLabel: 'I agree to receive notices about my plan by email.',
    consentHint: 'Needed for email notices.',
  },

  marketing: {
    heading: 'Marketing preferences',
    savedName: 'marketing preferences',
    intro: 'Choose which news you would like from us, topic by topic.',
    change: 'Change marketing preferences',
    options: { Y: 'Yes', N: 'No' },
  },

  service: {
    heading: 'Your service',
    savedName: 'service details',
    intro: 'Your branch of service and, for a family member, your sponsor.',
    branchLabel: 'Branch of service',
    chooseBranch: 'Choose a branch',
    statusLegend: 'Status',
    reserveLegend: 'Reservist or guardsman',
    sponsorLegend: 'Your sponsor',
    sponsorFirstName: 'Sponsor’s first name',
    sponsorLastName: 'Sponsor’s last name',
    sponsorDateOfBirth: 'Sponsor’s date of birth',
    sponsorSsn: 'Sponsor’s Social Security number',
    sponsorSsnOnFile: 'On file. Leave blank to keep it.',
  },
} as const;

/**
 * The marketing sections (spec section 3: codes A, C, M, P, B, S; their meanings are not shown
 * there, so these names are ours).
 */
export const marketingSectionLabels = {
  A: 'Account news',
  C: 'Coverage and plan changes',
  M: 'Member offers',
  P: 'Partner programs',
  B: 'Billing reminders',
  S: 'Surveys',
} as const;
