import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { contactUsPath } from '@portal/api/contact';
import { reauthenticatePath } from '@portal/api/profile';
import { apiBasePath, returnCodes } from '@portal/api/protocol';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import { updateTwoStepSettingsPath } from '@portal/api/security-settings';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyPassword } from '../auth/password-hashing.js';
import { demoPassword } from '../db/seed-demo-data.js';
import {
  fireConcurrently,
  type HttpAnswer,
  postSealed,
  type SealedCall,
} from '../testing/concurrent-requests.js';
import { sessionKeyOf } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import {
  idempotencyKeyReusedMessage,
  idempotencyTimings,
  invalidIdempotencyKeyMessage,
  requestInProgressMessage,
} from './idempotency.js';
import { requestFingerprint } from './idempotency-fingerprint.js';

/*
 * Idempotent writes (issue 18), through a listening service over HTTP, on the database of the
 * project (server-sqlite, server-postgres): a repeat answers the first answer, another body with
 * the key is refused, fifty identical requests at once make one change and fifty identical
 * answers, keys end after 24 hours, and one member's key never answers another.
 */

let t: TestApp;
let baseUrl: string;
beforeAll(async () => {
  // The contact limit (10 an hour per address) would stop this file's visitors, all on 127.0.0.1.
  t = await createTestApp({ env: { RATE_LIMIT_CONTACT_PER_HOUR: '0' } });
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  baseUrl = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(() => t.close());

const message = {
  strFirst_Nm: 'Jane',
  strLast_Nm: 'Rivera',
  strEmail: 'jane.rivera@example.org',
  strTopic: 'PAY',
  strMessage: 'When is my next payment taken from my bank account?',
  strProductNm: 'MFB',
};

/** A contact message with its own email address, so its rows can be counted. */
function messageFrom(email: string, extra: Partial<typeof message> = {}) {
  return { ...message, strEmail: email, ...extra };
}

const contact = (payload: unknown, more: Partial<SealedCall> = {}) =>
  postSealed({ baseUrl, path: contactUsPath, payload, ...more });

async function contactRows(email: string) {
  return t.db.selectFrom('contact_messages').selectAll().where('email', '=', email).execute();
}

async function keyRows(key: string) {
  return t.db
    .selectFrom('idempotency_keys')
    .selectAll()
    .where('idempotency_key', '=', key)
    .execute();
}

/** Signs `userId` in and returns what a signed-in call needs. */
async function sessionOf(userId: string) {
  const token = await signInToken(t.app, { strUserid: userId });
  const sessionKey = sessionKeyOf(token)?.key;
  if (!sessionKey) throw new Error('sign-in gave no session key');
  return { token, sessionKey };
}

function expectIdentical(answers: HttpAnswer[]) {
  const [first, ...others] = answers;
  if (!first) throw new Error('no answers');
  for (const answer of others) {
    expect(answer.statusCode).toBe(first.statusCode);
    expect(answer.body).toBe(first.body);
  }
  return first;
}

describe('an Idempotency-Key on contact us', () => {
  it('answers a repeat with the first answer, sealed for the repeat, and stores one message', async () => {
    const key = randomUUID();
    const body = messageFrom('replay@example.org');
    const first = await contact(body, { idempotencyKey: key });
    const repeat = await contact(body, { idempotencyKey: key });

    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ returnCode: 200 });
    expect(first.json().strReturnObject.strReference).toMatch(/^C-[2-9A-HJKMNP-Z]{8}$/);
    expect(repeat.statusCode).toBe(200);
    expect(repeat.body).toBe(first.body);
    expect(repeat.headers.get('idempotent-replayed')).toBe('true');
    expect(first.headers.get('idempotent-replayed')).toBeNull();
    // Each answer travelled under its own request's one-time key.
    expect(repeat.sealed && first.sealed).toBe(true);
    expect(repeat.wire).not.toBe(first.wire);

    expect(await contactRows('replay@example.org')).toHaveLength(1);
  });

  it('keeps the answer sealed at rest', async () => {
    const key = randomUUID();
    const first = await contact(messageFrom('at-rest@example.org'), { idempotencyKey: key });
    const reference: string = first.json().strReturnObject.strReference;

    const [row, ...others] = await keyRows(key);
    expect(others).toEqual([]);
    expect(row?.status_code).toBe(200);
    expect(row?.scope).toBe('visitor:MFB');
    expect(row?.answer).not.toContain(reference);
    expect(Buffer.from(row?.answer ?? '', 'base64').toString('latin1')).not.toContain(reference);
  });

  it('refuses the same key with another body (422), and stores nothing for it', async () => {
    const key = randomUUID();
    await contact(messageFrom('first-body@example.org'), { idempotencyKey: key });
    const other = await contact(messageFrom('other-body@example.org'), { idempotencyKey: key });

    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      returnCode: returnCodes.idempotencyKeyReused,
      forwardCode: null,
      strServerDate: expect.any(String),
      strReturnObject: { strMessage: idempotencyKeyReusedMessage },
    });
    expect(await contactRows('other-body@example.org')).toEqual([]);
  });

  it('counts the same fields in another order as the same request', async () => {
    const key = randomUUID();
    const body = messageFrom('reordered@example.org');
    const first = await contact(body, { idempotencyKey: key });
    const reordered = Object.fromEntries(Object.entries(body).reverse());
    const repeat = await contact(reordered, { idempotencyKey: key });

    expect(repeat.body).toBe(first.body);
    expect(await contactRows('reordered@example.org')).toHaveLength(1);
  });

  it('keeps no key for a refused request: the corrected request runs with it', async () => {
    const key = randomUUID();
    // The other edition's flag on the federal site: a 400 before anything is stored.
    const refused = await contact(messageFrom('corrected@example.org', { strProductNm: 'MP' }), {
      idempotencyKey: key,
    });
    expect(refused.statusCode).toBe(400);
    expect(await keyRows(key)).toEqual([]);

    const corrected = await contact(messageFrom('corrected@example.org'), { idempotencyKey: key });
    expect(corrected.statusCode).toBe(200);
    expect(await contactRows('corrected@example.org')).toHaveLength(1);
  });

  it('refuses a malformed key with a 400 before anything runs', async () => {
    const answer = await contact(messageFrom('bad-key@example.org'), {
      idempotencyKey: 'not a key!',
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().strReturnObject).toEqual({ strMessage: invalidIdempotencyKeyMessage });
    expect(await contactRows('bad-key@example.org')).toEqual([]);
  });

  it('runs a call without the header as before', async () => {
    const body = messageFrom('no-key@example.org');
    await contact(body);
    await contact(body);
    expect(await contactRows('no-key@example.org')).toHaveLength(2);
  });

  it('makes one message of fifty identical requests at once, and gives fifty identical answers', async () => {
    const answers = await fireConcurrently({
      baseUrl,
      path: contactUsPath,
      payload: messageFrom('fifty@example.org'),
      count: 50,
    });

    const first = expectIdentical(answers);
    expect(first.statusCode).toBe(200);
    expect(first.json().returnCode).toBe(200);
    // One ran the call; the forty-nine others, most of them while it ran, got its answer.
    const replayed = answers.filter((answer) => answer.headers.get('idempotent-replayed'));
    expect(replayed).toHaveLength(49);
    expect(await contactRows('fifty@example.org')).toHaveLength(1);
    const receipts = await t.db
      .selectFrom('outbox_messages')
      .select('message_id')
      .where('recipient', '=', 'fifty@example.org')
      .execute();
    expect(receipts).toHaveLength(1);
  });

  it("forgets a key after 24 hours of the service's clock: the same request then runs again", async () => {
    const key = randomUUID();
    const body = messageFrom('a-day-later@example.org');
    const first = await contact(body, { idempotencyKey: key });
    expect((await contact(body, { idempotencyKey: key })).body).toBe(first.body);

    // A day and a second pass for this key (the row's instants are the service's clock).
    const dayAndASecond = (idempotencyTimings.keepSeconds + 1) * 1000;
    const [row] = await keyRows(key);
    if (!row) throw new Error('no key row');
    await t.db
      .updateTable('idempotency_keys')
      .set({
        created_at: new Date(Date.parse(row.created_at) - dayAndASecond).toISOString(),
        expires_at: new Date(Date.parse(row.expires_at) - dayAndASecond).toISOString(),
      })
      .where('idempotency_key', '=', key)
      .execute();

    const later = await contact(body, { idempotencyKey: key });
    expect(later.statusCode).toBe(200);
    expect(later.headers.get('idempotent-replayed')).toBeNull();
    expect(later.json().strReturnObject.strReference).not.toBe(
      first.json().strReturnObject.strReference,
    );
    expect(await contactRows('a-day-later@example.org')).toHaveLength(2);
    // The old row was pruned; the key's new row lives another 24 hours.
    const [renewed, ...others] = await keyRows(key);
    expect(others).toEqual([]);
    expect(Date.parse(renewed?.expires_at ?? '') - Date.now()).toBeGreaterThan(
      (idempotencyTimings.keepSeconds - 60) * 1000,
    );
  });
});

