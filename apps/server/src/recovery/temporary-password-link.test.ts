import { validateTokenResponseSchema } from '@portal/api/recovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPassword } from '../db/seed-demo-data.js';
import { hashSessionToken } from '../platform/session-tokens.js';
import {
  factsOf,
  latestMessageTo,
  linkIn,
  locateToken,
  postLinkReset,
  postSendLink,
  postValidateToken,
  sentLink,
} from '../testing/recovery-requests.js';
import { signInFailuresOf } from '../testing/sign-in-failure-counts.js';
import {
  bearerTokenFrom,
  completeProfileForwardCodes,
  postLogin,
  postLogout,
  signInToken,
} from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      MFB_PUBLIC_URL: 'https://federal.example.org',
      RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: '1000',
      RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: '1000',
      RATE_LIMIT_RESET_LINKS_PER_MEMBER: '1000',
    },
  });
});
afterAll(() => t.close());

const recover = {
  facts: factsOf('fed.recover', 'Lindqvist'),
  email: 'tomas.lindqvist@example.org',
};
const locked = { facts: factsOf('fed.locked', 'Bell'), email: 'marcus.bell@example.org' };
const fresh = { facts: factsOf('fed.new', 'Sokolova'), phone: '2025550131' };

function memberRow(userId: string) {
  return t.db
    .selectFrom('members')
    .selectAll()
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
}

async function linkStatus(link: { token: string; method: 'E' | 'S' }) {
  const answer = validateTokenResponseSchema.parse(
    (await postValidateToken(t.app, link.token, link.method)).json(),
  );
  return { returnCode: answer.returnCode, status: answer.strReturnObject?.strLinkStatus };
}

describe('sending a temporary-password link', () => {
  it('emails a link to the profile reset page of the member’s edition, with the token and method E', async () => {
    const answer = await postSendLink(t.app, await locateToken(t.app, recover.facts), 'E');
    expect(answer.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strMaskedDestination: 't•••@example.org', iExpiresInMinutes: 30 },
    });
    const message = await latestMessageTo(t.db, recover.email);
    expect(message).toMatchObject({
      channel: 'email',
      subject: 'Reset your password',
      member_id: '7100000006',
    });
    expect(message.body).toContain('within 30 minutes');
    const link = linkIn(message.body);
    expect(link.href).toBe(`https://federal.example.org/profile_reset/${link.token}?method=E`);
    // Only the token's hash is stored.
    const stored = await t.db.selectFrom('recovery_tokens').select('token_hash').execute();
    expect(stored.map((row) => row.token_hash)).toContain(hashSessionToken(link.token));
    expect(stored.map((row) => row.token_hash)).not.toContain(link.token);
  });

  it('texts the link with method S to the mobile phone', async () => {
    const answer = await postSendLink(t.app, await locateToken(t.app, recover.facts), 'S');
    expect(answer.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strMaskedDestination: '•••-•••-0161' },
    });
    const message = await latestMessageTo(t.db, '2025550161');
    expect(message.channel).toBe('sms');
    expect(linkIn(message.body).method).toBe('S');
  });

  it('sends nothing to an email flagged invalid, and refuses an unknown or out-of-date search', async () => {
    const flagged = await postSendLink(t.app, await locateToken(t.app, fresh.facts), 'E');
    expect(flagged.json().returnCode).toBe(300);
    const unknown = await postSendLink(t.app, 'x'.repeat(43), 'E');
    expect(unknown.json().returnCode).toBe(404);

    const token = await locateToken(t.app, recover.facts);
    await t.db
      .updateTable('recovery_tokens')
      .set({ expires_at: '2000-01-01T00:00:00.000Z' })
      .where('token_hash', '=', hashSessionToken(token))
      .execute();
    expect((await postSendLink(t.app, token, 'E')).json().returnCode).toBe(404);
  });
});

