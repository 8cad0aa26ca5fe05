import type { ProductFlag } from '@portal/forms/code-lists';
import type { Generated, Insertable, Selectable } from 'kysely';

/*
 * Column conventions, the same on SQLite and PostgreSQL (only portable types are used):
 * - instants are ISO 8601 UTC text from Date#toISOString ('2026-01-31T14:05:00.000Z'); one fixed
 *   format means text comparison orders them correctly;
 * - calendar dates are ISO text 'YYYY-MM-DD';
 * - money is integer cents;
 * - yes/no facts of our own are integers 0 or 1; legacy code letters (Y/N, E/S, V/I...) stay text
 *   because the wire protocol speaks them;
 * - ids are text: member ids are the legacy-looking numbers members see, the rest are UUIDs made
 *   by the service, which avoids the dialects' different auto-increment syntax.
 */

export type Flag = 0 | 1;
export type YesNo = 'Y' | 'N';

export interface MembersTable {
  member_id: string;
  /** As the member typed it at sign-up; shown back to them. */
  user_id: string;
  /** Lower case, unique: sign-in matches the user id without regard to case. */
  user_id_normalized: string;
  product_line: ProductFlag;
  first_name: string;
  last_name: string;
  password_hash: string;
  day_time_phone: string | null;
  other_phone: string | null;
  /** M Mobile, H Home, W Work (spec section 3). */
  primary_phone_type: string | null;
  /** M Mobile, O Other. */
  secondary_phone_type: string | null;
  work_email: string | null;
  other_email: string | null;
  /** Preferred two-step method: E email, S SMS. */
  two_factor_pref: 'E' | 'S' | null;
  two_factor_enabled: Flag;
  email_user_pref: string | null;
  sms_user_pref: string | null;
  /** Contact-method markers: 'I' (insert) means an alert is pending, 'V' verified. */
  work_email_ind: string | null;
  other_email_ind: string | null;
  address_invalid_flag: string | null;
  mail_address_invalid_flag: string | null;
  /** FEDERAL (F) or MILITARY (M); null for individual customers. */
  affiliation: 'F' | 'M' | null;
  /** Employment status code of spec section 3 (F employee, A annuitant...). */
  employment_status: string | null;
  /**
   * Not read since migration 0010: profile completion is computed from the member's data
   * (accounts/profile-completion.ts). Kept so older rows and seeds still insert.
   */
  profile_complete: Flag;
  /**
   * Set when the account is locked for every address: after wrong answers to the sign-in security
   * question. Sign-in says so only to someone who gave the right password (auth/sign-in.ts).
   */
  locked_at: string | null;
  created_at: string;
  /** 1: the next sign-in asks a security question (set by an account recovery; migration 0005). */
  security_check_due: Generated<Flag>;
  // Migration 0010 (account creation); null for members created before it.
  /** Mr., Mrs., Ms. */
  name_prefix: string | null;
  middle_initial: string | null;
  /** II, III, IV, Sr, Jr. */
  name_suffix: string | null;
  /** Y married, N not. */
  marital_status: string | null;
  /** E email alone, L letter alone, B both (spec section 3). */
  notification_pref: string | null;
  /** When the member agreed to electronic communication. */
  electronic_consent_at: string | null;
}

export interface SessionsTable {
  session_id: string;
  /** SHA-256 of the bearer token, hex; the token itself is never stored. */
  token_hash: string;
  member_id: string;
  created_at: string;
  last_seen_at: string;
  /** The absolute limit: created_at + SESSION_ABSOLUTE_SECONDS. */
  expires_at: string;
  revoked_at: string | null;
  /** When the current token stops working (TOKEN_LIFETIME_SECONDS, capped at expires_at). */
  token_expires_at: string | null;
  /** The token a refresh replaced; it keeps working for a minute so calls in flight succeed. */
  previous_token_hash: string | null;
  previous_token_expires_at: string | null;
  /** SHA-256 of the refresh cookie; a refresh replaces it, so an old cookie is refused. */
  refresh_hash: string | null;
  /** The edition whose site issued the session (migration 0007): its token works there only. */
  product_line: ProductFlag;
  /**
   * The envelope's session key (migration 0008), wrapped under the service's process-only key
   * (platform/session-key-vault.ts); null for a session opened without one (encryption off).
   */
  session_key: string | null;
  /** The session key a refresh replaced: it works as long as previous_token_hash does. */
  previous_session_key: string | null;
  // Migration 0013 (issue 22): "confirm it's you".
  /** When the member last gave the password or a one-time code in this session. */
  reauthenticated_at: string | null;
  /** argon2id of the confirmation code sent, its method (E, S), end and tries. */
  reauth_code_hash: string | null;
  reauth_code_method: 'E' | 'S' | null;
  reauth_code_expires_at: string | null;
  reauth_code_attempts: Generated<number>;
}

