import { randomUUID } from 'node:crypto';
import { addDays, easternDateOf } from '@portal/forms/dates';
import type { Insertable } from 'kysely';
import { ssnLookupOf } from '../accounts/ssn-lookup.js';
import { hashSsn } from '../security-settings/security-hashing.js';
import type { Database } from './create-database.js';
import type {
  MemberAddressesTable,
  MemberAffiliationsTable,
  MemberSponsorsTable,
} from './database-schema.js';
import { demoIdentityFacts } from './seed-security-demo-data.js';

/*
 * What account creation (issue 19) adds to the demo: the residence of every demo member but
 * fed.nohome and ind.nohome (whose profiles are left incomplete: login code 29), the SSN lookup hash of every demo identity (so
 * 'SSN already exists' answers for them), and the military members' affiliations and sponsors.
 * Dates that depend on today are counted from the seed's clock, so they never age out. The README
 * lists the person with no account yet to try the whole flow with.
 */

type Residence = Pick<MemberAddressesTable, 'address_line1' | 'city' | 'state' | 'zip'>;

/** Real ZIPs of the state given: each residence passes the service's own ZIP check. */
const residences: Readonly<Record<string, Residence>> = {
  'fed.member': {
    address_line1: '1200 First St NE',
    city: 'Washington',
    state: 'DC',
    zip: '20002',
  },
  'fed.twostep': { address_line1: '45 Market St', city: 'Alexandria', state: 'VA', zip: '22314' },
  'fed.mfa': { address_line1: '9 Elm Ave', city: 'Silver Spring', state: 'MD', zip: '20910' },
  'fed.locked': { address_line1: '300 Pine Rd', city: 'Arlington', state: 'VA', zip: '22201' },
  'fed.verify': { address_line1: '17 Oak Ct', city: 'Bethesda', state: 'MD', zip: '20814' },
  'fed.recover': { address_line1: '88 Cedar Ln', city: 'Fairfax', state: 'VA', zip: '22030' },
  'fed.settings': { address_line1: '5 Birch Way', city: 'Rockville', state: 'MD', zip: '20850' },
  'fed.address': { address_line1: '12 Elm St', city: 'Falls Church', state: 'VA', zip: '22046' },
  'fed.new': { address_line1: '27 Poplar St', city: 'Annapolis', state: 'MD', zip: '21401' },
  'mil.member': {
    address_line1: '60 Liberty Loop',
    city: 'Fayetteville',
    state: 'NC',
    zip: '28301',
  },
  'mil.family': {
    address_line1: '60 Liberty Loop',
    city: 'Fayetteville',
    state: 'NC',
    zip: '28301',
  },
  'ind.member': { address_line1: '230 W Lake St', city: 'Chicago', state: 'IL', zip: '60606' },
  'ind.twostep': { address_line1: '14 Grand Ave', city: 'Evanston', state: 'IL', zip: '60201' },
  'ind.recover': { address_line1: '71 Maple Dr', city: 'Naperville', state: 'IL', zip: '60540' },
  'ind.settings': { address_line1: '3 River Rd', city: 'Springfield', state: 'IL', zip: '62701' },
  'fed.late': { address_line1: '410 Chestnut St', city: 'Frederick', state: 'MD', zip: '21701' },
  'fed.annuitant': { address_line1: '22 Willow Ct', city: 'Richmond', state: 'VA', zip: '23220' },
  'ind.new': { address_line1: '905 N Clark St', city: 'Chicago', state: 'IL', zip: '60610' },
  'ind.alert': { address_line1: '48 Forest Ave', city: 'Oak Park', state: 'IL', zip: '60302' },
};

export interface AccountDemoRows {
  addresses: Insertable<MemberAddressesTable>[];
  lookups: { member_id: string; ssn_lookup: string }[];
  affiliations: Insertable<MemberAffiliationsTable>[];
  sponsors: Insertable<MemberSponsorsTable>[];
}

/** The rows, hashed before the seeding transaction (argon2 should not hold the write lock). */
export async function accountDemoRows(
  db: Database,
  members: ReadonlyArray<{ member_id: string; user_id: string }>,
  now: Date,
): Promise<AccountDemoRows> {
  const createdAt = now.toISOString();
  const idOf = (userId: string) => members.find((member) => member.user_id === userId)?.member_id;
  const addresses = members.flatMap(({ member_id, user_id }) => {
    const residence = residences[user_id];
    if (!residence) return [];
    return [
      {
        member_id,
        address_type: 'R' as const,
        ...residence,
        address_line2: null,
        country: 'USA',
        verification: 'V' as const,
        created_at: createdAt,
      },
    ];
  });
  const lookups = await Promise.all(
    members.flatMap(({ member_id, user_id }) => {
      const facts = demoIdentityFacts[user_id];
      return facts
        ? [ssnLookupOf(db, facts.ssn).then((ssn_lookup) => ({ member_id, ssn_lookup }))]
        : [];
    }),
  );

  const sponsors: Insertable<MemberSponsorsTable>[] = [];
  const affiliations: Insertable<MemberAffiliationsTable>[] = [];
  const soldier = idOf('mil.member');
  if (soldier) {
    sponsors.push({
      member_id: soldier,
      sponsor_is_member: 1,
      branch_of_service: 'ARMY',
      military_status: 'ACD',
      created_at: createdAt,
    });
    affiliations.push({
      affiliation_id: randomUUID(),
      member_id: soldier,
      affiliation: 'M',
      employment_status: 'ACD',
      branch_of_service: 'ARMY',
      active: 1,
      created_at: createdAt,
    });
  }
  const family = idOf('mil.family');
  if (family) {
    // The sponsor turned 35 a hundred days ago, whenever the demo is seeded.
    const today = easternDateOf(now);
    const sponsorBirthday = addDays(`${Number(today.slice(0, 4)) - 35}${today.slice(4)}`, -100);
    sponsors.push({
      member_id: family,
      sponsor_is_member: 0,
      first_name: 'Marcus',
      last_name: 'Brooks',
      date_of_birth: sponsorBirthday,
      ssn_hash: await hashSsn('900-10-0032'),
      // Never given: the branch-of-service step is what this member still has to finish.
      branch_of_service: null,
      military_status: 'ACD',
      created_at: createdAt,
    });
    affiliations.push({
      affiliation_id: randomUUID(),
      member_id: family,
      affiliation: 'M',
      employment_status: 'FMM',
      active: 1,
      created_at: createdAt,
    });
  }
  return { addresses, lookups, affiliations, sponsors };
}

export async function insertAccountDemoRows(db: Database, rows: AccountDemoRows): Promise<void> {
  if (rows.addresses.length > 0)
    await db.insertInto('member_addresses').values(rows.addresses).execute();
  for (const { member_id, ssn_lookup } of rows.lookups) {
    await db
      .updateTable('member_identity_facts')
      .set({ ssn_lookup })
      .where('member_id', '=', member_id)
      .execute();
  }
  if (rows.affiliations.length > 0) {
    await db.insertInto('member_affiliations').values(rows.affiliations).execute();
  }
  if (rows.sponsors.length > 0)
    await db.insertInto('member_sponsors').values(rows.sponsors).execute();
}