describe('POST /fehbLogin/validateToken', () => {
  it('knows a live link, with the username and whether security questions are set', async () => {
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    const answer = (await postValidateToken(t.app, link.token, 'E')).json();
    expect(answer).toMatchObject({
      returnCode: 200,
      strReturnObject: {
        strLinkStatus: 'VALID',
        strUserId: 'fed.recover',
        strFirst_Nm: 'Tomas',
        strSecurityQuestionsSet: 'Y',
      },
    });
    // Checking does not use the link up.
    expect((await linkStatus(link)).status).toBe('VALID');
  });

  it('does not know an unknown token, nor a token with the other method', async () => {
    expect(await linkStatus({ token: 'A'.repeat(43), method: 'E' })).toEqual({
      returnCode: 404,
      status: 'NOT_FOUND',
    });
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    expect(await linkStatus({ token: link.token, method: 'S' })).toEqual({
      returnCode: 404,
      status: 'NOT_FOUND',
    });
  });

  it('calls a link expired once its time is up, and once a newer link replaced it', async () => {
    const older = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    const newer = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    expect(await linkStatus(older)).toEqual({ returnCode: 300, status: 'EXPIRED' });
    expect((await linkStatus(newer)).status).toBe('VALID');

    // 30 minutes and a second later.
    await t.db
      .updateTable('recovery_tokens')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('token_hash', '=', hashSessionToken(newer.token))
      .execute();
    expect(await linkStatus(newer)).toEqual({ returnCode: 300, status: 'EXPIRED' });
    const reset = await postLinkReset(t.app, newer, 'tabletop-lantern-07');
    expect(reset.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strLinkStatus: 'EXPIRED' },
    });
  });
});