/**
 * Failed sign-ins (migration 0007; auth/sign-in-failures.ts), per user id as typed (normalised,
 * known or not) and client address; client_address '*' counts them from every address.
 */
export interface SignInFailuresTable {
  /** SHA-256 of the normalised user id, hex. */
  user_key: string;
  /** SHA-256 of the client's address, hex; or '*' for the count from every address. */
  client_address: string;
  failed_count: number;
  last_failed_at: string;
  /** Set when the count reached its threshold; ends only with an account recovery. */
  locked_at: string | null;
}

/** Visitor envelopes already opened (migration 0007; platform/envelope-replay-queries.ts). */
export interface EnvelopeReplaysTable {
  /** SHA-256 of the envelope's one-time key, hex. */
  fingerprint: string;
  /** When the envelope's timestamp stops being fresh: the row is useless after it. */
  expires_at: string;
}

/**
 * Idempotency keys of state-changing calls (migration 0009; platform/idempotency.ts). A row is
 * running while `status_code` is null: `run_id` names the request that holds it until
 * `lease_expires_at`. Once answered, `status_code` and `answer` (the answer's JSON, sealed) are set.
 */
export interface IdempotencyKeysTable {
  /** 'member:<edition>:<member id>' or 'visitor:<edition>': whose key it is. */
  scope: string;
  /** As the client sent it in the Idempotency-Key header. */
  idempotency_key: string;
  /** SHA-256 (hex) of the method, path, scope and canonical body of the first request. */
  fingerprint: string;
  run_id: string;
  lease_expires_at: string | null;
  status_code: number | null;
  /** base64(IV ‖ ciphertext ‖ tag) of the answer's JSON text. */
  answer: string | null;
  created_at: string;
  /** 24 hours after created_at; pruned after it. */
  expires_at: string;
}

export interface DependentsTable {
  dependent_id: string;
  member_id: string;
  first_name: string;
  last_name: string;
  /** S Spouse, C Child, R Sibling, H Parent, D student family member 21 to 23. */
  dependent_type: string;
  /** Relationship code of spec section 3 (S spouse, X biological child under 21...). */
  relationship: string;
  date_of_birth: string;
  created_at: string;
  // Migration 0012 (issue 21): the rest of the dependant form and the record status.
  prefix: string | null;
  middle_initial: string | null;
  suffix: string | null;
  gender: string | null;
  /** The SSN sealed (enrollment/enrollment-secrets.ts); null when none was given. */
  ssn_sealed: string | null;
  ssn_last4: string | null;
  /** The service-wide argon2id lookup of the SSN (accounts/ssn-lookup.ts): dual enrollment. */
  ssn_lookup: string | null;
  incapable: Generated<YesNo>;
  incapacity_began_on: string | null;
  /** I inserted (on file), E enrolled (covered), R removed. */
  record_status: Generated<'I' | 'E' | 'R'>;
}

