import type { LoginRequest } from '@portal/api';
import type { ProductFlag } from '@portal/forms';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-events.js';
import { type IssuedTokens, openSession, type SessionLimits } from '../platform/session-queries.js';
import {
  type SecurityCheckChallenge,
  startSecurityCheckIfDue,
} from '../security-settings/security-check.js';
import { openPendingSignIn } from '../two-step/pending-sign-in-queries.js';
import { unknownUserPasswordHash, verifyPassword } from './password-hashing.js';
import { clearFailedSignIns, countFailedSignIn, findMemberByUserId } from './sign-in-queries.js';

export type SignInOutcome =
  /** Unknown user id or wrong password: the two must look the same from outside. */
  | { kind: 'rejected' }
  | { kind: 'locked' }
  /** Right password, but the account belongs to the other edition. */
  | { kind: 'wrong-edition'; edition: ProductFlag }
  /**
   * Right password; the member must pass the second step before getting a session. `grant` names
   * the pending sign-in (the two-step cookie); it opens nothing but the two-step calls.
   */
  | { kind: 'two-step-required'; member: Member; grant: string; grantExpiresAt: Date }
  /** Right password; a security question is due first (forward code 1, security-settings/). */
  | { kind: 'security-check'; member: Member; challenge: SecurityCheckChallenge }
  | { kind: 'signed-in'; member: Member; tokens: IssuedTokens };

export interface SignInPolicy {
  lockoutThreshold: number;
  session: SessionLimits;
  /** How long a pending two-step sign-in lasts. */
  pendingSignInSeconds: number;
}

/**
 * Decides a sign-in attempt. Every path verifies exactly one argon2 hash (the dummy one for an
 * unknown user id, the member's own even when the account is locked), so the time an answer takes
 * does not tell which user ids exist. Only a correct password learns anything beyond "no".
 */
export async function signIn(
  db: Database,
  attempt: LoginRequest,
  policy: SignInPolicy,
  now: Date = new Date(),
  /** The argon2 check; tests pass one that counts its calls. */
  checkPassword: typeof verifyPassword = verifyPassword,
): Promise<SignInOutcome> {
  const member = await findMemberByUserId(db, attempt.strUserid);
  const passwordMatches = await checkPassword(
    member?.password_hash ?? unknownUserPasswordHash,
    attempt.strPassword,
  );

  if (!member) {
    await recordAuditEvent(db, {
      memberId: null,
      kind: 'login.failed',
      at: now,
      detail: { reason: 'unknown-user-id' },
    });
    return { kind: 'rejected' };
  }
  const memberId = member.member_id;

  if (member.locked_at !== null) {
    await recordAuditEvent(db, { memberId, kind: 'login.refused-locked', at: now });
    return { kind: 'locked' };
  }

  if (!passwordMatches) {
    return db.transaction().execute(async (trx) => {
      const { failedCount, locked } = await countFailedSignIn(
        trx,
        memberId,
        now,
        policy.lockoutThreshold,
      );
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.failed',
        at: now,
        detail: { reason: 'wrong-password', failedCount },
      });
      if (!locked) return { kind: 'rejected' };
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.locked-out',
        at: now,
        detail: { failedCount },
      });
      return { kind: 'locked' };
    });
  }

  // The password is right: on every path below but two-step verification, the run of
  // consecutive failures is over.
  if (member.product_line !== attempt.strProductNm) {
    await db.transaction().execute(async (trx) => {
      await clearFailedSignIns(trx, memberId);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.wrong-edition',
        at: now,
        detail: { attemptedEdition: attempt.strProductNm },
      });
    });
    return { kind: 'wrong-edition', edition: member.product_line };
  }

  if (member.two_factor_enabled === 1) {
    // The run of failures is not over yet: wrong codes count on from it, and only the right code
    // clears it. Otherwise a thief with the password could reset the count by signing in again
    // and guess codes without end.
    const pending = await db.transaction().execute(async (trx) => {
      await recordAuditEvent(trx, { memberId, kind: 'login.two-step-required', at: now });
      return openPendingSignIn(trx, memberId, now, policy.pendingSignInSeconds);
    });
    return {
      kind: 'two-step-required',
      member,
      grant: pending.grant,
      grantExpiresAt: pending.expiresAt,
    };
  }

  // The one hook of account recovery: after a recovery the member answers a security question
  // before getting a session (security-settings/security-check.ts decides, and clears the failed
  // sign-ins). Placed after two-step, whose code already proves the member.
  const challenge = await startSecurityCheckIfDue(db, member, now);
  if (challenge) return { kind: 'security-check', member, challenge };

  const tokens = await db.transaction().execute(async (trx) => {
    await clearFailedSignIns(trx, memberId);
    const issued = await openSession(trx, memberId, now, policy.session);
    await recordAuditEvent(trx, { memberId, kind: 'login.succeeded', at: now });
    return issued;
  });
  return { kind: 'signed-in', member, tokens };
}
