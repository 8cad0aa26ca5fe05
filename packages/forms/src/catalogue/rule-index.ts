import type { ErrorMessageKey } from './error-catalogue.js';

/*
 * What the docs page (apps/docs, Forms/Rules) renders: every rule with the exported function or
 * schema that implements it and the messages it reports. A test checks that each `rule` is an
 * export of the package and each key is in the catalogue, so this list cannot drift from the code.
 */

export type RuleArea =
  | 'Sign-in and identity'
  | 'Contact details'
  | 'Addresses'
  | 'Banks and payments'
  | 'Ages and relationships'
  | 'Dates'
  | 'Plans'
  | 'New passwords'
  | 'Account state';

export type FormRule = {
  /** The export that implements the rule. */
  readonly rule: string;
  readonly area: RuleArea;
  /** The rule in plain words. */
  readonly description: string;
  /** Where the spec states it. */
  readonly spec: string;
  /** The messages the rule reports (field error keys or catalogue keys). */
  readonly messageKeys: readonly ErrorMessageKey[];
};

export const formRules: readonly FormRule[] = [
  // Sign-in and identity
  {
    rule: 'isBlank',
    area: 'Sign-in and identity',
    description: 'A value of only spaces counts as empty: every required field refuses it.',
    spec: '5',
    messageKeys: ['required'],
  },
  {
    rule: 'isSingleLineText',
    area: 'Sign-in and identity',
    description:
      'Every one-line text field (user ids, names, passwords, answers, search words) refuses control characters: U+0000 to U+001F, U+007F to U+009F.',
    spec: 'ours (security review, issue 14)',
    messageKeys: ['pattern'],
  },
  {
    rule: 'isMultiLineText',
    area: 'Sign-in and identity',
    description:
      'A text area (the contact message) refuses the same control characters but tab, line feed and carriage return.',
    spec: 'ours (security review, issue 14)',
    messageKeys: ['pattern'],
  },
  {
    rule: 'loginFormSchema',
    area: 'Sign-in and identity',
    description:
      'Login: user id required, at most 50 characters; password required, at most 20; neither holds a control character.',
    spec: '5, 9',
    messageKeys: ['required', 'maxlength', 'pattern'],
  },
  {
    rule: 'isUsernameAnSsn',
    area: 'Sign-in and identity',
    description:
      'A username cannot be an SSN: nine digits once dashes, spaces and dots are removed.',
    spec: '5',
    messageKeys: ['usernameIsSsn'],
  },
  {
    rule: 'isValidSsn',
    area: 'Sign-in and identity',
    description:
      'An SSN is nine digits (plain or 123-45-6789); 000000000 and 999999999 are refused.',
    spec: '5, 9',
    messageKeys: ['invalidSsn'],
  },
  {
    rule: 'hasClaimNumberMinDigits',
    area: 'Sign-in and identity',
    description: 'A claim number has at least 11 digits.',
    spec: '5, 9',
    messageKeys: ['minlength'],
  },
  {
    rule: 'needsClaimNumber',
    area: 'Sign-in and identity',
    description:
      'Annuitants, survivors, court-ordered spouses and compensationers give a claim number.',
    spec: '5 (our reading)',
    messageKeys: ['required'],
  },
  {
    rule: 'isStatusOfAffiliation',
    area: 'Sign-in and identity',
    description: 'Three-letter statuses are uniformed (M), the others federal civilian (F).',
    spec: '4',
    messageKeys: ['employmentStatusNotForAffiliation'],
  },
  {
    rule: 'invalidSignInOutcome',
    area: 'Sign-in and identity',
    description:
      'After an invalid sign-in: 1 or 2 attempts show invalid credentials, 3 to 5 the multiple-attempts message, more than 5 the need-help flow.',
    spec: '4, 9',
    messageKeys: ['invalidCredentials', 'multipleAttempts'],
  },
  {
    rule: 'securityQuestionsSchema',
    area: 'Sign-in and identity',
    description: 'Three security questions, each answered, no question twice.',
    spec: '2 (three is ours)',
    messageKeys: ['required', 'securityQuestionRepeated'],
  },
  {
    rule: 'normaliseSecurityAnswer',
    area: 'Sign-in and identity',
    description:
      'Security answers are compared trimmed, with single spaces and without regard to case; a wrong answer asks another question.',
    spec: '8 (normalising is ours)',
    messageKeys: ['invalidSecurityAnswer'],
  },
  {
    rule: 'createFindAccountSchema',
    area: 'Sign-in and identity',
    description:
      'Finding an account takes the last name, SSN and date of birth; any mismatch gets one answer, whichever fact was wrong.',
    spec: '2, 8',
    messageKeys: ['required', 'invalidSsn', 'dateOfBirthNotBeforeToday', 'accountNotFound'],
  },
  {
    rule: 'createTwoStepSettingsSchema',
    area: 'Sign-in and identity',
    description:
      'Two-step codes by text message need a mobile phone on the profile; by email, an address not flagged invalid.',
    spec: '3, 4',
    messageKeys: ['smsNeedsMobilePhone', 'emailCodesNeedValidEmail'],
  },
  {
    rule: 'oneTimeCodeSchema',
    area: 'Sign-in and identity',
    description: 'A one-time code is six digits; right, expired or failed is the service’s answer.',
    spec: '8 (six is ours)',
    messageKeys: [
      'pattern',
      'oneTimeCodeInvalid',
      'oneTimeCodeExpired',
      'oneTimeCodeRepeatedFailure',
    ],
  },

  // Contact details
  {
    rule: 'isEmailAddress',
    area: 'Contact details',
    description:
      'An email address has one @, no spaces and a dotted domain, at most 254 characters.',
    spec: '5',
    messageKeys: ['invalidEmail'],
  },
  {
    rule: 'doEmailsMatch',
    area: 'Contact details',
    description: 'Email and confirm email must match (ignoring case); reported on confirm email.',
    spec: '5',
    messageKeys: ['emailMismatch'],
  },
  {
    rule: 'doEmailsDiffer',
    area: 'Contact details',
    description: 'Primary and secondary emails must differ; reported on the secondary email.',
    spec: '5',
    messageKeys: ['emailDiffers'],
  },
  {
    rule: 'hasGivenElectronicConsent',
    area: 'Contact details',
    description:
      'The member must agree to electronic communication (also when choosing email notices).',
    spec: '5',
    messageKeys: ['consentRequired'],
  },
  {
    rule: 'isUsPhoneNumber',
    area: 'Contact details',
    description: 'A phone number is a ten-digit North American number.',
    spec: '3 (format is ours)',
    messageKeys: ['invalidPhone'],
  },
  {
    rule: 'createContactMethodsSchema',
    area: 'Contact details',
    description: 'Codes or alerts by text message need a mobile phone on the profile.',
    spec: '3 (ours)',
    messageKeys: ['smsNeedsMobilePhone'],
  },

  // Addresses
  {
    rule: 'isZipCode',
    area: 'Addresses',
    description:
      'A zip code is five digits or ZIP+4; the residence and mailing zips each have a message.',
    spec: '5',
    messageKeys: ['invalidZipCode', 'invalidMailingZipCode'],
  },
  {
    rule: 'createAddressSchema',
    area: 'Addresses',
    description:
      'The residence state must be eligible for the product (the service says which are).',
    spec: '5, 8',
    messageKeys: ['stateNotEligible'],
  },
  {
    rule: 'planSearchZip',
    area: 'Addresses',
    description: 'Plan search outside the US uses zip 99999.',
    spec: '4',
    messageKeys: [],
  },

  // Enrolling (issue 21)
  {
    rule: 'hireDateProblem',
    area: 'Dates',
    description:
      'A new hire enrolls from the hire date to 60 days after it; a belated enrollment in the 60 days after that (ours); a hire date after today cannot be used yet.',
    spec: '4 (codes 19 to 21, 26, 27), 5; belated window ours',
    messageKeys: ['hireDateInFuture', 'dateOutsideEnrollmentWindow'],
  },
  {
    rule: 'coverageDateProblem',
    area: 'Dates',
    description:
      'Coverage starts on the first of a month, not before the base coverage date, at most 31 days ahead (open season: its date), and inside the plan year.',
    spec: '5 (Date windows), 8',
    messageKeys: [
      'coverageDateNotFirstOfMonth',
      'dateOutsideEnrollmentWindow',
      'noPayPeriodsRemainForPlanYear',
    ],
  },
  {
    rule: 'coveredFamilySchema',
    area: 'Plans',
    description:
      'The coverage tier matches the number of family members covered: none Self Only, one Self Plus One, two or more Self and Family.',
    spec: '5',
    messageKeys: ['planTypeFamilyMismatch'],
  },
  {
    rule: 'paymentTypesFor',
    area: 'Banks and payments',
    description:
      "The payment methods offered: the deduction of the member's employment status (payroll, annuity, compensation, military or retirement pay), then automatic bank withdrawal and direct bill, as the program offers them.",
    spec: '3, 4 (codes 14 to 17, 34 to 36); the choice is ours',
    messageKeys: ['paymentTypeNotOffered'],
  },
  {
    rule: 'createEnrollmentAgreementsSchema',
    area: 'Banks and payments',
    description:
      'The terms and conditions must be accepted, and with automatic bank withdrawal its terms and the bank authorization.',
    spec: '2 (confirmation page titles)',
    messageKeys: ['agreementRequired'],
  },
  // Banks and payments
  {
    rule: 'isRoutingNumberLength',
    area: 'Banks and payments',
    description: 'A routing number is exactly nine digits.',
    spec: '5',
    messageKeys: ['routingNumberLength'],
  },
  {
    rule: 'hasAbaChecksum',
    area: 'Banks and payments',
    description: 'Routing number digits weighted 3, 7, 1 repeating sum to a multiple of 10.',
    spec: '5',
    messageKeys: ['invalidRoutingNumber'],
  },
  {
    rule: 'doAccountNumbersMatch',
    area: 'Banks and payments',
    description: 'The account number typed twice must match; reported on the second.',
    spec: '5',
    messageKeys: ['accountNumberMismatch'],
  },
  {
    rule: 'isAccountNumber',
    area: 'Banks and payments',
    description: 'An account number is 4 to 17 digits.',
    spec: '5 (limits are ours)',
    messageKeys: ['pattern'],
  },
  {
    rule: 'createPaymentSchema',
    area: 'Banks and payments',
    description: 'Choosing to pay another amount requires the amount.',
    spec: '5',
    messageKeys: ['otherAmount'],
  },
  {
    rule: 'parseDollarsToCents',
    area: 'Banks and payments',
    description: 'Amounts are read as integer cents ($1,234.56); anything else is not an amount.',
    spec: '5',
    messageKeys: ['invalidAmount'],
  },
  {
    rule: 'isPositiveAmount',
    area: 'Banks and payments',
    description: 'An amount must be greater than $0.00.',
    spec: '5',
    messageKeys: ['invalidAmount'],
  },
  {
    rule: 'isUnderPaymentTotalLimit',
    area: 'Banks and payments',
    description: 'The total payment must be under $10,000 ($9,999.99 is the most).',
    spec: '5, 9',
    messageKeys: ['paymentTotalLimit'],
  },
  {
    rule: 'isWithinAmountDue',
    area: 'Banks and payments',
    description: 'Dental, vision and federal health payments may not exceed the amount due.',
    spec: '5 (which programs is ours)',
    messageKeys: ['morePayAmount'],
  },
  {
    rule: 'isPaymentDateOnWeekday',
    area: 'Banks and payments',
    description: 'A payment date cannot be a Saturday or Sunday.',
    spec: '5, 8',
    messageKeys: ['paymentDateWeekend'],
  },
  {
    rule: 'nextBusinessDay',
    area: 'Banks and payments',
    description:
      'A payment starts the next business day in Eastern time: weekends go to Monday, a weekday at or after 19:00 to the next business day (Friday to Monday).',
    spec: '5, 9',
    messageKeys: ['paymentDateTooEarly'],
  },
  {
    rule: 'bankRecordState',
    area: 'Banks and payments',
    description:
      'A bank can be deleted only when not in use (status N, delete flag Y); E is In use, FE Pending Use.',
    spec: '2, 4',
    messageKeys: ['noSavedBankAccounts'],
  },

  // Ages and relationships
  {
    rule: 'isBornBeforeToday',
    area: 'Ages and relationships',
    description: 'A date of birth must be before today.',
    spec: '5',
    messageKeys: ['dateOfBirthNotBeforeToday'],
  },
  {
    rule: 'isOldEnoughToEnrollOnline',
    area: 'Ages and relationships',
    description: 'Online enrollment requires age 13 or older.',
    spec: '5, 9',
    messageKeys: ['underOnlineEnrollmentAge'],
  },
  {
    rule: 'isSpouseOldEnough',
    area: 'Ages and relationships',
    description: 'A spouse is at least 16.',
    spec: '5, 9',
    messageKeys: ['spouseUnder16'],
  },
  {
    rule: 'sponsorNeedsCustomerService',
    area: 'Ages and relationships',
    description: 'A sponsor younger than 17 is set up by customer service.',
    spec: '5, 9',
    messageKeys: ['sponsorNeedsCustomerService'],
  },
  {
    rule: 'survivorNeedsCustomerService',
    area: 'Ages and relationships',
    description: 'A survivor younger than 16 enrolls through customer service.',
    spec: '5',
    messageKeys: ['survivorNeedsCustomerService'],
  },
  {
    rule: 'isChildEligibleAtAge',
    area: 'Ages and relationships',
    description: 'A child 22 or older must be incapable of self-support.',
    spec: '5',
    messageKeys: ['childOver22MustBeIncapable'],
  },
  {
    rule: 'didIncapacityBeginBeforeAgeLimit',
    area: 'Ages and relationships',
    description: 'An incapacitated child’s incapacity must have begun before age 22.',
    spec: '5 (our reading)',
    messageKeys: ['incapacityAgeLimit'],
  },
  {
    rule: 'doesRelationshipMatchDateOfBirth',
    area: 'Ages and relationships',
    description:
      'The relationship code must fit the age: U, T, F, A, R under 22; X, W, B, V, Y under 21; D 21 to 23; P 22 or older; I 21 or older; S at least 16; H any.',
    spec: '3, 5',
    messageKeys: ['childRelationshipMismatch', 'studentRelationshipMismatch', 'spouseUnder16'],
  },

  // Dates
  {
    rule: 'effectiveDateWindow',
    area: 'Dates',
    description:
      'An effective date is at most 60 days back and 31 days ahead; adding a child, or removing after a death or divorce, ends today.',
    spec: '5, 9',
    messageKeys: ['dateOutsideEnrollmentWindow'],
  },
  {
    rule: 'effectiveDateProblem',
    area: 'Dates',
    description:
      'A family member’s add or remove date may not be too far ahead, too far back, or before the plan started.',
    spec: '5, 8',
    messageKeys: [
      'addFamilyDateTooFarAhead',
      'addFamilyDateTooFarBack',
      'removeFamilyDateTooFarAhead',
      'removeFamilyDateTooFarBack',
      'familyDateBeforePlanStart',
    ],
  },
  {
    rule: 'doesSpouseCoverageOverlap',
    area: 'Dates',
    description: 'A new spouse’s coverage may not overlap a previous spouse’s.',
    spec: '5',
    messageKeys: ['spouseCoverageOverlap'],
  },

  // Plans
  {
    rule: 'tierAfterRemoval',
    area: 'Plans',
    description:
      'After removing family members: two or more left is Self and Family, one is Self Plus One, none is Self Only; a different tier is flagged.',
    spec: '4',
    messageKeys: [],
  },
  {
    rule: 'doesPlanTypeMatchFamily',
    area: 'Plans',
    description: 'The coverage tier must match the number of covered family members.',
    spec: '5',
    messageKeys: ['planTypeFamilyMismatch', 'tooFewDependantsForFamilyPlan'],
  },
  {
    rule: 'planSearchDefaults',
    area: 'Plans',
    description:
      'Plan search uses the move’s zip and year for a move event, else zip 99999 outside the US; rate code R01.',
    spec: '4',
    messageKeys: [],
  },
  {
    rule: 'splitAnnualAmount',
    area: 'Plans',
    description:
      'A price per month or per paycheck is the annual amount divided by the periods (B 26, S 24, M 12, T 13), rounded half-up to the cent; the last period of the year absorbs the remainder, so the periods add up to the year.',
    spec: '3 (pay frequencies; the rounding is ours)',
    messageKeys: [],
  },
  {
    rule: 'planTierLabel',
    area: 'Plans',
    description:
      'Plan tier H is High in the federal edition (MFB) and Premium in the individual one (MP).',
    spec: '1, 3',
    messageKeys: [],
  },

  // New passwords
  {
    rule: 'isNewPasswordLength',
    area: 'New passwords',
    description: 'A new password is 12 to 20 characters, with no composition rules.',
    spec: '5 (policy is ours)',
    messageKeys: ['passwordLength'],
  },
  {
    rule: 'isPasswordTheUsername',
    area: 'New passwords',
    description: 'A new password may not be the username, ignoring case.',
    spec: '5',
    messageKeys: ['passwordIsUsername'],
  },
  {
    rule: 'isPreviousPassword',
    area: 'New passwords',
    description: 'A new password may not be one of the last five.',
    spec: '5, 8',
    messageKeys: ['passwordReused'],
  },
  {
    rule: 'isCommonPassword',
    area: 'New passwords',
    description:
      'A new password may not be a common breached password, even padded with digits or symbols or repeated.',
    spec: '5 (ours)',
    messageKeys: ['passwordCommon'],
  },
  {
    rule: 'createResetPasswordSchema',
    area: 'New passwords',
    description: 'The new password typed twice must match; reported on the second.',
    spec: '5',
    messageKeys: ['passwordMismatch'],
  },
  {
    rule: 'createChangePasswordSchema',
    area: 'New passwords',
    description:
      'Changing a password needs the current one; the new one may not be the current one, and the service refuses a wrong current password.',
    spec: '2, 5 (ours)',
    messageKeys: ['required', 'passwordReused', 'currentPasswordIncorrect'],
  },

  // The legal savings calculator
  {
    rule: 'isAttorneyHours',
    area: 'Plans',
    description: 'Hours of attorney time are whole hours or one decimal place, from 0 to 200.',
    spec: '2 (ours)',
    messageKeys: ['invalidHours', 'hoursRequired'],
  },
  {
    rule: 'estimateLegalSavings',
    area: 'Plans',
    description:
      'Savings are the covered hours at $370.00 an hour less 12 monthly prices of the chosen tier; hours on matters the tier does not cover do not count.',
    spec: '1, 9',
    messageKeys: [],
  },

  // Account state
  {
    rule: 'hasPendingAction',
    area: 'Account state',
    description:
      'A pending action (the alerts dot) is an email or address flagged with the insert marker.',
    spec: '4',
    messageKeys: ['contactMethodsInvalid'],
  },
  {
    rule: 'canLogOutDirectly',
    area: 'Account state',
    description:
      'Logging out directly needs the profile and sponsor steps complete; otherwise the dialog asks.',
    spec: '4',
    messageKeys: ['incompleteProfile'],
  },
  {
    rule: 'enrollmentAgeProblem',
    area: 'Ages and relationships',
    description:
      'The person enrolling: born before today; a survivor annuitant under 16 goes to customer service; online enrollment needs 13 or older (on the birthday).',
    spec: '5',
    messageKeys: [
      'dateOfBirthNotBeforeToday',
      'survivorNeedsCustomerService',
      'underOnlineEnrollmentAge',
    ],
  },
  {
    rule: 'isEnrollingAsOffered',
    area: 'Account state',
    description:
      "Who is enrolling: the federal edition offers employee, annuitant, postal employee, survivor annuitant, military member and a sponsor's family member; the individual edition individuals only.",
    spec: '1, 6',
    messageKeys: ['enrollingAsNotOffered'],
  },
  {
    rule: 'addressCheckOutcome',
    area: 'Addresses',
    description:
      "A ZIP must exist and lie in the state given (the service's ZIP dataset); otherwise candidates are offered, and 'keep what I entered' is recorded as unchecked.",
    spec: '5',
    messageKeys: ['zipNotFound', 'zipStateMismatch', 'mailingZipStateMismatch'],
  },
  {
    rule: 'eligibilityStartStep',
    area: 'Account state',
    description:
      'Editing an affiliation starts at federal affiliation for civilian statuses, else uniformed affiliation (one program) or branch of service.',
    spec: '4',
    messageKeys: [],
  },
];