/** An enrollment (domain.md section 4; 0001, extended by migration 0011). */
export interface EnrollmentsTable {
  enrollment_id: string;
  member_id: string;
  program_id: string;
  /** The option of `plan_id`, kept beside it (0001's column). */
  plan_tier: 'S' | 'H';
  coverage_tier: 'S' | 'S1' | 'SF';
  effective_date: string;
  plan_year: number;
  /**
   * pending (submitted, not in force yet), active, future (starts after today: an open-season
   * election), cancelled, ended. A 'future' row whose effective date has come reads as active
   * (plans/enrollment-views.ts), so no job has to flip it.
   */
  status: EnrollmentStatus;
  created_at: string;
  // Migration 0011 (issue 20).
  /** The catalogue's plan (content/catalogue/plan-catalogue.json), e.g. 'LAW-H'. */
  plan_id: string | null;
  /** R01 unless a rate code says otherwise (spec section 4). */
  rate_code: Generated<string>;
  /** newHire, openSeason, belated, qle, reEnroll, individual (@portal/forms/plans). */
  kind: string | null;
  /** The last day of coverage: the plan year's end unless it ended sooner. */
  end_date: string | null;
  /** Spec section 3 payment type: 14 payroll, 15 annuity, 16 ABW, 17 direct bill, 34, 35, 36. */
  payment_type: string | null;
  /** The bank of an ABW enrollment. */
  bank_id: string | null;
  policy_number: string | null;
  auto_renew: Generated<Flag>;
  submitted_at: string | null;
  /** Which version of the terms the member accepted, and when. */
  terms_version: string | null;
  terms_accepted_at: string | null;
  // Migration 0012 (issue 21).
  /** The enrollment draft it was submitted from; unique, so a draft enrolls once. */
  draft_id: string | null;
  hire_date: string | null;
  belated_reason: string | null;
}

/** An agreement accepted with an enrollment (migration 0012): its version and when. */
export interface EnrollmentAgreementsTable {
  enrollment_id: string;
  /** termsAndConditions, abwTerms, bankAuthorization. */
  agreement_id: string;
  version: string;
  accepted_at: string;
}

/** The enrollment flow's draft, one per member and program (migration 0012). */
export interface EnrollmentDraftsTable {
  draft_id: string;
  member_id: string;
  program_id: string;
  /** REASON, FAMILY, PAYMENT, AGREEMENTS, REVIEW: where the member resumes. */
  next_step: string;
  /** JSON of the steps' answers (enrollment/enrollment-draft-answers.ts); no account numbers. */
  answers: string;
  created_at: string;
  updated_at: string;
  /** 30 days after the last save. */
  expires_at: string;
  /** Set when submitted: the enrollment made from it (a repeat submit answers that one). */
  submitted_enrollment_id: string | null;
}

export type EnrollmentStatus = 'pending' | 'active' | 'future' | 'cancelled' | 'ended';

/** The covered persons of an enrollment besides the member (0001; dates since migration 0011). */
export interface EnrollmentDependentsTable {
  enrollment_id: string;
  dependent_id: string;
  /** Covered from this day; null only for rows written before migration 0011 filled it. */
  from_date: string | null;
  /** Covered until this day; null while still covered. */
  to_date: string | null;
}

export interface BankAccountsTable {
  bank_id: string;
  member_id: string;
  bank_name: string;
  account_number: string;
  account_type: 'C' | 'S';
  routing_number: string;
  /** E in use, FE pending use, N unused, I deleted (spec section 4, bank record on the dashboard). */
  status_cd: 'E' | 'FE' | 'N' | 'I';
  delete_flag: YesNo;
  last_modified_user: string;
  created_at: string;
  // Migration 0012 (issue 21): banks saved since keep the number only sealed; account_number
  // then holds its masked form. Rows from before keep theirs until re-saved.
  account_sealed: string | null;
  account_last4: string | null;
}

/** Key pairs of the service, one per purpose; the private half never leaves the service. */
export interface ServiceKeysTable {
  /** 'envelope': the RSA-OAEP-256 pair of the encryption envelope. */
  purpose: string;
  key_id: string;
  algorithm: string;
  public_jwk: string;
  /** JWK text of the private key. Protect the database (and its backups) accordingly. */
  private_jwk: string;
  created_at: string;
}

/** Fixed-window rate-limit counters, shared by every instance of the service. */
export interface RateLimitCountersTable {
  /** SHA-256 of the limit's name and subject (address or user id): no personal data at rest. */
  bucket: string;
  /** ISO instant the window started. */
  window_start: string;
  hits: number;
  /** When the row may be deleted (the window's end). */
  expires_at: string;
}

export interface AuditEventsTable {
  audit_id: string;
  /** Null when the event concerns no known member (a sign-in with an unknown user id). */
  member_id: string | null;
  kind: AuditEventKind;
  at: string;
  /** JSON text; never holds a password, token or account number. */
  detail: string | null;
  /** Where the request came from (migration 0013; null for older rows and internal events). */
  client_address: Generated<string | null>;
  user_agent: Generated<string | null>;
}

