import type { ProductFlag } from '@portal/forms/code-lists';
import { unknownUserPasswordHash } from '../auth/password-hashing.js';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { verifySsn } from '../security-settings/security-hashing.js';
import { membersBornOn } from './recovery-queries.js';
import { type IssuedRecoveryToken, issueRecoveryToken } from './recovery-tokens.js';

/** A found account may be sent a link for this long (the member picks how on the next page). */
export const locateTokenSeconds = 15 * 60;

export interface FindAccountAttempt {
  lastName: string;
  ssn: string;
  dateOfBirth: string;
  productFlag: ProductFlag;
}

export type FindAccountOutcome =
  | { kind: 'found'; member: Member; locate: IssuedRecoveryToken }
  /** Whichever fact was wrong, or the account is of the other edition: one answer for all. */
  | { kind: 'not-found' };

/** Last names match as the member would expect: case, accents' encoding and spacing aside. */
export function normaliseLastName(name: string): string {
  return name.normalize('NFKC').trim().replaceAll(/\s+/g, ' ').toLocaleLowerCase('en-US');
}

/**
 * Finds the account of this edition whose last name, date of birth and SSN all match (spec
 * section 8: 'We could not locate an account...' otherwise). The date of birth narrows the
 * search, the last name is compared normalised, and the SSN is verified against each remaining
 * candidate's argon2id hash. A miss before any SSN check still verifies one (dummy) hash, so the
 * time an answer takes does not tell which of the three facts was wrong.
 */
export async function findAccount(
  db: Database,
  attempt: FindAccountAttempt,
  now: Date = new Date(),
): Promise<FindAccountOutcome> {
  const candidates = await membersBornOn(db, attempt.dateOfBirth, attempt.productFlag);
  const lastName = normaliseLastName(attempt.lastName);
  const sameName = candidates.filter(
    (candidate) => normaliseLastName(candidate.last_name) === lastName,
  );

  let found: Member | undefined;
  if (sameName.length === 0) {
    await verifySsn(unknownUserPasswordHash, attempt.ssn);
  }
  for (const { ssn_hash: ssnHash, ...member } of sameName) {
    if (await verifySsn(ssnHash, attempt.ssn)) {
      found = member;
      break;
    }
  }

  if (!found) {
    // No detail: the facts typed are personal data and must not rest in the audit trail.
    await recordAuditEvent(db, { memberId: null, kind: 'recovery.account-not-found', at: now });
    return { kind: 'not-found' };
  }
  const member = found;
  const locate = await db.transaction().execute(async (trx) => {
    const issued = await issueRecoveryToken(
      trx,
      {
        memberId: member.member_id,
        purpose: 'locate-account',
        lifetimeSeconds: locateTokenSeconds,
      },
      now,
    );
    await recordAuditEvent(trx, {
      memberId: member.member_id,
      kind: 'recovery.account-found',
      at: now,
    });
    return issued;
  });
  return { kind: 'found', member, locate };
}
