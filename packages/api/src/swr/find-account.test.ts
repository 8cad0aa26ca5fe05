import { describe, expect, it } from 'vitest';
import { findAccount } from './find-account.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

const request = {
  strLast_Nm: 'Member',
  strSSN: '123-45-6789',
  dtDOB: '1970-01-01',
  strProductNm: 'MFB' as const,
};

describe('findAccount', () => {
  it('hands back the account found, with its locate token and contact methods', async () => {
    const account = {
      strLocateToken: 'x'.repeat(32),
      strUserId: 'fed.member',
      liContactMethods: [],
    };
    const { client, call } = clientAnswering(200, account);
    expect(await findAccount(client, request)).toEqual({ kind: 'found', account });
    expect(call.mock.calls[0]?.[1]).toEqual(request);
  });

  it.each([
    [404, 'notFound'],
    [429, 'tooManyAttempts'],
    [500, 'unavailable'],
    [503, 'unavailable'],
  ])('reads returnCode %i as %s', async (returnCode, kind) => {
    expect((await findAccount(clientAnswering(returnCode).client, request)).kind).toBe(kind);
  });

  it('reads the client giving up after its timeout as unavailable', async () => {
    expect(await findAccount(failingClient(), request)).toEqual({ kind: 'unavailable' });
  });
});