describe('a key whose request never answered (its instance died)', () => {
  it('is taken over once its lease has lapsed, and the call runs once', async () => {
    const key = randomUUID();
    const body = messageFrom('lease@example.org');
    const lapsed = new Date(Date.now() - 1000);
    // As an instance killed mid-call leaves it: claimed, never answered, its lease over.
    await t.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'visitor:MFB',
        idempotency_key: key,
        fingerprint: requestFingerprint({
          method: 'POST',
          path: `${apiBasePath}${contactUsPath}`,
          scope: 'visitor:MFB',
          body,
        }),
        run_id: randomUUID(),
        lease_expires_at: lapsed.toISOString(),
        status_code: null,
        answer: null,
        created_at: lapsed.toISOString(),
        expires_at: new Date(Date.now() + 3_600_000).toISOString(),
      })
      .execute();

    const answers = await fireConcurrently({
      baseUrl,
      path: contactUsPath,
      payload: body,
      idempotencyKey: key,
      count: 5,
    });
    expectIdentical(answers);
    expect(answers[0]?.json().returnCode).toBe(200);
    expect(await contactRows('lease@example.org')).toHaveLength(1);
  });
});

describe('a key whose request is still running', () => {
  it('answers a repeat that waited 10 seconds in vain with 409 and Retry-After, and runs nothing', async () => {
    const key = randomUUID();
    const body = messageFrom('still-running@example.org');
    const now = Date.now();
    // As another instance leaves it while its call runs: claimed, its lease 25 seconds ahead.
    await t.db
      .insertInto('idempotency_keys')
      .values({
        scope: 'visitor:MFB',
        idempotency_key: key,
        fingerprint: requestFingerprint({
          method: 'POST',
          path: `${apiBasePath}${contactUsPath}`,
          scope: 'visitor:MFB',
          body,
        }),
        run_id: randomUUID(),
        lease_expires_at: new Date(now + 25_000).toISOString(),
        status_code: null,
        answer: null,
        created_at: new Date(now).toISOString(),
        expires_at: new Date(now + 3_600_000).toISOString(),
      })
      .execute();

    const started = Date.now();
    const answer = await contact(body, { idempotencyKey: key });
    expect(Date.now() - started).toBeGreaterThanOrEqual(idempotencyTimings.waitMs);
    expect(answer.statusCode).toBe(409);
    expect(answer.json()).toMatchObject({
      returnCode: returnCodes.requestInProgress,
      strReturnObject: { strMessage: requestInProgressMessage },
    });
    const retryAfter = Number(answer.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(25);
    expect(await contactRows('still-running@example.org')).toEqual([]);
  }, 40_000);
});

describe('an Idempotency-Key of a signed-in member', () => {
  it('makes one password change of fifty identical requests at once, and gives fifty identical answers', async () => {
    const memberId = '7100000007';
    const session = await sessionOf('fed.settings');
    const newPassword = 'tabletop-lantern-07';

    const answers = await fireConcurrently({
      baseUrl,
      path: editPortalSecurityCredentialsPath,
      payload: {
        strMember_Id: memberId,
        strCurrentPassword: demoPassword,
        strNewPassword: newPassword,
        strConfirmPassword: newPassword,
      },
      // Open to visitors too (a password saved from a link), but signed in the client seals it
      // under the session key, as every signed-in call (envelope v2).
      session,
      count: 50,
    });

    const first = expectIdentical(answers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ returnCode: 200, strReturnObject: {} });
    expect(answers.filter((answer) => answer.headers.get('idempotent-replayed'))).toHaveLength(49);
    const audits = await t.db
      .selectFrom('audit_events')
      .select('kind')
      .where('member_id', '=', memberId)
      .where('kind', 'in', ['security.password-changed', 'security.password-change-refused'])
      .execute();
    expect(audits).toEqual([{ kind: 'security.password-changed' }]);
    const history = await t.db
      .selectFrom('password_history')
      .select('member_id')
      .where('member_id', '=', memberId)
      .execute();
    expect(history).toHaveLength(1);
    const { password_hash } = await t.db
      .selectFrom('members')
      .select('password_hash')
      .where('member_id', '=', memberId)
      .executeTakeFirstOrThrow();
    expect(await verifyPassword(password_hash, newPassword)).toBe(true);
    const [row] = await t.db
      .selectFrom('idempotency_keys')
      .select('scope')
      .where('scope', 'like', `member:MFB:${memberId}`)
      .execute();
    expect(row?.scope).toBe(`member:MFB:${memberId}`);
  });

  it("never answers member B with member A's answer to the same key", async () => {
    const a = await sessionOf('fed.member');
    const b = await sessionOf('fed.recover');
    const key = randomUUID();

    // The same contact message with the same key from two members: each gets their own.
    const body = messageFrom('two-members@example.org');
    const fromA = await contact(body, { idempotencyKey: key, session: { token: a.token } });
    const fromB = await contact(body, { idempotencyKey: key, session: { token: b.token } });
    expect(fromA.statusCode).toBe(200);
    expect(fromB.statusCode).toBe(200);
    expect(fromB.headers.get('idempotent-replayed')).toBeNull();
    expect(fromB.json().strReturnObject.strReference).not.toBe(
      fromA.json().strReturnObject.strReference,
    );
    const rows = await contactRows('two-members@example.org');
    expect(rows.map((row) => row.member_id).sort()).toEqual(['7100000001', '7100000006']);

    // A's two-step change replayed by B with A's key and A's body: B is not A (404), not a replay.
    const twoStepKey = randomUUID();
    const twoStep = { strMember_Id: '7100000001', strTwoFactorEnabled: 'Y', str2FAPref: 'E' };
    // A two-step change needs "confirm it's you" first (issue 22).
    const confirmed = await postSealed({
      baseUrl,
      path: reauthenticatePath,
      payload: { strMember_Id: '7100000001', strPassword: demoPassword },
      session: a,
    });
    expect(confirmed.json().returnCode).toBe(200);
    const byA = await postSealed({
      baseUrl,
      path: updateTwoStepSettingsPath,
      payload: twoStep,
      idempotencyKey: twoStepKey,
      session: a,
    });
    expect(byA.json().returnCode).toBe(200);
    const byB = await postSealed({
      baseUrl,
      path: updateTwoStepSettingsPath,
      payload: twoStep,
      idempotencyKey: twoStepKey,
      session: b,
    });
    expect(byB.statusCode).toBe(404);
    expect(byB.body).not.toBe(byA.body);
    expect(byB.headers.get('idempotent-replayed')).toBeNull();

    // And a visitor with A's key and body gets a message of their own too.
    const asVisitor = await contact(body, { idempotencyKey: key });
    expect(asVisitor.json().strReturnObject.strReference).not.toBe(
      fromA.json().strReturnObject.strReference,
    );
  });

  it('answers a repeat only while the session lives: a signed-out token gets 401, not the answer', async () => {
    const session = await sessionOf('fed.new');
    const key = randomUUID();
    const twoStep = { strMember_Id: '7100000004', strTwoFactorEnabled: 'N', str2FAPref: 'E' };
    const call = {
      baseUrl,
      path: updateTwoStepSettingsPath,
      payload: twoStep,
      idempotencyKey: key,
      session,
    };
    const first = await postSealed(call);
    expect(first.statusCode).toBe(200);
    expect((await postSealed(call)).body).toBe(first.body);
    await t.db
      .updateTable('sessions')
      .set({ revoked_at: new Date().toISOString() })
      .where('member_id', '=', '7100000004')
      .execute();

    const afterSignOut = await postSealed(call);
    expect(afterSignOut.statusCode).toBe(401);
    expect(afterSignOut.headers.get('idempotent-replayed')).toBeNull();
  });
});
