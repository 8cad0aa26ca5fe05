import type {
  AddressStep,
  AddressVo,
  ContinueFromCompleteProfileResponse,
  SponsorVo,
  ZipCandidate,
} from '@portal/api/account-creation';
import {
  type EnrollingAs,
  type ProductFlag,
  type StateCode,
  uniformedStatusValues,
} from '@portal/forms/code-lists';
import { easternDateOf } from '@portal/forms/dates';
import { createIdentityFactsSchema, fieldErrorsOf } from '@portal/forms/schemas';
import { resolveAlerts } from '../alerts/alert-queries.js';
import type { Database } from '../db/create-database.js';
import type { MemberAddress } from '../db/database-schema.js';
import { existingMemberById } from '../members/member-queries.js';
import { memberUserVo } from '../members/member-user-vo.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { hashSsn } from '../security-settings/security-hashing.js';
import { brokenUniqueIndexOf, isSsnTaken } from './account-queries.js';
import {
  clearAddressFlags,
  deleteMailingAddress,
  insertIdentityFacts,
  saveAddress,
  saveSponsor,
  saveUniformedAffiliation,
} from './complete-profile-queries.js';
import { checkAddress, checkSponsorAnswers, type FieldErrors } from './draft-steps.js';
import { type ProfileFacts, profileFactsOf, profileStandingOf } from './profile-completion.js';
import { ssnLookupOf } from './ssn-lookup.js';

/*
 * A signed-in member completing the profile (issue 19; spec section 7's continueFromCompleteProfile,
 * sponsorProfileSavePoint and EditEnrolleeAddress): the account-creation steps' own checks
 * (draft-steps.ts, the @portal/forms schemas) on the member's data instead of a draft. The member
 * is always the session's (the routes are member-scoped); nothing here takes a member id from a
 * body.
 */

type ReturnObject = NonNullable<ContinueFromCompleteProfileResponse['strReturnObject']>;

/** Where the member stands now, as every answer here says it. */
function standingAnswer(facts: ProfileFacts) {
  const standing = profileStandingOf(facts);
  return {
    lnForwardCode: standing.forwardCode,
    strNextStep: standing.nextStep,
    objProfileCompletion: standing.completion,
    objuservo: memberUserVo(facts.member),
  };
}

function addressVoOf(address: MemberAddress | undefined): AddressVo | null {
  if (!address) return null;
  return {
    strAddress_Line1: address.address_line1,
    strAddress_Line2: address.address_line2 ?? '',
    strCity: address.city,
    strState: address.state as StateCode,
    strZip: address.zip,
    strCountry: 'USA',
  };
}

const uniformedStatuses = new Set<string>(uniformedStatusValues);

/** The status on file when it is one of the uniformed statuses the step offers. */
function militaryStatusOf(status: string | null | undefined) {
  return status && uniformedStatuses.has(status)
    ? (status as (typeof uniformedStatusValues)[number])
    : null;
}

/** M: the member is their own sponsor; FMM: a sponsor's family member; null: not uniformed. */
function enrollingAsOf(facts: ProfileFacts): 'M' | 'FMM' | null {
  if (facts.member.affiliation !== 'M') return null;
  if (facts.sponsor) return facts.sponsor.sponsor_is_member === 1 ? 'M' : 'FMM';
  return facts.member.employment_status === 'FMM' ? 'FMM' : 'M';
}

/** continueFromCompleteProfile: what is left and what is saved, for the step's screen. */
export async function completeProfileStateOf(
  db: Database,
  memberId: string,
): Promise<ReturnObject> {
  const facts = await profileFactsOf(db, await existingMemberById(db, memberId));
  const { residence, mailing, sponsor } = facts;
  const enrollingAs = enrollingAsOf(facts);
  return {
    ...standingAnswer(facts),
    strEnrollingAs: enrollingAs,
    objSponsorVO: enrollingAs
      ? {
          strBranchOfService: sponsor?.branch_of_service ?? null,
          strMilitaryStatus: militaryStatusOf(sponsor?.military_status),
          strReserveComponent: sponsor?.reserve_component ?? null,
          strSponsorFirst_Nm: sponsor?.first_name ?? null,
          strSponsorLast_Nm: sponsor?.last_name ?? null,
          dtSponsorDOB: sponsor?.date_of_birth ?? null,
          strSponsorSSNOnFile: sponsor?.ssn_hash ? 'Y' : 'N',
        }
      : null,
    objUserAddressVO: addressVoOf(residence),
    objMailAddressVO: addressVoOf(mailing),
    strMailingSameAsResidence: residence ? (mailing ? 'N' : 'Y') : null,
    strResidenceCheck: residence?.verification ?? null,
    strMailingCheck: mailing?.verification ?? null,
  };
}

