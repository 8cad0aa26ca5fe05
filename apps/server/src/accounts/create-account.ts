import type { AccountCreationStep } from '@portal/api/account-creation';
import type { CreateUserAccountRequest } from '@portal/api/account-credentials';
import type { MessageKey } from '@portal/forms/catalogue';
import { easternDateOf } from '@portal/forms/dates';
import { isPasswordTheUsername } from '@portal/forms/passwords';
import {
  affiliationOf,
  enrollmentAgeProblem,
  needsBranchOfService,
  normalisePhoneNumber,
} from '@portal/forms/rules';
import { hashPassword } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { type IssuedTokens, openSession, type SessionLimits } from '../platform/session-queries.js';
import { hashSecurityAnswers } from '../security-settings/security-answers.js';
import { hashSsn } from '../security-settings/security-hashing.js';
import {
  brokenUniqueIndexOf,
  isAnyEmailLinked,
  isNameEmailAndStateTaken,
  isSsnTaken,
  isUsernameTaken,
  newMemberId,
} from './account-queries.js';
import { lockDraftForCreation, turnDraftIntoReceipt } from './creation-receipt.js';
import { nextStepOf } from './draft-answers.js';
import type { OpenDraft } from './draft-service.js';
import { ssnLookupOf } from './ssn-lookup.js';

/*
 * createUserAccount (issue 19): the member, their identity, addresses, affiliation, sponsor,
 * credentials and security answers, the end of the draft (its receipt, creation-receipt.ts), the
 * audit row and the first session, all in one transaction: an account never exists half made, and never without its credentials
 * (the work the spec's saveCredentials did). Hashes are made before the transaction, so no
 * argon2id holds the database's write lock.
 */

export type CreateAccountOutcome =
  | { kind: 'created'; member: Member; tokens: IssuedTokens }
  /** A step is missing (or its SSN could not be opened): go there. */
  | { kind: 'incomplete'; nextStep: AccountCreationStep }
  | { kind: 'field-errors'; fieldErrors: Record<string, string> }
  | { kind: 'duplicate'; message: MessageKey }
  /** Another request made the account from this draft first (creation-receipt.ts). */
  | { kind: 'already-created'; memberId: string };

type Refusal = Extract<CreateAccountOutcome, { kind: 'field-errors' | 'duplicate' }>;

const usernameTaken: Refusal = { kind: 'field-errors', fieldErrors: { username: 'usernameTaken' } };
const ssnTaken: Refusal = { kind: 'duplicate', message: 'ssnAlreadyExists' };

/** Thrown inside the transaction to roll it back with the member's answer. */
class Refused extends Error {
  constructor(readonly refusal: Refusal) {
    super(refusal.kind);
  }
}

/** Thrown inside the transaction when the draft was deleted meanwhile (Start again). */
class DraftGone extends Error {}

/** Thrown inside the transaction when the draft was already made into an account. */
class AlreadyCreated extends Error {
  constructor(readonly memberId: string) {
    super('already-created');
  }
}