export type AuditEventKind =
  | 'login.succeeded'
  | 'login.failed'
  | 'login.locked-out'
  | 'login.refused-locked'
  | 'login.two-step-required'
  | 'login.wrong-edition'
  | 'two-step.code-sent'
  | 'two-step.code-refused'
  | 'two-step.passed'
  | 'logout'
  | 'bank.deleted'
  | 'bank.delete-refused'
  // Account recovery and security settings (migration 0005)
  | 'recovery.account-found'
  | 'recovery.account-not-found'
  | 'recovery.link-sent'
  | 'recovery.password-reset'
  | 'login.security-check-required'
  | 'login.security-check-failed'
  | 'login.security-check-locked-out'
  | 'security.password-changed'
  | 'security.password-change-refused'
  | 'security.questions-changed'
  | 'security.two-step-changed'
  // Account creation (migration 0010)
  | 'account.draft-started'
  | 'account.draft-discarded'
  | 'account.created'
  | 'account.creation-refused'
  // A createUserAccount sent again (a double click, a retry) signed in to the account it made.
  | 'account.creation-repeated'
  // A signed-in member completing the profile (issue 19)
  | 'profile.address-saved'
  | 'profile.sponsor-saved'
  | 'profile.identity-saved'
  // Enrolling (issue 21)
  | 'enrollment.draft-saved'
  | 'enrollment.draft-discarded'
  | 'enrollment.dependent-added'
  | 'enrollment.bank-added'
  | 'enrollment.submitted'
  | 'enrollment.submit-refused'
  | 'enrollment.declarations-downloaded'
  // My profile, alerts and confirmations (issue 22, migration 0013)
  | 'profile.phones-saved'
  | 'profile.emails-saved'
  | 'profile.notification-saved'
  | 'profile.marketing-saved'
  | 'profile.sponsor-details-saved'
  | 'profile.branch-of-service-saved'
  | 'security.reauthenticated'
  | 'security.reauthentication-refused'
  | 'security.reauthentication-code-sent'
  | 'login.new-browser'
  | 'alert.dismissed';

/** Every email and text message sent (migration 0003); see apps/server/src/outbox. */
export interface OutboxMessagesTable {
  message_id: string;
  /** Null for mail to someone who is not (yet) a member, such as a contact form's support copy. */
  member_id: string | null;
  channel: OutboxChannel;
  /** An email address or a phone number. */
  recipient: string;
  /** Emails only. */
  subject: string | null;
  /** Kept only for messages delivered to the outbox itself (demo mode); null once sent by SMTP. */
  body: string | null;
  /** 'outbox': kept here for /dev/outbox (demo mode); 'smtp': handed to the SMTP server. */
  delivery: 'outbox' | 'smtp';
  created_at: string;
}

export type OutboxChannel = 'email' | 'sms';

/** Contact-us messages (migration 0006); see apps/server/src/contact. */
export interface ContactMessagesTable {
  message_id: string;
  /** What the sender quotes to customer care: 'C-' and eight letters or digits. */
  reference: string;
  product_line: ProductFlag;
  /** The signed-in member who wrote; null for a visitor (or a member deleted since). */
  member_id: string | null;
  first_name: string;
  last_name: string;
  email: string;
  /** Ten digits, or null when none was given. */
  phone: string | null;
  /** A code of @portal/forms contactTopics. */
  topic: string;
  message: string;
  /** 'pending' while it is being emailed to support, then 'sent' or 'failed'. */
  support_delivery: 'pending' | 'sent' | 'failed';
  created_at: string;
  sent_at: string | null;
}

/**
 * A sign-in waiting for its one-time code (migration 0004); see apps/server/src/two-step. The
 * cookie naming it and the code are stored as hashes only.
 */
