import { enrollingAsByProductLine, type StateCode } from '@portal/forms/code-lists';
import fc from 'fast-check';
import zipcodes from 'zipcodes';
import { accountCatalogue } from '../accounts/account-catalogue.js';
import { demoPassword } from '../db/seed-demo-data.js';
import { demoIdentityFacts } from '../db/seed-security-demo-data.js';
import type { JsonSchema } from './fuzz-targets.js';
import type { FuzzWorld } from './fuzz-world.js';
import type { RelatedFields } from './schema-arbitraries.js';

/*
 * Account creation's fields (issue 19): what a visitor filling the steps would type, so that the
 * valid-shaped requests pass the contracts' own rules (SSN, ZIP, username, the matching password)
 * and reach the handlers, where the step checks of the service judge the rest.
 */

/**
 * ZIPs whose city and state are read from the service's own ZIP data (zip-check.ts): a ZIP and
 * state the harness sends together agree by construction, and a change of the data shows here.
 */
const knownZips = ['22201', '20001', '10001', '60601', '94103', '98101', '33101', '78701'];

export const knownPlaces = knownZips.map((zip) => {
  const place = zipcodes.lookup(zip);
  if (!place) throw new Error(`the ZIP data no longer knows ${zip}`);
  return { zip, city: place.city, state: place.state as StateCode };
});

/** SSNs of the 900 area (never issued) that no demo member has: a new applicant's. */
function unusedDemoSsn(): fc.Arbitrary<string> {
  const used = new Set(Object.values(demoIdentityFacts).map(({ ssn }) => ssn));
  return fc
    .stringMatching(/^900-[5-9]\d-\d{4}$/)
    .filter((ssn) => !used.has(ssn))
    .chain((ssn) => fc.constantFrom(ssn, ssn.replaceAll('-', '')));
}

/** Usernames no demo member has (a few that are taken, for the 'already exists' answer). */
function newUsername(): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 5, arbitrary: fc.stringMatching(/^applicant\.[a-z]{2,12}[0-9]{0,3}$/) },
    { weight: 1, arbitrary: fc.constantFrom(...Object.keys(demoIdentityFacts)) },
  );
}

function emailAt(domain: string): fc.Arbitrary<string> {
  return fc.stringMatching(/^[a-z]{1,12}(\.[a-z]{1,12})?$/).map((local) => `${local}@${domain}`);
}

/** By field name, as domain-fields.ts; merged there. */
export function accountFields(
  world: FuzzWorld,
): Record<string, (schema: JsonSchema) => fc.Arbitrary<unknown>> {
  const catalogue = accountCatalogue();
  return {
    strEnrollingAs: () => fc.constantFrom(...enrollingAsByProductLine[world.owner.productLine]),
    strAgencyCode: () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...catalogue.agencies.map(({ code }) => code)) },
        // A code the list does not have: the look-up's 'not found'.
        { weight: 1, arbitrary: fc.stringMatching(/^[A-Z0-9]{2,8}$/) },
      ),
    strBranchOfService: () => fc.constantFrom(...catalogue.branches.map(({ code }) => code)),
    strSponsorSSN: () => unusedDemoSsn(),
    strSponsorFirst_Nm: () => fc.constantFrom('Alex', 'Jordan', 'Sam', 'Taylor'),
    strSponsorLast_Nm: () => fc.constantFrom('Rivera', 'Nguyen', 'Kobayashi'),
    dtSponsorDOB: () =>
      fc
        .date({ min: new Date('1950-01-01T00:00:00Z'), max: new Date('2000-12-31T00:00:00Z') })
        .filter((date) => !Number.isNaN(date.getTime()))
        .map((date) => date.toISOString().slice(0, 10)),
    strUserId: () => newUsername(),
    strDay_Time_Ph: () => fc.stringMatching(/^[2-9]\d{2}-[2-9]\d{2}-\d{4}$/),
    strOther_Ph: () => fc.oneof(fc.constant(''), fc.stringMatching(/^[2-9]\d{9}$/)),
    strWork_Email: () => emailAt('example.org'),
    strOther_Email: () => fc.oneof(fc.constant(''), emailAt('example.net')),
    strAddress_Line1: () =>
      fc
        .tuple(fc.integer({ min: 1, max: 9999 }), fc.constantFrom('Main St', 'Oak Ave', 'N 5th St'))
        .map(([number, street]) => `${number} ${street}`),
    strAddress_Line2: () => fc.constantFrom('', 'Apt 2', 'Suite 100'),
  };
}

/**
 * Fields that must agree within one object: a ZIP, its city and state (from the ZIP data); an
 * email and its confirmation; a new password and its confirmation. The new password is the demo
 * password (it passes the new-password rules; see domain-fields.ts for why the harness keeps it).
 */
export const relatedFields: RelatedFields = (fields) => {
  const has = (...names: string[]) => names.every((name) => fields.includes(name));
  if (has('strZip', 'strState')) {
    return fc
      .tuple(fc.constantFrom(...knownPlaces), fc.constantFrom('', '-1234'))
      .map(([place, plusFour]) => (record) => ({
        ...record,
        strZip: `${place.zip}${plusFour}`,
        strState: place.state,
        ...(fields.includes('strCity') && { strCity: place.city }),
      }));
  }
  if (has('strWork_Email', 'strConfirmWork_Email')) {
    return fc.constant((record) => ({ ...record, strConfirmWork_Email: record.strWork_Email }));
  }
  if (has('strPassword', 'strConfirmPassword')) {
    return fc.constant((record) => ({
      ...record,
      strPassword: demoPassword,
      strConfirmPassword: demoPassword,
    }));
  }
  return undefined;
};
