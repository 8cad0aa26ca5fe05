import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountUrl } from '../testing/account-requests.js';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: false });
});
afterAll(() => t.close());

const post = (path: string, body: unknown, options = {}) =>
  postEncrypted(t.app, accountUrl(path), body, options);

describe('the look-ups of get-started', () => {
  it('fetchEmployeeList: the federal kinds on MFB, individuals on MP', async () => {
    const federal = (await post('/tools/fetchEmployeeList', { strProductNm: 'MFB' })).json();
    expect(
      federal.strReturnObject.liEmployeeKinds.map((kind: { strCode: string }) => kind.strCode),
    ).toEqual(['F', 'A', 'U', 'S', 'M', 'FMM']);
    expect(federal.strReturnObject.liEmployeeKinds[1]).toEqual({
      strCode: 'A',
      strLabel: 'Annuitant (Retiree)',
      strAgencyKind: 'annuity',
      strBranchOfService: 'N',
    });
    const individual = (await post('/tools/fetchEmployeeList', { strProductNm: 'MP' })).json();
    expect(individual.strReturnObject.liEmployeeKinds).toEqual([
      { strCode: 'MP', strLabel: 'Individual', strAgencyKind: null, strBranchOfService: 'N' },
    ]);
  });

  it('agencyLookUp finds a code of the committed list and answers 404 for another', async () => {
    expect((await post('/tools/agencyLookUp', { strAgencyCode: 'VA' })).json()).toMatchObject({
      returnCode: 200,
      strReturnObject: {
        objAgency: {
          strAgencyCode: 'VA',
          strAgencyName: 'Department of Veterans Affairs',
          strAgencyKind: 'employing',
        },
      },
    });
    expect((await post('/tools/agencyLookUp', { strAgencyCode: 'ZZ' })).json().returnCode).toBe(
      404,
    );
  });

  it('agencySearch finds employing agencies by words of the name, best first; never the retirement systems', async () => {
    const names = async (text: string) =>
      (await post('/tools/agencySearch', { strSearchText: text }))
        .json()
        .strReturnObject.liAgencies.map(
          (agency: { strAgencyName: string }) => agency.strAgencyName,
        );
    expect(await names('veterans')).toEqual(['Department of Veterans Affairs']);
    expect(await names('department of the')).toEqual([
      'Department of Defense (other than the military departments)',
      'Department of the Air Force',
      'Department of the Army',
      'Department of the Interior',
      'Department of the Navy',
      'Department of the Treasury',
    ]);
    expect(await names('retirement')).toEqual([]);
    expect((await post('/tools/agencySearch', { strSearchText: 'x' })).statusCode).toBe(400);
  });

  it('fetchAnnuityAgencyLists gives the retirement systems only', async () => {
    const agencies = (await post('/tools/fetchAnnuityAgencyLists', {})).json().strReturnObject
      .liAgencies;
    expect(agencies.map((agency: { strAgencyCode: string }) => agency.strAgencyCode)).toEqual([
      'OPMRS',
      'STFSRS',
      'PSRS',
    ]);
  });
});

describe('POST /tools/validateZipCode (the service’s own ZIP data)', () => {
  it('matches a ZIP in its state, ZIP+4 included', async () => {
    for (const [zip, state] of [
      ['22201', 'VA'],
      ['20001-1234', 'DC'],
      ['00601', 'PR'],
      ['09001', 'AE'],
    ]) {
      expect(
        (await post('/tools/validateZipCode', { strZip: zip, strState: state })).json(),
      ).toMatchObject({
        returnCode: 200,
        strReturnObject: { strZipStatus: 'MATCH', liCandidates: [] },
      });
    }
  });

  it("on a mismatch offers at most 10 candidates, the ZIP's own place first, then places of the state chosen", async () => {
    const answer = (
      await post('/tools/validateZipCode', { strZip: '20001', strState: 'VA' })
    ).json();
    expect(answer.strReturnObject.strZipStatus).toBe('MISMATCH');
    const candidates = answer.strReturnObject.liCandidates;
    expect(candidates[0]).toEqual({ strCity: 'Washington', strState: 'DC', strZip: '20001' });
    expect(candidates.length).toBeGreaterThan(1);
    expect(candidates.length).toBeLessThanOrEqual(10);
    for (const candidate of candidates.slice(1)) expect(candidate.strState).toBe('VA');
    // One candidate per city and state.
    const places = candidates.map(
      (c: { strCity: string; strState: string }) => `${c.strCity}|${c.strState}`,
    );
    expect(new Set(places).size).toBe(places.length);
  });

  it('says NOT_FOUND for a ZIP no place has, and refuses a malformed ZIP with 400', async () => {
    expect(
      (await post('/tools/validateZipCode', { strZip: '00000', strState: 'VA' })).json(),
    ).toMatchObject({ strReturnObject: { strZipStatus: 'NOT_FOUND', liCandidates: [] } });
    expect(
      (await post('/tools/validateZipCode', { strZip: '2220', strState: 'VA' })).statusCode,
    ).toBe(400);
    expect(
      (await post('/tools/validateZipCode', { strZip: '22201', strState: 'XX' })).statusCode,
    ).toBe(400);
  });
});

describe('the catalogue calls of account creation', () => {
  it('fetchBranchOfService lists the committed branches', async () => {
    const branches = (await post('/acctCreate/fetchBranchOfService', {})).json().strReturnObject
      .liBranches;
    expect(branches[0]).toEqual({ strCode: 'ARMY', strName: 'Army' });
    expect(branches).toHaveLength(8);
  });

  it('fetchStateEligibility: every state for MFB; all but the demo state WA for MP', async () => {
    const states = async (product: string) =>
      (await post('/acctCreate/fetchStateEligibility', { strProductNm: product })).json()
        .strReturnObject.liStates as { strState: string; strEligible: string }[];
    const federal = await states('MFB');
    expect(federal.every((state) => state.strEligible === 'Y')).toBe(true);
    const individual = await states('MP');
    expect(individual.filter((state) => state.strEligible === 'N')).toEqual([
      { strState: 'WA', strEligible: 'N' },
    ]);
    expect(individual).toHaveLength(federal.length);
  });

  it('retrieveHintQuestions gives the configured questions', async () => {
    const questions = (await post('/acctCreate/retrieveHintQuestions', {})).json().strReturnObject
      .liQuestions;
    expect(questions[0]).toEqual({
      strQuestionId: 'Q1',
      strQuestion: 'What was the name of your first pet?',
    });
    expect(questions).toHaveLength(8);
  });
});

describe('rate limits of the visitor calls', () => {
  it('limits every account-creation call per client address (429 with Retry-After)', async () => {
    const limited = await createTestApp({
      seed: false,
      env: { RATE_LIMIT_ACCOUNT_CREATION_PER_ADDRESS: '3' },
    });
    try {
      const call = (remoteAddress: string) =>
        postEncrypted(
          limited.app,
          accountUrl('/tools/fetchAnnuityAgencyLists'),
          {},
          { remoteAddress },
        );
      for (let index = 0; index < 3; index += 1) {
        expect((await call('203.0.113.7')).statusCode).toBe(200);
      }
      const refused = await call('203.0.113.7');
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      // Another address has its own count.
      expect((await call('203.0.113.8')).statusCode).toBe(200);
    } finally {
      await limited.close();
    }
  });
});