export interface TwoStepSignInsTable {
  sign_in_id: string;
  /** SHA-256 of the pending sign-in cookie (32 random bytes, like a bearer token). */
  grant_hash: string;
  member_id: string;
  /** Spec section 3's strTokenMethod: L, the second step of a sign-in. */
  token_method: 'L';
  created_at: string;
  /** The pending sign-in's own end (TwoStep pendingSignInSeconds after created_at). */
  expires_at: string;
  /** Set when the right code was accepted, or the sign-in was given up (lockout): never reopens. */
  ended_at: string | null;
  /** argon2id of the current one-time code; null before the first code and once it is used up. */
  code_hash: string | null;
  /** E email, S SMS: how the current code was sent. */
  code_method: 'E' | 'S' | null;
  code_expires_at: string | null;
  /** Tries of the current code, right or wrong; a new code starts again at 0. */
  code_attempts: Generated<number>;
  codes_sent: Generated<number>;
  /** Tries of every code of this sign-in. */
  attempts: Generated<number>;
}

/** What a member finds their account with (migration 0005). */
export interface MemberIdentityFactsTable {
  member_id: string;
  /** ISO date. */
  date_of_birth: string;
  /** argon2id of the nine SSN digits; the SSN itself is never stored. */
  ssn_hash: string;
  created_at: string;
  /**
   * argon2id of the nine digits under the one service-wide salt (migration 0010; accounts/
   * ssn-lookup.ts), unique: 'SSN already exists' in one indexed read. Null for members from before.
   */
  ssn_lookup: string | null;
  /** M, F (spec section 3); null for members from before migration 0010. */
  gender: string | null;
  /** The SSN's last four digits, shown masked on My profile (migration 0013); null before. */
  ssn_last4: Generated<string | null>;
}

/** An account application in progress (migration 0010; apps/server/src/accounts). */
export interface AccountDraftsTable {
  draft_id: string;
  /** SHA-256 of the draft cookie (32 random bytes), hex. */
  draft_hash: string;
  /** The edition whose site the application began on. */
  product_line: ProductFlag;
  /**
   * The last step saved (GET_STARTED, PERSONAL_INFO, BRANCH_OF_SERVICE, ADDRESS), or CREATED:
   * the account was made from it, and the row is only its receipt for a few minutes
   * (accounts/creation-receipt.ts).
   */
  last_step: string;
  /** JSON of the answers (accounts/draft-answers.ts), without the SSNs; a receipt's member id. */
  answers: string;
  /** The member's SSN, sealed (accounts/draft-secrets.ts); never stored in clear. */
  ssn_sealed: string | null;
  sponsor_ssn_sealed: string | null;
  created_at: string;
  updated_at: string;
  /** 30 days after the last save. */
  expires_at: string;
}

/** Residence (R) and mailing (M) addresses (migration 0010). */
export interface MemberAddressesTable {
  member_id: string;
  address_type: 'R' | 'M';
  address_line1: string;
  address_line2: string | null;
  city: string;
  state: string;
  zip: string;
  country: string;
  /** V: the ZIP lies in the state (checked); I: the member kept what they entered (unchecked). */
  verification: 'V' | 'I';
  created_at: string;
}

/** A member's affiliations (migration 0010): one active. */
export interface MemberAffiliationsTable {
  affiliation_id: string;
  member_id: string;
  affiliation: 'F' | 'M';
  employment_status: string | null;
  /** The committed agency list's code (employing agency or retirement system). */
  agency_code: string | null;
  branch_of_service: string | null;
  reserve_component: string | null;
  active: Flag;
  created_at: string;
  /** B, S, M, T (spec section 3; migration 0011); null: the default of the member's kind. */
  pay_frequency: string | null;
  /** A federal employee's hire date (the new-hire window; migration 0011). */
  hire_date: string | null;
}

/**
 * A uniformed member's service and sponsor (migration 0010; spec 'objSponsorVO'). A military
 * member is their own sponsor (sponsor_is_member 1, no identity columns).
 */
export interface MemberSponsorsTable {
  member_id: string;
  sponsor_is_member: Flag;
  first_name: string | null;
  last_name: string | null;
  date_of_birth: string | null;
  /** argon2id of the sponsor's SSN, salted per row. */
  ssn_hash: string | null;
  branch_of_service: string | null;
  military_status: string | null;
  reserve_component: string | null;
  created_at: string;
}

/** Passwords a member replaced, newest by replaced_at; the service keeps the last four. */
export interface PasswordHistoryTable {
  history_id: string;
  member_id: string;
  /** argon2id, as members.password_hash was. */
  password_hash: string;
  replaced_at: string;
}

