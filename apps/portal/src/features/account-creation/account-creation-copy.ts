/**
 * Account creation (spec sections 1, 2 and 5; issue 19). The spec shows no page bodies: these
 * words are ours, except the messages of the error catalogue (@portal/forms), used as they are.
 */
export const accountCreationCopy = {
  caption: 'Create your account',
  back: 'Back',
  continue: 'Continue',
  loading: 'Loading your application…',
  tooManyRequests: 'You have tried too many times. Wait a few minutes, then try again.',
  stepAnnouncement: (step: number, total: number, heading: string) =>
    `Step ${step} of ${total}: ${heading}`,
  stepIndicatorLabel: 'Your progress',
  /** A saving step found no application (it ended, was finished or is older than 30 days). */
  startAgainLink: 'Start again',
  home: 'Return to home',
} as const;

export const getStartedCopy = {
  heading: 'Get started',
  lead: 'Tell us who is enrolling. Each step is saved when you continue, so you can leave and come back to it for 30 days.',
  enrollingAsLegend: 'Who is enrolling?',
  dateOfBirthLabel: 'Date of birth',
  dateOfBirthHint: 'For example, 27 3 1985',
  agencySearchLabel: 'Find your agency',
  agencySearchHint: 'Type at least two letters of its name, or its code.',
  agencyLegend: 'Your agency',
  agencyNoMatch: (text: string) =>
    `No agency matches “${text}”. Check the spelling, or try its code.`,
  agencyMatches: (count: number) =>
    count === 1 ? '1 agency matches.' : `${count} agencies match.`,
  annuityAgencyLabel: 'The retirement system that pays your annuity',
  resumeHeading: 'You have an application in progress',
  resumeBody: (step: string, until: string) =>
    `You stopped at “${step}”. We keep what you typed until ${until}.`,
  resumeContinue: 'Continue your application',
  resumeStartAgain: 'Start again',
  startedAgain: 'Your saved application was deleted. Start a new one below.',
} as const;

/** The clear page an answer that ends online enrollment leads to (never a dead end). */
export const endedCopy = {
  heading: 'We need to help you by phone',
  changeAnswer: 'Change your answer',
  home: 'Return to home',
} as const;

/** About you; its name, date of birth and gender labels are every person's (person-fields-copy.ts). */
export const personalInfoCopy = {
  heading: 'About you',
  lead: 'Your name as it appears on your Social Security card.',
  dateOfBirthHint: 'For example, 27 3 1985',
  ssnLabel: 'Social Security number',
  ssnHint: 'Nine digits, for example 123-45-6789. It is hidden as you type.',
  ssnSavedHint: (lastFour: string) =>
    `Saved, ending in ${lastFour}. Leave it blank to keep it, or type it again to change it.`,
  marriedLegend: 'Marital status',
  phonesLegend: 'Phone',
  primaryPhoneLabel: 'Daytime phone',
  primaryPhoneTypeLabel: 'Daytime phone type',
  alternatePhoneLabel: 'Other phone (optional)',
  alternatePhoneTypeLabel: 'Other phone type',
  phoneHint: 'Ten digits, for example 202-555-0143.',
  emailsLegend: 'Email',
  workEmailLabel: 'Email address',
  confirmWorkEmailLabel: 'Confirm email address',
  otherEmailLabel: 'Other email address (optional)',
  otherEmailHint: 'It must be different from your email address.',
  notificationLegend: 'How should we send you notices?',
  consentLabel: 'I agree to receive communications from the plan electronically.',
  consentHint: 'Required to create an account online.',
} as const;

export const branchOfServiceCopy = {
  heading: 'Your service',
  leadMember: 'Tell us about your service in the uniformed services.',
  leadFamily: 'Tell us about your sponsor: the service member whose benefits you are covered by.',
  branchLabel: 'Branch of service',
  statusLegendMember: 'Your status',
  statusLegendFamily: "Your sponsor's status",
  reserveLegend: 'Reservist or guardsman?',
  sponsorLegend: 'Your sponsor',
  sponsorFirstName: "Sponsor's first name",
  sponsorLastName: "Sponsor's last name",
  sponsorDateOfBirth: "Sponsor's date of birth",
  sponsorSsn: "Sponsor's Social Security number",
  sponsorSsnHint: 'Nine digits. It is hidden as you type.',
} as const;

export const addressCopy = {
  heading: 'Your address',
  lead: 'Where you live in the United States, and where we should send mail.',
} as const;

export const credentialsCopy = {
  heading: 'Create your sign-in details',
  lead: 'You will log in with this username and password.',
  usernameLabel: 'Username',
  usernameHint: 'Up to 50 characters, no spaces. It cannot be your Social Security number.',
  usernameChecking: 'Checking whether this username is free…',
  usernameAvailable: 'This username is available.',
  passwordLabel: 'Password',
  confirmPasswordLabel: 'Confirm password',
  passwordRules: 'Use 12 to 20 characters. Avoid common passwords.',
} as const;

export const checkAnswersCopy = {
  heading: 'Check your answers',
  lead: 'Make sure everything is right before you create your account.',
  getStartedTitle: 'Who is enrolling',
  personalTitle: 'About you',
  serviceTitle: 'Your service',
  addressTitle: 'Your address',
  credentialsTitle: 'Sign-in details',
  change: 'Change',
  declarationHeading: 'Create your account',
  declaration:
    'By creating your account you confirm that the information you gave is true and complete.',
  submit: 'Create account',
  changeCredentials: 'Change your sign-in details',
  logIn: 'Log In',
  terms: {
    enrollingAs: 'Who is enrolling',
    dateOfBirth: 'Date of birth',
    agency: 'Agency',
    name: 'Name',
    ssn: 'Social Security number',
    gender: 'Gender',
    married: 'Marital status',
    primaryPhone: 'Daytime phone',
    alternatePhone: 'Other phone',
    workEmail: 'Email address',
    otherEmail: 'Other email address',
    notification: 'Notices by',
    branch: 'Branch of service',
    status: 'Status',
    reserve: 'Reservist or guardsman',
    sponsor: 'Sponsor',
    residence: 'Home address',
    mailing: 'Mailing address',
    username: 'Username',
    password: 'Password',
    questions: 'Security questions',
  },
  ssnEnding: (lastFour: string) => `Ending in ${lastFour}`,
  sameAsHome: 'Same as home address',
  passwordHidden: 'Set (hidden)',
  questionsChosen: (count: number) => `${count} chosen`,
  none: 'None',
  zipUnchecked: '(ZIP and state not checked)',
} as const;
