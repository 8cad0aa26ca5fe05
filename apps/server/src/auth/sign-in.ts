import type { LoginRequest } from '@portal/api/sign-in';
import type { ProductFlag } from '@portal/forms/code-lists';
import type { Database } from '../db/create-database.js';
import type { Member } from '../db/database-schema.js';
import { recordAuditEvent } from '../platform/audit-event-queries.js';
import { type IssuedTokens, openSession, type SessionLimits } from '../platform/session-queries.js';
import {
  type SecurityCheckChallenge,
  startSecurityCheckIfDue,
} from '../security-settings/security-check.js';
import { openPendingSignIn } from '../two-step/pending-sign-in-queries.js';
import { unknownUserPasswordHash, verifyPassword } from './password-hashing.js';
import {
  clearFailedSignIns,
  countFailedSignIn,
  isSignInLocked,
  type LockoutThresholds,
  userKeyOf,
} from './sign-in-failures.js';
import { findMemberByUserId } from './sign-in-queries.js';

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
  lockout: LockoutThresholds;
  session: SessionLimits;
  /** How long a pending two-step sign-in lasts. */
  pendingSignInSeconds: number;
}

/** What the service knows of an attempt besides its body. */
export interface SignInContext {
  /** The edition of the site that received the attempt (never the body's word for it). */
  edition: ProductFlag;
  /** The client's address (behind TRUST_PROXY, from X-Forwarded-For). */
  address: string;
  /**
   * The envelope session key the attempt carried (stored form, session-key-vault.ts): the new
   * session is opened with it, in the same commit. None when encryption is off.
   */
  sessionKey?: string | null;
}

/**
 * Decides a sign-in attempt. Every path verifies exactly one argon2 hash (the dummy one for an
 * unknown user id, the member's own even when the account is locked), so the time an answer takes
 * does not tell which user ids exist; and unknown user ids are counted and locked exactly as known
 * ones (sign-in-failures.ts). Only a correct password learns anything beyond "no".
 */
export async function signIn(
  db: Database,
  attempt: LoginRequest,
  context: SignInContext,
  policy: SignInPolicy,
  now: Date = new Date(),
  /** The argon2 check; tests pass one that counts its calls. */
  checkPassword: typeof verifyPassword = verifyPassword,
): Promise<SignInOutcome> {
  const source = { userKey: userKeyOf(attempt.strUserid), address: context.address };
  const member = await findMemberByUserId(db, attempt.strUserid);
  const passwordMatches = await checkPassword(
    member?.password_hash ?? unknownUserPasswordHash,
    attempt.strPassword,
  );
  const memberId = member?.member_id ?? null;

  if (await isSignInLocked(db, source)) {
    await recordAuditEvent(db, { memberId, kind: 'login.refused-locked', at: now });
    return { kind: 'locked' };
  }

  if (!member || !passwordMatches) {
    return db.transaction().execute(async (trx) => {
      const counted = await countFailedSignIn(trx, source, now, policy.lockout);
      const { failedFromAddress, failedEverywhere } = counted;
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.failed',
        at: now,
        detail: {
          reason: member ? 'wrong-password' : 'unknown-user-id',
          failedFromAddress,
          failedEverywhere,
        },
      });
      if (!counted.locked) return { kind: 'rejected' };
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.locked-out',
        at: now,
        detail: { failedFromAddress, failedEverywhere },
      });
      return { kind: 'locked' };
    });
  }

  // Locked for every address by wrong answers to the sign-in security question: said only to
  // someone who gave the right password, so the lock tells a stranger nothing.
  if (member.locked_at !== null) {
    await recordAuditEvent(db, { memberId, kind: 'login.refused-locked', at: now });
    return { kind: 'locked' };
  }

  // The password is right: on every path below but two-step verification, the run of
  // consecutive failures is over.
  if (member.product_line !== context.edition) {
    await db.transaction().execute(async (trx) => {
      await clearFailedSignIns(trx, source);
      await recordAuditEvent(trx, {
        memberId,
        kind: 'login.wrong-edition',
        at: now,
        detail: { attemptedEdition: context.edition },
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
      return openPendingSignIn(trx, member.member_id, now, policy.pendingSignInSeconds);
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
  const challenge = await startSecurityCheckIfDue(db, member, source, now);
  if (challenge) return { kind: 'security-check', member, challenge };

  const tokens = await db.transaction().execute(async (trx) => {
    await clearFailedSignIns(trx, source);
    const issued = await openSession(trx, member, now, policy.session, context.sessionKey);
    await recordAuditEvent(trx, { memberId, kind: 'login.succeeded', at: now });
    return issued;
  });
  return { kind: 'signed-in', member, tokens };
}