/** A member's security questions: one row per question chosen. */
export interface SecurityAnswersTable {
  member_id: string;
  /** A code of the configured list (@portal/forms securityQuestions). */
  question_id: string;
  /** argon2id of the normalised answer (trimmed, single spaces, case-folded). */
  answer_hash: string;
  created_at: string;
}

/**
 * Short-lived credentials of a recovery or of a pending sign-in:
 * - 'locate-account': the account was found; the holder may send it a link (15 minutes);
 * - 'reset-link': the token of a temporary-password link, sent by `method` (30 minutes, once);
 * - 'security-check': a sign-in waiting for the answer to `question_id` (10 minutes, bounded
 *   attempts).
 */
export interface RecoveryTokensTable {
  token_id: string;
  /** SHA-256 of the token, hex; the token exists only in the link, cookie or answer. */
  token_hash: string;
  member_id: string;
  purpose: RecoveryTokenPurpose;
  method: 'E' | 'S' | null;
  question_id: string | null;
  attempt_count: Generated<number>;
  created_at: string;
  expires_at: string;
  /** When it was used up (or replaced by a newer one); null while it still works. */
  used_at: string | null;
}

export type RecoveryTokenPurpose = 'locate-account' | 'reset-link' | 'security-check';

/** Yes or no per marketing section (migration 0013; spec section 3: A, C, M, P, B, S). */
export interface MemberMarketingPrefsTable {
  member_id: string;
  section: string;
  opt_in: YesNo;
  updated_at: string;
}

/**
 * A member's alerts (migration 0013; domain.md section 7). The four contact and address kinds
 * follow the pending-action markers of `members` (alerts/alert-sync.ts); later issues write rows of
 * their own kinds.
 */
export interface MemberAlertsTable {
  alert_id: string;
  member_id: string;
  /** @portal/forms alertKinds. */
  kind: string;
  /** ACTION (fix it) or INFO (dismissable). */
  severity: 'ACTION' | 'INFO';
  /** P pending, R resolved, D dismissed. */
  status: 'P' | 'R' | 'D';
  /** What it is about, shown in its text (a masked email...). */
  subject: string | null;
  /** The portal path where it is fixed or read. */
  link: string;
  created_at: string;
  resolved_at: string | null;
}

/** Browsers a member signed in from (migration 0013): SHA-256 of the device cookie. */
export interface MemberDevicesTable {
  device_hash: string;
  member_id: string;
  user_agent: string | null;
  created_at: string;
  last_seen_at: string;
}

export interface PortalDatabase {
  members: MembersTable;
  sessions: SessionsTable;
  dependents: DependentsTable;
  enrollments: EnrollmentsTable;
  enrollment_dependents: EnrollmentDependentsTable;
  bank_accounts: BankAccountsTable;
  audit_events: AuditEventsTable;
  service_keys: ServiceKeysTable;
  rate_limit_counters: RateLimitCountersTable;
  outbox_messages: OutboxMessagesTable;
  contact_messages: ContactMessagesTable;
  two_step_sign_ins: TwoStepSignInsTable;
  member_identity_facts: MemberIdentityFactsTable;
  password_history: PasswordHistoryTable;
  security_answers: SecurityAnswersTable;
  recovery_tokens: RecoveryTokensTable;
  sign_in_failures: SignInFailuresTable;
  envelope_replays: EnvelopeReplaysTable;
  idempotency_keys: IdempotencyKeysTable;
  account_drafts: AccountDraftsTable;
  member_addresses: MemberAddressesTable;
  member_affiliations: MemberAffiliationsTable;
  member_sponsors: MemberSponsorsTable;
  enrollment_agreements: EnrollmentAgreementsTable;
  enrollment_drafts: EnrollmentDraftsTable;
  member_marketing_prefs: MemberMarketingPrefsTable;
  member_alerts: MemberAlertsTable;
  member_devices: MemberDevicesTable;
}

export type Member = Selectable<MembersTable>;
export type NewMember = Insertable<MembersTable>;
export type MemberAddress = Selectable<MemberAddressesTable>;
export type MemberSponsor = Selectable<MemberSponsorsTable>;
