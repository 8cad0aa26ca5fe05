import type { AddressVo } from '@portal/api/account-creation';
import type { Database } from '../db/create-database.js';
import type { MemberSponsor } from '../db/database-schema.js';

/*
 * The writes of a signed-in member completing the profile (complete-profile.ts opens the
 * transaction and passes it). Inserts that meet an existing row update it, on SQLite and
 * PostgreSQL alike (ON CONFLICT on the primary key).
 */

export async function saveAddress(
  trx: Database,
  memberId: string,
  type: 'R' | 'M',
  address: AddressVo,
  verification: 'V' | 'I',
  at: string,
): Promise<void> {
  const values = {
    address_line1: address.strAddress_Line1,
    address_line2: address.strAddress_Line2 || null,
    city: address.strCity,
    state: address.strState,
    zip: address.strZip,
    country: 'USA',
    verification,
  };
  await trx
    .insertInto('member_addresses')
    .values({ member_id: memberId, address_type: type, ...values, created_at: at })
    .onConflict((conflict) => conflict.columns(['member_id', 'address_type']).doUpdateSet(values))
    .execute();
}

/** The mailing address is the residence again: its own row goes. */
export async function deleteMailingAddress(trx: Database, memberId: string): Promise<void> {
  await trx
    .deleteFrom('member_addresses')
    .where('member_id', '=', memberId)
    .where('address_type', '=', 'M')
    .execute();
}

/** The member saved both addresses: no address alert is pending any more (login codes 22, 23). */
export async function clearAddressFlags(trx: Database, memberId: string): Promise<void> {
  await trx
    .updateTable('members')
    .set({ address_invalid_flag: null, mail_address_invalid_flag: null })
    .where('member_id', '=', memberId)
    .execute();
}

export type SponsorValues = Pick<
  MemberSponsor,
  | 'sponsor_is_member'
  | 'first_name'
  | 'last_name'
  | 'date_of_birth'
  | 'branch_of_service'
  | 'military_status'
  | 'reserve_component'
> & {
  /** Null keeps the hash on file (the member left the sponsor's SSN empty). */
  ssn_hash: string | null;
};

export async function saveSponsor(
  trx: Database,
  memberId: string,
  sponsor: SponsorValues,
  at: string,
): Promise<void> {
  const { ssn_hash, ...rest } = sponsor;
  const update = ssn_hash === null && sponsor.sponsor_is_member === 0 ? rest : sponsor;
  await trx
    .insertInto('member_sponsors')
    .values({ member_id: memberId, ...sponsor, created_at: at })
    .onConflict((conflict) => conflict.column('member_id').doUpdateSet(update))
    .execute();
}

/**
 * The branch and component go on the member's active uniformed affiliation too (and the military
 * status is the employment status of a member who is their own sponsor), as createUserAccount
 * records them; a member with no active affiliation row gets one.
 */
export async function saveUniformedAffiliation(
  trx: Database,
  memberId: string,
  values: {
    branchOfService: string;
    reserveComponent: string | null;
    employmentStatus: string | null;
  },
  at: string,
): Promise<void> {
  const updated = await trx
    .updateTable('member_affiliations')
    .set({
      branch_of_service: values.branchOfService,
      reserve_component: values.reserveComponent,
      employment_status: values.employmentStatus,
    })
    .where('member_id', '=', memberId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (Number(updated.numUpdatedRows) === 0) {
    await trx
      .insertInto('member_affiliations')
      .values({
        affiliation_id: crypto.randomUUID(),
        member_id: memberId,
        affiliation: 'M',
        employment_status: values.employmentStatus,
        agency_code: null,
        branch_of_service: values.branchOfService,
        reserve_component: values.reserveComponent,
        active: 1,
        created_at: at,
      })
      .execute();
  }
  await trx
    .updateTable('members')
    .set({ employment_status: values.employmentStatus })
    .where('member_id', '=', memberId)
    .execute();
}

/** Login code 18: the member's identity facts, when the account has none. */
export async function insertIdentityFacts(
  trx: Database,
  facts: {
    memberId: string;
    dateOfBirth: string;
    ssnHash: string;
    ssnLookup: string;
    ssnLast4: string;
  },
  at: string,
): Promise<void> {
  await trx
    .insertInto('member_identity_facts')
    .values({
      member_id: facts.memberId,
      date_of_birth: facts.dateOfBirth,
      ssn_hash: facts.ssnHash,
      ssn_lookup: facts.ssnLookup,
      ssn_last4: facts.ssnLast4,
      gender: null,
      created_at: at,
    })
    .execute();
}