export type CompleteProfileSave =
  | { kind: 'saved'; answer: ReturnType<typeof standingAnswer> }
  | {
      kind: 'invalid';
      fieldErrors: FieldErrors;
      residenceCandidates?: ZipCandidate[];
      mailingCandidates?: ZipCandidate[];
    }
  /** Branch of service for a member with no uniformed affiliation. */
  | { kind: 'not-this-member' }
  /** Refused without a field to point at ('SSN already exists'), by the catalogue's key. */
  | { kind: 'duplicate'; message: 'ssnAlreadyExists' };

interface SaveContext {
  edition: ProductFlag;
  now: Date;
  /** The audit row's kind when My profile saves it (issue 22); profile.sponsor-saved otherwise. */
  auditKind?:
    | 'profile.sponsor-saved'
    | 'profile.sponsor-details-saved'
    | 'profile.branch-of-service-saved';
}

async function standingAfter(db: Database, memberId: string) {
  return standingAnswer(await profileFactsOf(db, await existingMemberById(db, memberId)));
}

/**
 * EditEnrolleeAddress: the address step's rules (ZIP and state checked, 'keep what I entered'
 * recorded unchecked, MP's ineligible states refused), then the residence and mailing address,
 * the invalid-address flags cleared and the audit row, in one transaction.
 */
export async function saveMemberAddresses(
  db: Database,
  memberId: string,
  step: AddressStep,
  { edition, now }: SaveContext,
): Promise<CompleteProfileSave> {
  const check = checkAddress({ today: easternDateOf(now), edition }, step);
  if (check.kind === 'invalid') return check;
  if (check.kind !== 'valid') return { kind: 'not-this-member' };
  const { address } = check.change;
  if (!address) throw new Error('checkAddress passed an address step without the address');
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await saveAddress(
      trx,
      memberId,
      'R',
      address.step.objUserAddressVO,
      address.residenceCheck,
      at,
    );
    const mailing = address.step.objMailAddressVO;
    if (mailing && address.mailingCheck) {
      await saveAddress(trx, memberId, 'M', mailing, address.mailingCheck, at);
    } else {
      await deleteMailingAddress(trx, memberId);
    }
    await clearAddressFlags(trx, memberId);
    await resolveAlerts(trx, memberId, ['ADDRESS_INVALID', 'MAIL_ADDRESS_INVALID'], now);
    await recordAuditEvent(trx, {
      memberId,
      kind: 'profile.address-saved',
      at: now,
      detail: { residenceCheck: address.residenceCheck, mailingCheck: address.mailingCheck },
    });
  });
  return { kind: 'saved', answer: await standingAfter(db, memberId) };
}

/**
 * sponsorProfileSavePoint: the branch-of-service step's rules for a uniformed member (the sponsor's
 * identity for a family member, whose SSN may stay the one on file), then the sponsor, the
 * affiliation's branch and the audit row, in one transaction. The SSN is hashed before it, so no
 * argon2id holds the write lock.
 */