/** The schemas of the package, one per form of the portal, for the docs page. */
export const formSchemaIndex = [
  { schema: 'loginFormSchema', form: 'Login', options: '' },
  {
    schema: 'createGetStartedSchema',
    form: 'Account creation: get started',
    options: 'today, productLine, isKnownAgency?',
  },
  {
    schema: 'createPersonalInfoSchema',
    form: 'Account creation: personal info',
    options: 'today, enrollingAs?, ssnSaved?',
  },
  {
    schema: 'createBranchOfServiceSchema',
    form: 'Account creation: branch of service',
    options: 'today, sponsorIsMember?, sponsorSsnSaved?',
  },
  {
    schema: 'createIdentityFactsSchema',
    form: 'Incomplete profile (login code 18): date of birth and SSN',
    options: 'today, enrollingAs?',
  },
  {
    schema: 'createAddressSchema',
    form: 'Account creation: address; address edits',
    options: 'isStateEligible?',
  },
  { schema: 'credentialsSchema', form: 'Account creation: credentials', options: '' },
  {
    schema: 'accountCredentialsSchema',
    form: 'Account creation: the credentials page (credentials and security questions)',
    options: '',
  },
  { schema: 'securityQuestionsSchema', form: 'Account creation: security questions', options: '' },
  { schema: 'securityAnswerSchema', form: 'Login security question', options: '' },
  { schema: 'createFindAccountSchema', form: 'Find your account', options: 'today' },
  {
    schema: 'createResetPasswordSchema',
    form: 'Reset password',
    options: 'username?, previousPasswords?',
  },
  {
    schema: 'createProfileResetSchema',
    form: 'Profile reset (temporary-password link)',
    options: 'username?, needsSecurityQuestions',
  },
  {
    schema: 'createChangePasswordSchema',
    form: 'Security settings: change password',
    options: 'username?',
  },
  {
    schema: 'changeSecurityQuestionsSchema',
    form: 'Security settings: change security questions',
    options: '',
  },
  {
    schema: 'createTwoStepSettingsSchema',
    form: 'Security settings: two-step verification',
    options: 'hasMobilePhone, hasValidEmail?',
  },
  { schema: 'sendOneTimeCodeSchema', form: 'Two-step verification: send code', options: '' },
  { schema: 'oneTimeCodeSchema', form: 'Two-step verification: enter code', options: '' },
  { schema: 'affiliationSchema', form: 'Eligibility and affiliation', options: '' },
  { schema: 'createDependantSchema', form: 'Add or edit a family member', options: 'today' },
  {
    schema: 'createQleEventDateSchema',
    form: 'Qualifying life event date',
    options: 'today, change?, planStartDate?',
  },
  { schema: 'createPlanSelectionSchema', form: 'Plan selection', options: 'coveredDependants' },
  { schema: 'bankAccountSchema', form: 'Bank account', options: '' },
  {
    schema: 'createEnrollmentReasonSchema',
    form: 'Enrollment: why and when',
    options: 'today, hireDateOnFile?',
  },
  { schema: 'coveredFamilySchema', form: 'Enrollment: who is covered', options: '' },
  { schema: 'createPaymentMethodSchema', form: 'Enrollment: how to pay', options: 'offered' },
  {
    schema: 'createEnrollmentAgreementsSchema',
    form: 'Enrollment: agreements',
    options: 'bankWithdrawal',
  },
  {
    schema: 'createPaymentSchema',
    form: 'Payment',
    options: 'program, amountDue, otherPaymentsTotal?, earliestPaymentDate?',
  },
  { schema: 'contactSchema', form: 'Contact us', options: '' },
  { schema: 'createLegalCalculatorSchema', form: 'Legal savings calculator', options: 'matterIds' },
  { schema: 'profileSchema', form: 'My profile', options: '' },
  { schema: 'profilePhonesSchema', form: 'My profile: phones', options: '' },
  { schema: 'profileEmailsSchema', form: 'My profile: emails', options: '' },
  {
    schema: 'notificationPreferenceSchema',
    form: 'My profile: notification preference',
    options: '',
  },
  {
    schema: 'marketingPreferencesSchema',
    form: 'My profile: marketing preferences',
    options: '',
  },
  { schema: 'confirmItsYouSchema', form: "Confirm it's you (password)", options: '' },
  {
    schema: 'createContactMethodsSchema',
    form: 'Security settings: contact methods',
    options: 'hasMobilePhone',
  },
] as const;
