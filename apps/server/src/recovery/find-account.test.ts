import { findYourAccountResponseSchema } from '@portal/api/recovery';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { factsOf, postFindAccount } from '../testing/recovery-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

const notFoundMessage =
  'We could not locate an account with this information. Verify it and try again.';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    env: {
      RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: '1000',
      RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: '1000',
    },
  });
});
afterAll(() => t.close());

const tomas = factsOf('fed.recover', 'Lindqvist');

describe('POST /fehbLogin/findYourAccount', () => {
  it('finds an account by last name, SSN and date of birth: username, masked methods, a locate token', async () => {
    const response = await postFindAccount(t.app, tomas);
    expect(response.statusCode).toBe(200);
    const body = findYourAccountResponseSchema.parse(response.json());
    expect(body.returnCode).toBe(200);
    expect(body.strReturnObject).toEqual({
      strLocateToken: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
      strUserId: 'fed.recover',
      liContactMethods: [
        {
          strMethod: 'E',
          strContactKind: 'WORK_EMAIL',
          strDestination: 't•••@example.org',
          strInvalid: 'N',
        },
        {
          strMethod: 'S',
          strContactKind: 'MOBILE_PHONE',
          strDestination: '•••-•••-0161',
          strInvalid: 'N',
        },
      ],
    });
    // Neither the full address nor the number leaves the service before sign-in.
    expect(response.body).not.toContain('tomas.lindqvist');
    expect(response.body).not.toContain('2025550161');
  });

  it('matches the last name without regard to case or spacing, and the SSN with or without dashes', async () => {
    const response = await postFindAccount(t.app, {
      ...tomas,
      strLast_Nm: '  LINDQVIST ',
      strSSN: tomas.strSSN.replaceAll('-', ''),
    });
    expect(response.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strUserId: 'fed.recover' },
    });
  });

  it('answers every miss alike, whichever fact was wrong: nothing tells which accounts exist', async () => {
    const misses = [
      { ...tomas, strLast_Nm: 'Lindgren' },
      { ...tomas, strSSN: '900-10-0099' },
      { ...tomas, dtDOB: '1982-02-22' },
      // Right facts, but the account is of the other edition.
      { ...tomas, strProductNm: 'MP' as const },
      {
        strLast_Nm: 'Nobody',
        strSSN: '900-99-9999',
        dtDOB: '2000-01-01',
        strProductNm: 'MFB' as const,
      },
    ];
    const answers = await Promise.all(misses.map((facts) => postFindAccount(t.app, facts)));
    for (const answer of answers) {
      expect(answer.statusCode).toBe(200);
      const { strServerDate, ...rest } = answer.json();
      expect(rest).toEqual({
        returnCode: 404,
        forwardCode: null,
        strReturnObject: { strMessage: notFoundMessage },
      });
      expect(Object.keys(answer.headers).sort()).toEqual(
        Object.keys(answers[0]?.headers ?? {}).sort(),
      );
    }
    // The audit trail records the misses without the facts typed.
    const rows = await t.db
      .selectFrom('audit_events')
      .select(['member_id', 'detail'])
      .where('kind', '=', 'recovery.account-not-found')
      .execute();
    expect(rows.length).toBeGreaterThanOrEqual(misses.length);
    for (const row of rows) expect(row).toEqual({ member_id: null, detail: null });
  });

  it('marks a flagged email invalid (fed.new), so it is listed under the notice and not offered', async () => {
    const response = await postFindAccount(t.app, factsOf('fed.new', 'Sokolova'));
    expect(response.json().strReturnObject.liContactMethods).toEqual([
      {
        strMethod: 'E',
        strContactKind: 'WORK_EMAIL',
        strDestination: 'e•••@example.org',
        strInvalid: 'Y',
      },
      {
        strMethod: 'S',
        strContactKind: 'MOBILE_PHONE',
        strDestination: '•••-•••-0131',
        strInvalid: 'N',
      },
    ]);
  });

  it('finds individual customers on their own edition', async () => {
    const response = await postFindAccount(t.app, factsOf('ind.recover', 'Osei', 'MP'));
    expect(response.json()).toMatchObject({
      returnCode: 200,
      strReturnObject: { strUserId: 'ind.recover' },
    });
  });

  it("finds only accounts of the site's edition, whatever the body names", async () => {
    const onTheFederalSite = await postFindAccount(t.app, factsOf('ind.recover', 'Osei', 'MP'), {
      edition: 'MFB',
    });
    expect(onTheFederalSite.json()).toMatchObject({
      returnCode: 404,
      strReturnObject: { strMessage: expect.any(String) },
    });
  });

  it('refuses a placeholder SSN or a malformed date as an invalid request', async () => {
    expect((await postFindAccount(t.app, { ...tomas, strSSN: '000000000' })).statusCode).toBe(400);
    expect((await postFindAccount(t.app, { ...tomas, dtDOB: '02/21/1982' })).statusCode).toBe(400);
  });
});

describe('find-account rate limits', () => {
  let limited: TestApp;
  beforeAll(async () => {
    limited = await createTestApp({
      env: { RATE_LIMIT_FIND_ACCOUNT_PER_ADDRESS: '3', RATE_LIMIT_FIND_ACCOUNT_PER_PERSON: '2' },
    });
  });
  afterAll(() => limited.close());

  it('counts every attempt per address, found or not, and then answers 429 with Retry-After', async () => {
    const from = { remoteAddress: '198.51.100.7' };
    const facts = [
      factsOf('fed.member', 'Rivera'),
      factsOf('fed.new', 'Sokolova'),
      { ...factsOf('fed.twostep', 'Natarajan'), strSSN: '900-10-0098' },
    ];
    for (const attempt of facts) {
      expect((await postFindAccount(limited.app, attempt, from)).statusCode).toBe(200);
    }
    const refused = await postFindAccount(limited.app, factsOf('fed.locked', 'Bell'), from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().returnCode).toBe(429);
  });

  it('counts guesses at one person (last name and date of birth) from any address', async () => {
    const person = factsOf('fed.verify', 'Holloway');
    const guesses = ['900-10-0101', '900-10-0102', '900-10-0005'];
    const answers = [];
    for (const [index, strSSN] of guesses.entries()) {
      answers.push(
        await postFindAccount(
          limited.app,
          { ...person, strSSN },
          { remoteAddress: `203.0.113.${index + 1}` },
        ),
      );
    }
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 429]);
    // The third, right guess was refused before any hash was checked.
    expect(answers[2]?.body).not.toContain('fed.verify');
  });
});