export async function saveMemberSponsor(
  db: Database,
  memberId: string,
  vo: SponsorVo,
  { edition, now, auditKind = 'profile.sponsor-saved' }: SaveContext,
): Promise<CompleteProfileSave> {
  const facts = await profileFactsOf(db, await existingMemberById(db, memberId));
  const enrollingAs = enrollingAsOf(facts);
  if (!enrollingAs) return { kind: 'not-this-member' };
  const sponsorIsMember = enrollingAs === 'M';
  const check = checkSponsorAnswers(
    { today: easternDateOf(now), edition },
    { sponsorIsMember, sponsorSsnSaved: Boolean(facts.sponsor?.ssn_hash) },
    vo,
  );
  if (check.kind === 'invalid') return check;
  if (check.kind !== 'valid') return { kind: 'not-this-member' };
  const { objSponsorVO: sponsor, sponsorSsn } = check.change;
  const ssnHash = !sponsorIsMember && sponsorSsn ? await hashSsn(sponsorSsn) : null;
  const reserveComponent = sponsor.strReserveComponent || null;
  const at = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await saveSponsor(
      trx,
      memberId,
      {
        sponsor_is_member: sponsorIsMember ? 1 : 0,
        first_name: sponsorIsMember ? null : (sponsor.strSponsorFirst_Nm ?? null),
        last_name: sponsorIsMember ? null : (sponsor.strSponsorLast_Nm ?? null),
        date_of_birth: sponsorIsMember ? null : sponsor.dtSponsorDOB || null,
        ssn_hash: ssnHash,
        branch_of_service: sponsor.strBranchOfService,
        military_status: sponsor.strMilitaryStatus,
        reserve_component: reserveComponent,
      },
      at,
    );
    await saveUniformedAffiliation(
      trx,
      memberId,
      {
        branchOfService: sponsor.strBranchOfService,
        reserveComponent,
        // As createUserAccount records it: a sponsor's family member stays FMM.
        employmentStatus: sponsorIsMember ? sponsor.strMilitaryStatus : 'FMM',
      },
      at,
    );
    await recordAuditEvent(trx, {
      memberId,
      kind: auditKind,
      at: now,
      detail: {
        branchOfService: sponsor.strBranchOfService,
        militaryStatus: sponsor.strMilitaryStatus,
        sponsorSsnChanged: ssnHash !== null,
      },
    });
  });
  return { kind: 'saved', answer: await standingAfter(db, memberId) };
}

/** Who the member enrolled as, for the age rules of their date of birth (survivors differ). */
function enrollingAsOfMember(facts: ProfileFacts): EnrollingAs | undefined {
  const { member } = facts;
  if (member.affiliation === null) return 'MP';
  if (member.affiliation === 'M') return enrollingAsOf(facts) ?? undefined;
  const status = member.employment_status;
  return status === 'F' || status === 'A' || status === 'U' || status === 'S' ? status : undefined;
}

/**
 * savesEditenrolleeDetails (login code 18): the date of birth and SSN of a member who has none,
 * with the personal-info step's rules for them, kept as argon2id hashes (salted, and the lookup
 * under the service-wide salt that makes 'SSN already exists' one indexed read). Facts on file
 * are never changed here. Hashed before the transaction; two members racing for one SSN meet the
 * unique index and the loser hears 'SSN already exists', never a 500.
 */
export async function saveMemberIdentity(
  db: Database,
  memberId: string,
  sent: { dtDOB: string; strSSN: string },
  { now }: SaveContext,
): Promise<CompleteProfileSave> {
  const facts = await profileFactsOf(db, await existingMemberById(db, memberId));
  if (facts.hasIdentityFacts) return { kind: 'not-this-member' };
  const schema = createIdentityFactsSchema({
    today: easternDateOf(now),
    enrollingAs: enrollingAsOfMember(facts),
  });
  const result = schema.safeParse({ dateOfBirth: sent.dtDOB, ssn: sent.strSSN });
  if (!result.success) {
    return { kind: 'invalid', fieldErrors: fieldErrorsOf(result.error) as FieldErrors };
  }
  const { dateOfBirth, ssn } = result.data;
  const [ssnHash, ssnLookup] = await Promise.all([hashSsn(ssn), ssnLookupOf(db, ssn)]);
  const at = now.toISOString();
  try {
    const saved = await db.transaction().execute(async (trx) => {
      if (await isSsnTaken(trx, ssnLookup)) return false;
      await insertIdentityFacts(
        trx,
        {
          memberId,
          dateOfBirth,
          ssnHash,
          ssnLookup,
          ssnLast4: ssn.replaceAll(/\D/g, '').slice(-4),
        },
        at,
      );
      await recordAuditEvent(trx, { memberId, kind: 'profile.identity-saved', at: now });
      return true;
    });
    if (!saved) return { kind: 'duplicate', message: 'ssnAlreadyExists' };
  } catch (error) {
    if (brokenUniqueIndexOf(error) === 'ssn')
      return { kind: 'duplicate', message: 'ssnAlreadyExists' };
    throw error;
  }
  return { kind: 'saved', answer: await standingAfter(db, memberId) };
}
