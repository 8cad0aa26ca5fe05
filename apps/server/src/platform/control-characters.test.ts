import { fetchUserBankDetailsPath } from '@portal/api/banks';
import { apiBasePath, returnCodes } from '@portal/api/protocol';
import { searchAutocompletePath, siteSearchPath } from '@portal/api/search';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { factsOf, postFindAccount } from '../testing/recovery-requests.js';
import { postLogin, signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

/*
 * Issue 14, finding 4: a NUL in a text field answered 500 on PostgreSQL ('invalid byte sequence
 * for encoding "UTF8": 0x00') and was stored as is on SQLite. The contracts refuse control
 * characters now, so both databases answer the same 400 and nothing is written. (The contact
 * message has its own test in contact/contact.test.ts.)
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function auditRowCount() {
  return t.db
    .selectFrom('audit_events')
    .select((eb) => eb.fn.countAll<number>().as('rows'))
    .executeTakeFirstOrThrow()
    .then(({ rows }) => Number(rows));
}

/** The spec envelope's invalid-request answer, naming the field and never echoing the value. */
function expectInvalidRequest(
  answer: { statusCode: number; json: () => unknown; body: string },
  field: string,
) {
  expect(answer.statusCode).toBe(400);
  expect(answer.json()).toMatchObject({
    returnCode: returnCodes.invalidRequest,
    strReturnObject: { strMessage: expect.stringContaining(`${field}: custom`) },
  });
  expect(answer.body).not.toContain('\\u0000');
}

describe('a control character in a text field', () => {
  it('in the sign-in user id: 400 invalidRequest, and no attempt is recorded', async () => {
    const before = await auditRowCount();
    const answer = await postLogin(t.app, { strUserid: 'fed.member\u0000' });
    expectInvalidRequest(answer, 'strUserid');
    expect(await auditRowCount()).toBe(before);
  });

  it('in the password, DEL and C1 included: the same 400, before any password is checked', async () => {
    for (const control of ['\u0000', '\u0007', '\u007f', '\u0085']) {
      const answer = await postLogin(t.app, { strPassword: `Demo-Portal${control}2026` });
      expectInvalidRequest(answer, 'strPassword');
    }
    // The member can still sign in: nothing was counted against them.
    expect((await postLogin(t.app)).json().returnCode).toBe(returnCodes.success);
  });

  it('in the last name of find your account: 400', async () => {
    const answer = await postFindAccount(t.app, {
      ...factsOf('fed.member', 'Rivera'),
      strLast_Nm: 'Riv\u0000era',
    });
    expectInvalidRequest(answer, 'strLast_Nm');
  });

  it('in the member id of a signed-in call: 400, not a database error', async () => {
    const token = await signInToken(t.app);
    const answer = await postEncrypted(
      t.app,
      `${apiBasePath}${fetchUserBankDetailsPath}`,
      { strMember_Id: '7100000001\u0000', dtEffDate: null },
      { token },
    );
    expectInvalidRequest(answer, 'strMember_Id');
  });

  it('in the search words, by GET and by POST: 400', async () => {
    const suggestions = await t.app.inject({
      method: 'GET',
      url: `${apiBasePath}${searchAutocompletePath}?text=plan%00s`,
    });
    expectInvalidRequest(suggestions, 'text');
    const results = await t.app.inject({
      method: 'POST',
      url: `${apiBasePath}${siteSearchPath}`,
      payload: { query: 'legal\u001bplan' },
    });
    expectInvalidRequest(results, 'query');
  });
});