export async function createAccount(
  db: Database,
  draft: OpenDraft,
  credentials: CreateUserAccountRequest,
  { now, session }: { now: Date; session: SessionLimits },
): Promise<CreateAccountOutcome> {
  const { answers } = draft;
  const nextStep = nextStepOf(answers);
  const { objGetStarted: getStarted, objUserVO: person, address } = answers;
  if (nextStep !== 'CREDENTIALS' || !getStarted || !person || !address) {
    return { kind: 'incomplete', nextStep };
  }
  // Saved by a process whose key this one does not have (a restart without
  // SESSION_KEY_ENCRYPTION_KEY): asked again at personal info.
  if (draft.ssn === undefined) return { kind: 'incomplete', nextStep: 'PERSONAL_INFO' };
  // Shown masked on My profile (issue 22); the SSN itself is never stored.
  const ssnLast4 = draft.ssn.replaceAll(/\D/g, '').slice(-4);
  // Get-started may have been changed after personal info (to a survivor, say): the age rules of
  // the person's own date of birth are checked again against the answer that stands.
  if (enrollmentAgeProblem(person.dtDOB, easternDateOf(now), getStarted.strEnrollingAs)) {
    return { kind: 'incomplete', nextStep: 'PERSONAL_INFO' };
  }
  // A member who answered branch of service and then changed get-started to a civilian kind keeps
  // the old answer in the draft; it is not theirs any more.
  const sponsor = needsBranchOfService(getStarted.strEnrollingAs)
    ? answers.objSponsorVO
    : undefined;

  if (isPasswordTheUsername(credentials.strPassword, credentials.strUserId)) {
    return { kind: 'field-errors', fieldErrors: { password: 'passwordIsUsername' } };
  }

  const [passwordHash, ssnHash, ssnLookup, answerHashes, sponsorSsnHash] = await Promise.all([
    hashPassword(credentials.strPassword),
    hashSsn(draft.ssn),
    ssnLookupOf(db, draft.ssn),
    hashSecurityAnswers(credentials.liSecurityQuestions),
    sponsor && draft.sponsorSsn !== undefined ? hashSsn(draft.sponsorSsn) : Promise.resolve(null),
  ]);

  const edition = draft.row.product_line;
  const emails = [person.strWork_Email, person.strOther_Email]
    .filter((email): email is string => Boolean(email))
    .map((email) => email.toLowerCase());
  const residence = address.step.objUserAddressVO;
  const mailing = address.step.objMailAddressVO;
  const { affiliation, employmentStatus } = affiliationOf(getStarted.strEnrollingAs);
  const memberId = newMemberId(edition);
  const at = now.toISOString();

  try {
    return await db.transaction().execute(async (trx) => {
      // First, and locked: a second creation of this application waits here for the first and
      // then finds its receipt, rather than refusing its own SSN as 'already exists'.
      const locked = await lockDraftForCreation(trx, draft.row.draft_id);
      if (locked.state === 'receipt') throw new AlreadyCreated(locked.memberId);
      if (locked.state === 'gone') throw new DraftGone();
      // The order says the most specific message a member can act on first.
      if (await isSsnTaken(trx, ssnLookup)) throw new Refused(ssnTaken);
      if (
        await isNameEmailAndStateTaken(trx, {
          lastName: person.strLast_Nm,
          emails,
          state: residence.strState,
        })
      ) {
        throw new Refused({ kind: 'duplicate', message: 'accountExistsForNameEmailAndState' });
      }
      if (await isAnyEmailLinked(trx, emails)) {
        throw new Refused({ kind: 'duplicate', message: 'emailsLinkedToAnotherAccount' });
      }
      if (await isUsernameTaken(trx, credentials.strUserId)) throw new Refused(usernameTaken);

      const member = {
        member_id: memberId,
        user_id: credentials.strUserId,
        user_id_normalized: credentials.strUserId.toLowerCase(),
        product_line: edition,
        first_name: person.strFirst_Nm,
        last_name: person.strLast_Nm,
        password_hash: passwordHash,
        day_time_phone: normalisePhoneNumber(person.strDay_Time_Ph),
        other_phone: person.strOther_Ph ? normalisePhoneNumber(person.strOther_Ph) : null,
        primary_phone_type: person.strPrimaryPhone_type,
        secondary_phone_type: person.strOther_Ph ? (person.strSecondaryPhone_type ?? null) : null,
        work_email: person.strWork_Email,
        other_email: person.strOther_Email || null,
        two_factor_pref: null,
        two_factor_enabled: 0 as const,
        // Alerts by email unless the member chose letters alone.
        email_user_pref: person.strNotificationPref === 'L' ? 'N' : 'Y',
        sms_user_pref: 'N',
        work_email_ind: 'V',
        other_email_ind: person.strOther_Email ? 'V' : null,
        address_invalid_flag: null,
        mail_address_invalid_flag: null,
        affiliation,
        employment_status: employmentStatus ?? sponsor?.strMilitaryStatus ?? null,
        profile_complete: 1 as const,
        locked_at: null,
        created_at: at,
        security_check_due: 0 as const,
        name_prefix: person.strPrefix || null,
        middle_initial: person.strMiddle_Init || null,
        name_suffix: person.strSuffix || null,
        marital_status: person.strMarried,
        notification_pref: person.strNotificationPref,
        electronic_consent_at: at,
      };
      await trx.insertInto('members').values(member).execute();
      await trx
        .insertInto('member_identity_facts')
        .values({
          member_id: memberId,
          date_of_birth: person.dtDOB,
          ssn_hash: ssnHash,
          ssn_lookup: ssnLookup,
          ssn_last4: ssnLast4,
          gender: person.strGender,
          created_at: at,
        })
        .execute();
      await trx
        .insertInto('member_addresses')
        .values([
          {
            member_id: memberId,
            address_type: 'R',
            address_line1: residence.strAddress_Line1,
            address_line2: residence.strAddress_Line2 || null,
            city: residence.strCity,
            state: residence.strState,
            zip: residence.strZip,
            country: 'USA',
            verification: address.residenceCheck,
            created_at: at,
          },
          ...(mailing && address.mailingCheck
            ? [
                {
                  member_id: memberId,
                  address_type: 'M' as const,
                  address_line1: mailing.strAddress_Line1,
                  address_line2: mailing.strAddress_Line2 || null,
                  city: mailing.strCity,
                  state: mailing.strState,
                  zip: mailing.strZip,
                  country: 'USA',
                  verification: address.mailingCheck,
                  created_at: at,
                },
              ]
            : []),
        ])
        .execute();
      if (affiliation) {
        await trx
          .insertInto('member_affiliations')
          .values({
            affiliation_id: crypto.randomUUID(),
            member_id: memberId,
            affiliation,
            employment_status: member.employment_status,
            agency_code: getStarted.strAgencyCode || null,
            branch_of_service: sponsor?.strBranchOfService ?? null,
            reserve_component: sponsor?.strReserveComponent || null,
            active: 1,
            created_at: at,
          })
          .execute();
      }
      if (sponsor) {
        const isMember = getStarted.strEnrollingAs === 'M';
        await trx
          .insertInto('member_sponsors')
          .values({
            member_id: memberId,
            sponsor_is_member: isMember ? 1 : 0,
            first_name: isMember ? null : (sponsor.strSponsorFirst_Nm ?? null),
            last_name: isMember ? null : (sponsor.strSponsorLast_Nm ?? null),
            date_of_birth: isMember ? null : sponsor.dtSponsorDOB || null,
            ssn_hash: isMember ? null : sponsorSsnHash,
            branch_of_service: sponsor.strBranchOfService,
            military_status: sponsor.strMilitaryStatus,
            reserve_component: sponsor.strReserveComponent || null,
            created_at: at,
          })
          .execute();
      }
      await trx
        .insertInto('security_answers')
        .values(
          answerHashes.map((answer) => ({
            member_id: memberId,
            question_id: answer.questionId,
            answer_hash: answer.answerHash,
            created_at: at,
          })),
        )
        .execute();
      await turnDraftIntoReceipt(trx, draft.row.draft_id, memberId, now);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'account.created',
        at: now,
        detail: {
          draftId: draft.row.draft_id,
          edition,
          enrollingAs: getStarted.strEnrollingAs,
          residenceCheck: address.residenceCheck,
        },
      });
      const tokens = await openSession(
        trx,
        { member_id: memberId, product_line: edition },
        now,
        session,
      );
      const created = await trx
        .selectFrom('members')
        .selectAll()
        .where('member_id', '=', memberId)
        .executeTakeFirstOrThrow();
      return { kind: 'created' as const, member: created, tokens };
    });
  } catch (error) {
    if (error instanceof DraftGone) return { kind: 'incomplete', nextStep: 'GET_STARTED' };
    if (error instanceof AlreadyCreated) {
      return { kind: 'already-created', memberId: error.memberId };
    }
    const refusal = error instanceof Refused ? error.refusal : refusalOfRace(error);
    if (!refusal) throw error;
    await recordAuditEvent(db, {
      memberId: null,
      kind: 'account.creation-refused',
      at: now,
      detail: {
        draftId: draft.row.draft_id,
        reason:
          refusal.kind === 'duplicate' ? refusal.message : Object.values(refusal.fieldErrors)[0],
      },
    });
    return refusal;
  }
}

/**
 * Two creations at once (PostgreSQL runs them side by side): both pass the checks, the unique
 * index lets one insert win and fails the other, which gets the answer the check would have
 * given. Never a 500.
 */
function refusalOfRace(error: unknown): Refusal | undefined {
  const index = brokenUniqueIndexOf(error);
  if (index === 'username') return usernameTaken;
  if (index === 'ssn') return ssnTaken;
  return undefined;
}
