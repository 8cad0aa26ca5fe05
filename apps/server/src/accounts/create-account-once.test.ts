import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Applicant, completeApplication } from '../testing/account-requests.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { url } from '../testing/recovery-requests.js';
import { completeProfileForwardCodes } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * createUserAccount made once per application (creation-receipt.ts): a double click, two tabs or
 * a retry after a lost answer creates one account, and every one of those requests ends signed in
 * to it, in a session bound to its own envelope session key.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '10000',
      RATE_LIMIT_ACCOUNTS_PER_ADDRESS: '10000',
    },
  });
});
afterAll(() => t.close());

function person(n: number) {
  return {
    details: {
      strSSN: `900-41-${String(n).padStart(4, '0')}`,
      strLast_Nm: `Once${String.fromCharCode(65 + n)}`,
      strWork_Email: `once${n}@example.org`,
      strConfirmWork_Email: `once${n}@example.org`,
      strOther_Email: `once${n}@example.com`,
    },
    username: `once.${n}`,
  };
}

/** A signed-in call with the token an answer brought: works only with that session's own key. */
async function keepAlive(token: string) {
  return (await postEncrypted(t.app, url('/fehbLogin/keepAlive'), {}, { token })).json();
}

function tokenOf(answer: { headers: Record<string, unknown> }): string {
  return String(answer.headers.authorization).replace(/^Bearer /, '');
}

async function membersNamed(username: string) {
  return t.db
    .selectFrom('members')
    .select('member_id')
    .where('user_id_normalized', '=', username)
    .execute();
}

describe('createUserAccount, sent more than once for one application', () => {
  it('two at once (a double click): one account, both signed in, each with a session of its own', async () => {
    const { details, username } = person(1);
    const first = new Applicant(t.app);
    await completeApplication(first, details);
    // The second tab of the same browser: the same draft cookie.
    const second = new Applicant(t.app);
    second.draft = first.draft;
    const answers = await Promise.all([
      first.createAccount({ strUserId: username }),
      second.createAccount({ strUserId: username }),
    ]);

    const bodies = answers.map((answer) => answer.json());
    expect(bodies.map((body) => [body.returnCode, body.forwardCode])).toEqual([
      [200, expect.toBeOneOf(completeProfileForwardCodes)],
      [200, expect.toBeOneOf(completeProfileForwardCodes)],
    ]);
    const memberIds = bodies.map((body) => body.strReturnObject.objuservo.strMember_Id);
    expect(memberIds[0]).toBe(memberIds[1]);
    expect(await membersNamed(username)).toHaveLength(1);
    const tokens = answers.map(tokenOf);
    expect(tokens[0]).not.toBe(tokens[1]);
    for (const token of tokens) expect((await keepAlive(token)).returnCode).toBe(200);

    const audit = await t.db
      .selectFrom('audit_events')
      .select('kind')
      .where('member_id', '=', memberIds[0] ?? '')
      .orderBy('at')
      .execute();
    expect(audit.map((row) => row.kind).sort()).toEqual([
      'account.created',
      'account.creation-repeated',
    ]);
  });

  it('a retry after a lost answer signs in to the account made; the receipt keeps no answers', async () => {
    const { details, username } = person(2);
    const applicant = new Applicant(t.app);
    await completeApplication(applicant, details);
    const cookie = applicant.draft;
    const created = await applicant.createAccount({ strUserId: username });
    expect(created.json().returnCode).toBe(200);
    // The answer never reached the browser: it still holds the cookie and sends again.
    applicant.draft = cookie;
    const retried = await applicant.createAccount({ strUserId: username });
    expect(retried.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { objuservo: { strUserId: username } },
    });
    expect((await keepAlive(tokenOf(retried))).returnCode).toBe(200);
    expect(await membersNamed(username)).toHaveLength(1);
    expect(applicant.draft).toBeUndefined();

    const receipts = await t.db
      .selectFrom('account_drafts')
      .select(['last_step', 'answers', 'ssn_sealed', 'sponsor_ssn_sealed'])
      .where('last_step', '=', 'CREATED')
      .execute();
    for (const receipt of receipts) {
      expect(Object.keys(JSON.parse(receipt.answers))).toEqual(['createdMemberId']);
      expect(receipt.ssn_sealed).toBeNull();
      expect(receipt.sponsor_ssn_sealed).toBeNull();
    }
    // A receipt is no application: nothing resumes from it.
    applicant.draft = cookie;
    expect((await applicant.resume()).json().returnCode).toBe(404);
  });

  it('a repeat with other credentials hears the account exists and gets no session', async () => {
    const { details, username } = person(3);
    const applicant = new Applicant(t.app);
    await completeApplication(applicant, details);
    const cookie = applicant.draft;
    expect((await applicant.createAccount({ strUserId: username })).json().returnCode).toBe(200);

    for (const overrides of [
      {
        strUserId: username,
        strPassword: 'Another-long-pass-9',
        strConfirmPassword: 'Another-long-pass-9',
      },
      { strUserId: 'someone.else' },
    ]) {
      applicant.draft = cookie;
      const answer = await applicant.createAccount(overrides);
      expect(answer.json()).toMatchObject({
        returnCode: 404,
        strReturnObject: {
          strMessage: 'Your account has been created. Log in with your username and password.',
        },
      });
      expect(answer.headers.authorization).toBeUndefined();
    }
    expect(await membersNamed(username)).toHaveLength(1);
  });
});