describe('saving a password from a link', () => {
  it('refuses the current password and the passwords before it, with the previously-used message key', async () => {
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    const reused = await postLinkReset(t.app, link, demoPassword);
    expect(reused.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { newPassword: 'passwordReused' } },
    });
    // A refused attempt does not use the link up.
    expect((await linkStatus(link)).status).toBe('VALID');
  });

  it('refuses a password the new-password rules refuse, and a confirmation that differs', async () => {
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    expect((await postLinkReset(t.app, link, 'short')).statusCode).toBe(400);
    expect((await postLinkReset(t.app, link, 'password1234')).statusCode).toBe(400);
    const mismatch = await postLinkReset(t.app, link, 'tabletop-lantern-07', {
      strConfirmPassword: 'tabletop-lantern-08',
    });
    expect(mismatch.statusCode).toBe(400);
    expect((await linkStatus(link)).status).toBe('VALID');
  });

  it('resets once: ends every session, is refused on replay, and the old password no longer works', async () => {
    const before = await signInToken(t.app, { strUserid: 'fed.recover' });
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    const answer = await postLinkReset(t.app, link, 'harbour-lights-2031');
    expect(answer.json()).toMatchObject({ returnCode: 200 });

    // The session opened before the reset is over.
    expect((await postLogout(t.app, before)).statusCode).toBe(401);
    // The same link again: used up.
    expect(await linkStatus(link)).toEqual({ returnCode: 300, status: 'EXPIRED' });
    const replay = await postLinkReset(t.app, link, 'another-harbour-2032');
    expect(replay.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { strLinkStatus: 'EXPIRED' },
    });

    expect((await postLogin(t.app, { strUserid: 'fed.recover' })).json().returnCode).toBe(404);
    // The new password signs in, to the security question first (fed.recover has questions).
    const signIn = await postLogin(t.app, {
      strUserid: 'fed.recover',
      strPassword: 'harbour-lights-2031',
    });
    expect(signIn.json()).toMatchObject({ returnCode: 200, forwardCode: 1 });
    expect(bearerTokenFrom(signIn)).toBeUndefined();

    const notice = await latestMessageTo(t.db, recover.email);
    expect(notice.subject).toBe('Your password was reset');
    expect(notice.body).toContain('fed.recover');
    expect(notice.body).not.toContain('harbour-lights');
  });

  it('keeps the replaced password: the one before the reset is still refused', async () => {
    const link = await sentLink(t.app, t.db, recover.facts, 'E', recover.email);
    const answer = await postLinkReset(t.app, link, demoPassword);
    expect(answer.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { newPassword: 'passwordReused' } },
    });
    const history = await t.db
      .selectFrom('password_history')
      .select('password_hash')
      .where('member_id', '=', '7100000006')
      .execute();
    expect(history.length).toBe(1);
    for (const row of history) expect(row.password_hash).toMatch(/^\$argon2id\$/);
  });

  it('unlocks a locked account and writes the audit row', async () => {
    expect((await signInFailuresOf(t.db, 'fed.locked')).everywhere?.locked_at).not.toBeNull();
    const link = await sentLink(t.app, t.db, locked.facts, 'E', locked.email);
    expect((await postLinkReset(t.app, link, 'quiet-meadow-4417')).json().returnCode).toBe(200);

    const member = await memberRow('fed.locked');
    expect(member).toMatchObject({ locked_at: null, security_check_due: 1 });
    expect((await signInFailuresOf(t.db, 'fed.locked')).rows).toBe(0);
    const audit = await t.db
      .selectFrom('audit_events')
      .select('detail')
      .where('member_id', '=', member.member_id)
      .where('kind', '=', 'recovery.password-reset')
      .executeTakeFirstOrThrow();
    expect(JSON.parse(audit.detail ?? '{}')).toMatchObject({
      method: 'E',
      unlocked: true,
      questionsSet: false,
    });
    expect(audit.detail).not.toContain('quiet-meadow');
    const signIn = await postLogin(t.app, {
      strUserid: 'fed.locked',
      strPassword: 'quiet-meadow-4417',
    });
    expect(signIn.json()).toMatchObject({ returnCode: 200, forwardCode: 1 });
  });

  it('sets the security questions of a member who has none, and then asks none at sign-in', async () => {
    const link = await sentLink(t.app, t.db, fresh.facts, 'S', fresh.phone);
    expect((await linkStatus(link)).status).toBe('VALID');
    expect(
      (await postValidateToken(t.app, link.token, 'S')).json().strReturnObject
        .strSecurityQuestionsSet,
    ).toBe('N');

    const withoutQuestions = await postLinkReset(t.app, link, 'copper-kettle-5150');
    expect(withoutQuestions.json()).toMatchObject({
      returnCode: 300,
      strReturnObject: { objFieldErrors: { question1: 'required' } },
    });
    const repeated = await postLinkReset(t.app, link, 'copper-kettle-5150', {
      liSecurityQuestions: [
        { strQuestionId: 'Q3', strAnswer: 'Lenka' },
        { strQuestionId: 'Q3', strAnswer: 'Lenka' },
        { strQuestionId: 'Q8', strAnswer: 'Riga' },
      ],
    });
    expect(repeated.statusCode).toBe(400);

    const answer = await postLinkReset(t.app, link, 'copper-kettle-5150', {
      liSecurityQuestions: [
        { strQuestionId: 'Q3', strAnswer: 'Lenka' },
        { strQuestionId: 'Q4', strAnswer: 'Linden Avenue' },
        { strQuestionId: 'Q8', strAnswer: 'Riga' },
      ],
    });
    expect(answer.json().returnCode).toBe(200);
    const questions = await t.db
      .selectFrom('security_answers')
      .select(['question_id', 'answer_hash'])
      .where('member_id', '=', '7100000004')
      .orderBy('question_id')
      .execute();
    expect(questions.map((row) => row.question_id)).toEqual(['Q3', 'Q4', 'Q8']);
    for (const row of questions) expect(row.answer_hash).toMatch(/^\$argon2id\$/);
    expect((await memberRow('fed.new')).security_check_due).toBe(0);
    const signIn = await postLogin(t.app, {
      strUserid: 'fed.new',
      strPassword: 'copper-kettle-5150',
    });
    expect(signIn.json()).toMatchObject({
      returnCode: 200,
      forwardCode: expect.toBeOneOf(completeProfileForwardCodes),
    });
  });
});

describe('links per account', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({ env: { RATE_LIMIT_RESET_LINKS_PER_MEMBER: '2' } });
  });
  afterAll(() => limited.close());

  it('sends at most the configured number of links to one account per hour', async () => {
    const token = await locateToken(limited.app, recover.facts);
    const codes = [];
    for (let index = 0; index < 3; index += 1) {
      codes.push((await postSendLink(limited.app, token, 'E')).statusCode);
    }
    expect(codes).toEqual([200, 200, 429]);
    const sent = await limited.db
      .selectFrom('outbox_messages')
      .select('message_id')
      .where('recipient', '=', recover.email)
      .execute();
    expect(sent).toHaveLength(2);
  });
});
