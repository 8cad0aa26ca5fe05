import { describe, expect, it } from 'vitest';
import { errorEnvelopeProblem, internalDetailsIn } from './answer-checks.js';

describe('what the fuzz harness calls internal detail in an answer', () => {
  it.each([
    ['stack frame', 'TypeError: x\n    at parseRequestBody (/srv/app/dist/main.js:10:5)'],
    ['stack frame', '{"strMessage":"boom\\n    at Object.<anonymous> (main.js:1:1)"}'],
    ['file path', '{"strMessage":"cannot open /work/main/apps/server/src/app.ts"}'],
    ['file path', '{"strMessage":"in node_modules/kysely/dist/esm/index.js"}'],
    ['SQL', '{"strMessage":"select * from members where user_id = ?"}'],
    ['SQL', '{"strMessage":"SQLITE_CONSTRAINT: UNIQUE failed"}'],
    ['SQL', '{"strMessage":"duplicate key value violates unique constraint"}'],
    ['column name', '{"strMessage":"null value in password_hash"}'],
    ['error class', '{"strMessage":"ZodError"}'],
    ["'Error:'", '{"strMessage":"Error: something"}'],
    ['error code', '{"strMessage":"FST_ERR_CTP_INVALID_MEDIA_TYPE"}'],
  ])('finds a %s', (name, answer) => {
    expect(internalDetailsIn(answer, [])).toContain(name);
  });

  it('passes the service’s own refusals', () => {
    for (const message of [
      'Invalid request (strMember_Id: too_small, body: unrecognized_keys).',
      'The request body must be encrypted (see /api/docs, Encryption).',
      "We're unable to complete your request at this time.",
      'There is no such service call.',
    ]) {
      expect(
        internalDetailsIn(JSON.stringify({ strReturnObject: { strMessage: message } }), []),
      ).toEqual([]);
    }
  });

  it('does not count the request’s own words echoed back', () => {
    const sent = '1; SELECT * FROM sessions --';
    expect(internalDetailsIn(JSON.stringify({ text: sent }), [sent])).toEqual([]);
    expect(internalDetailsIn(JSON.stringify({ text: sent }), [])).toEqual(['SQL']);
  });
});

describe('the error envelope the fuzz harness expects on every 4xx', () => {
  const envelope = (returnCode: number, strMessage?: string) =>
    JSON.stringify({
      returnCode,
      forwardCode: null,
      strServerDate: new Date().toISOString(),
      strReturnObject: strMessage === undefined ? null : { strMessage },
    });

  it('accepts the envelope whose returnCode is the status and which says why', () => {
    expect(errorEnvelopeProblem(400, envelope(400, 'Invalid request.'))).toBeUndefined();
  });

  it.each([
    ['not JSON', 400, 'Bad Request'],
    ['not the error envelope', 400, JSON.stringify({ statusCode: 400, error: 'Bad Request' })],
    ['returnCode 200 for HTTP 404', 404, envelope(200, 'Not found.')],
    ['no strMessage', 401, envelope(401)],
  ])('refuses %s', (problem, status, body) => {
    expect(errorEnvelopeProblem(status, body)).toBe(problem);
  });
});
