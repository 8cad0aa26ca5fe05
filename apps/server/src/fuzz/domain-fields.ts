import { securityQuestionValues } from '@portal/forms/code-lists';
import fc from 'fast-check';
import { demoPassword } from '../db/seed-demo-data.js';
import { demoIdentityFacts, demoSecurityAnswers } from '../db/seed-security-demo-data.js';
import { accountFields } from './account-fields.js';
import type { JsonSchema } from './fuzz-targets.js';
import type { FuzzWorld } from './fuzz-world.js';
import type { FieldArbitrary } from './schema-arbitraries.js';

/**
 * Realistic values for the fields whose schema alone cannot make a request that gets anywhere:
 * the signed-in member's own ids, a bank of theirs, a password that signs in, a person the
 * service knows. Keyed by the legacy field name, wherever it appears; a field not listed here is
 * generated from its schema alone, so a new endpoint works without an entry (its reached share
 * tells whether it needs one).
 *
 * Passwords: every new password is the demo password itself. The service refuses it as one
 * used before (the handler is reached all the same), so the member's password never changes and
 * the harness can always sign in again.
 */
export function domainFields(world: FuzzWorld): FieldArbitrary {
  const { owner } = world;
  const byField: Record<string, (schema: JsonSchema) => fc.Arbitrary<unknown>> = {
    strMember_Id: () => fc.constant(owner.memberId),
    lnBankId: () => fc.constantFrom(...owner.bankIds),
    // Null only where the contract takes it (fetchUserBankDetails); a date the enrollment calls
    // require otherwise (validateCoverageDate, issue 21).
    dtEffDate: (schema) =>
      fc.constantFrom(
        ...(allowsNull(schema) ? [null] : []),
        today(),
        `${new Date().getUTCFullYear()}-01-01`,
      ),
    strUserid: () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constantFrom(...Object.keys(demoIdentityFacts)) },
        { weight: 1, arbitrary: fc.stringMatching(/^[a-z]{1,12}\.[a-z]{1,12}$/) },
      ),
    strPassword: () =>
      fc.oneof(
        { weight: 4, arbitrary: fc.constant(demoPassword) },
        { weight: 1, arbitrary: fc.string({ minLength: 1, maxLength: 20 }) },
      ),
    strCurrentPassword: () => fc.constant(demoPassword),
    strNewPassword: () => fc.constant(demoPassword),
    strConfirmPassword: () => fc.constant(demoPassword),
    strLast_Nm: () => fc.oneof(fc.constant(owner.lastName), personName()),
    strFirst_Nm: () => personName(),
    strSSN: () =>
      fc.oneof(
        fc.constant(owner.ssn),
        fc.constant(owner.ssn.replaceAll('-', '')),
        fc.stringMatching(/^9\d{2}-\d{2}-\d{4}$/),
      ),
    dtDOB: () => fc.oneof(fc.constant(owner.dateOfBirth), pastDate()),
    strEmail: () =>
      fc
        .tuple(fc.stringMatching(/^[a-z]{1,12}(\.[a-z]{1,12})?$/), fc.constantFrom('example.org'))
        .map(([local, domain]) => `${local}@${domain}`),
    strPhone: () => fc.oneof(fc.constant(''), fc.stringMatching(/^[2-9]\d{2}-[2-9]\d{2}-\d{4}$/)),
    strMessage: () => sentence(),
    strQuestionId: () =>
      fc.constantFrom(...demoSecurityAnswers.map(({ questionId }) => questionId)),
    strAnswer: () =>
      fc.oneof(
        fc.constantFrom(...demoSecurityAnswers.map(({ answer }) => answer)),
        fc.stringMatching(/^[A-Za-z][A-Za-z ]{0,30}[A-Za-z]$/),
      ),
    liSecurityQuestions: () =>
      fc
        .shuffledSubarray([...securityQuestionValues], { minLength: 3, maxLength: 3 })
        .chain((questionIds) =>
          fc.tuple(
            ...questionIds.map((questionId) =>
              fc
                .stringMatching(/^[A-Za-z][A-Za-z ]{2,30}[A-Za-z]$/)
                .map((answer) => ({ strQuestionId: questionId, strAnswer: answer })),
            ),
          ),
        ),
    // The plan choice and the dashboard (issue 20): the catalogue's program, plans and years,
    // and now and then a program not in the catalogue (404 from the handler).
    strProgId: () => fc.constantFrom('LAW', 'LAW', 'LAW', 'DEN'),
    strPlanId: () => fc.constantFrom('LAW-S', 'LAW-H'),
    strPayYear: () => {
      const year = new Date().getUTCFullYear();
      return fc.constantFrom(String(year), String(year + 1));
    },
    redirectURL: () => fc.constantFrom('/dashboard', '/banks', '/security-settings'),
    text: () => searchWords(),
    query: () => searchWords(),
    strAba_Rout_Nbr: (schema) => routingNumber(schema),
    strRoutingNbr: (schema) => routingNumber(schema),
    ...accountFields(world),
  };
  return (field, schema) => byField[field]?.(schema);
}

function today(): string {
  return new Date().toISOString().slice(0, 10);
}

function pastDate(): fc.Arbitrary<string> {
  return fc
    .date({ min: new Date('1930-01-01T00:00:00Z'), max: new Date('2008-12-31T00:00:00Z') })
    .filter((date) => !Number.isNaN(date.getTime()))
    .map((date) => date.toISOString().slice(0, 10));
}

function personName(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('Rivera', "O'Brien", 'Nguyen', 'Smith-Jones', 'Kobayashi', 'José'),
    fc.stringMatching(/^[A-Z][a-z]{1,20}$/),
  );
}

function sentence(): fc.Arbitrary<string> {
  return fc
    .array(fc.constantFrom('when', 'is', 'my', 'payment', 'plan', 'due', 'bank', 'card', 'help'), {
      minLength: 2,
      maxLength: 40,
    })
    .map((words) => `${words.join(' ')}?`);
}

function searchWords(): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('plans', 'legal plan', 'privacy', 'payment', 'open season', 'faq'),
    fc.stringMatching(/^[a-z]{1,15}( [a-z]{1,15}){0,3}$/),
  );
}

/**
 * An ABA routing number: eight digits and the check digit that makes 3·d1 + 7·d2 + d3 + … a
 * multiple of ten. A field whose contract only takes the masked form ('****1234') gets that.
 */
export function routingNumber(schema: JsonSchema): fc.Arbitrary<string> {
  return fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 8, maxLength: 8 }).map((digits) => {
    const weights = [3, 7, 1, 3, 7, 1, 3, 7];
    const sum = digits.reduce((total, digit, index) => total + digit * (weights[index] ?? 0), 0);
    const full = `${digits.join('')}${(10 - (sum % 10)) % 10}`;
    if (!schema.pattern) return full;
    return new RegExp(schema.pattern).test(full) ? full : `****${full.slice(-4)}`;
  });
}

/** Whether a field's JSON Schema accepts null (z.nullable writes an anyOf with a null type). */
function allowsNull(schema: JsonSchema): boolean {
  const types = Array.isArray(schema.type) ? schema.type : [schema.type];
  return types.includes('null') || (schema.anyOf ?? []).some(allowsNull);
}
