import type { Insertable } from 'kysely';
import { hashSecurityAnswer, hashSsn } from '../security-settings/security-hashing.js';
import type { Database } from './create-database.js';
import type { MemberIdentityFactsTable, SecurityAnswersTable } from './database-schema.js';

/**
 * The facts demo members find their account with, and their security questions (README 'Demo
 * data'). The SSNs begin with 900: numbers of that area are never issued as SSNs, as 555-01xx
 * phone numbers reach nobody. fed.new has no security questions, so its profile reset asks for
 * them.
 */
export const demoIdentityFacts: Readonly<Record<string, { dateOfBirth: string; ssn: string }>> = {
  'fed.member': { dateOfBirth: '1984-05-14', ssn: '900-10-0001' },
  'fed.twostep': { dateOfBirth: '1979-11-02', ssn: '900-10-0002' },
  'fed.locked': { dateOfBirth: '1961-03-27', ssn: '900-10-0003' },
  'fed.new': { dateOfBirth: '1995-08-19', ssn: '900-10-0004' },
  'fed.verify': { dateOfBirth: '1975-07-09', ssn: '900-10-0005' },
  'fed.recover': { dateOfBirth: '1982-02-21', ssn: '900-10-0006' },
  'fed.settings': { dateOfBirth: '1970-04-18', ssn: '900-10-0007' },
  'fed.address': { dateOfBirth: '1987-06-12', ssn: '900-10-0008' },
  'fed.nohome': { dateOfBirth: '1996-03-08', ssn: '900-10-0009' },
  'fed.mfa': { dateOfBirth: '1990-12-11', ssn: '900-10-0020' },
  'mil.member': { dateOfBirth: '1992-07-04', ssn: '900-10-0030' },
  'mil.family': { dateOfBirth: '1994-09-21', ssn: '900-10-0031' },
  'ind.member': { dateOfBirth: '1988-01-30', ssn: '900-20-0001' },
  'ind.recover': { dateOfBirth: '1993-06-05', ssn: '900-20-0002' },
  'ind.settings': { dateOfBirth: '1986-10-25', ssn: '900-20-0003' },
  'ind.twostep': { dateOfBirth: '1991-03-15', ssn: '900-20-0020' },
  'ind.nohome': { dateOfBirth: '1989-11-23', ssn: '900-20-0009' },
  'fed.late': { dateOfBirth: '1993-02-17', ssn: '900-10-0010' },
  'fed.annuitant': { dateOfBirth: '1956-11-30', ssn: '900-10-0011' },
  'ind.new': { dateOfBirth: '1990-05-06', ssn: '900-20-0004' },
  'ind.alert': { dateOfBirth: '1985-09-14', ssn: '900-20-0005' },
};

/** Every demo member with questions has these three, answered alike (answers ignore case). */
export const demoSecurityAnswers = [
  { questionId: 'Q1', answer: 'Biscuit' },
  { questionId: 'Q2', answer: 'Dayton' },
  { questionId: 'Q5', answer: 'Volvo' },
] as const;

const membersWithoutQuestions = new Set(['fed.new']);

export interface SecurityDemoRows {
  facts: Insertable<MemberIdentityFactsTable>[];
  answers: SecurityAnswersTable[];
}

/**
 * The rows for the members given (user id to member id), hashed with argon2id, each with its own
 * salt. Call outside the seeding transaction: hashing should not hold SQLite's write lock.
 */
export async function securityDemoRows(
  members: ReadonlyArray<{ member_id: string; user_id: string }>,
  createdAt: string,
): Promise<SecurityDemoRows> {
  const facts = await Promise.all(
    members.flatMap(({ member_id, user_id }) => {
      const known = demoIdentityFacts[user_id];
      if (!known) return [];
      return [
        hashSsn(known.ssn).then((ssnHash) => ({
          member_id,
          date_of_birth: known.dateOfBirth,
          ssn_hash: ssnHash,
          ssn_last4: known.ssn.replaceAll(/\D/g, '').slice(-4),
          created_at: createdAt,
        })),
      ];
    }),
  );
  const answers = await Promise.all(
    members
      .filter(({ user_id }) => !membersWithoutQuestions.has(user_id))
      .flatMap(({ member_id }) =>
        demoSecurityAnswers.map(async ({ questionId, answer }) => ({
          member_id,
          question_id: questionId,
          answer_hash: await hashSecurityAnswer(answer),
          created_at: createdAt,
        })),
      ),
  );
  return { facts, answers };
}

export async function insertSecurityDemoRows(db: Database, rows: SecurityDemoRows): Promise<void> {
  if (rows.facts.length > 0)
    await db.insertInto('member_identity_facts').values(rows.facts).execute();
  if (rows.answers.length > 0)
    await db.insertInto('security_answers').values(rows.answers).execute();
}
