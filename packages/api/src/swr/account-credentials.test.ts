import { describe, expect, it } from 'vitest';
import type { CreateUserAccountRequest } from '../contracts/account-credentials-contracts.js';
import { checkUsername, createUserAccount } from './account-credentials.js';
import { clientAnswering, failingClient } from './testing/fake-client.js';

const credentials: CreateUserAccountRequest = {
  strUserId: 'avery.quinn',
  strPassword: 'Harbor-Lantern-Field-7',
  strConfirmPassword: 'Harbor-Lantern-Field-7',
  liSecurityQuestions: [
    { strQuestionId: 'Q1', strAnswer: 'Biscuit' },
    { strQuestionId: 'Q2', strAnswer: 'Dayton' },
    { strQuestionId: 'Q5', strAnswer: 'Volvo' },
  ],
};

describe('checkUsername (userIDAvailabilityFEHB)', () => {
  it('available, taken with the service words, or unknown when it cannot tell', async () => {
    expect(await checkUsername(clientAnswering(200, { strAvailable: 'Y' }).client, 'a.b')).toEqual({
      kind: 'available',
    });
    expect(
      await checkUsername(
        clientAnswering(200, { strAvailable: 'N', strMessage: 'Username already exists.' }).client,
        'a.b',
      ),
    ).toEqual({ kind: 'taken', message: 'Username already exists.' });
    expect(await checkUsername(clientAnswering(404, {}).client, 'a.b')).toEqual({
      kind: 'unknown',
    });
    expect(await checkUsername(failingClient(), 'a.b')).toEqual({ kind: 'unknown' });
  });
});

describe('createUserAccount', () => {
  it('signed in: the user, settings and completion flags as a login success gives them', async () => {
    const objuservo = { strMember_Id: '7300000001', strFirst_Nm: 'Avery', strLast_Nm: 'Quinn' };
    const answer = await createUserAccount(
      clientAnswering(200, { objuservo, objSessionSettings: undefined }).client,
      credentials,
    );
    expect(answer).toMatchObject({ kind: 'signedIn', user: objuservo, settings: null });
  });

  it('refusals: field errors, a message that names no account, a step still to do', async () => {
    expect(
      await createUserAccount(
        clientAnswering(300, { objFieldErrors: { username: 'usernameTaken' } }).client,
        credentials,
      ),
    ).toEqual({ kind: 'fieldErrors', fieldErrors: { username: 'usernameTaken' } });
    expect(
      await createUserAccount(
        clientAnswering(300, { strMessage: 'It exists.' }).client,
        credentials,
      ),
    ).toEqual({ kind: 'refused', message: 'It exists.' });
    expect(
      await createUserAccount(
        clientAnswering(404, { strNextStep: 'ADDRESS', strMessage: 'Not finished.' }).client,
        credentials,
      ),
    ).toEqual({ kind: 'incomplete', nextStep: 'ADDRESS', message: 'Not finished.' });
    expect(await createUserAccount(failingClient(), credentials)).toEqual({ kind: 'unavailable' });
  });
});
