import { describe, expect, it } from 'vitest';
import { clientAnswering, clientReturning, failingClient } from './testing/fake-client.js';
import { checkTwoStepCode, sendTwoStepCode, type TwoStepSignIn } from './two-step.js';

const pending: TwoStepSignIn = { strMember_Id: '7100000002', redirectURL: '/bank-dashboard' };

describe('sendTwoStepCode', () => {
  it('sends the member id, method L and the chosen method; never an address', async () => {
    const { client, call } = clientAnswering(200, {
      str2FAPref: 'S',
      strMaskedContact: '(***) ***-0111',
      lnCodeLifetimeSeconds: 600,
    });
    expect(await sendTwoStepCode(client, pending, 'S')).toEqual({
      kind: 'sent',
      method: 'S',
      maskedContact: '(***) ***-0111',
      lifetimeSeconds: 600,
    });
    expect(call.mock.calls[0]?.[1]).toEqual({
      strMember_Id: '7100000002',
      strTokenMethod: 'L',
      str2FAPref: 'S',
    });
  });

  it.each([
    [401, 'ended'],
    [4740, 'locked'],
    [429, 'tooMany'],
    [503, 'unavailable'],
    [500, 'unavailable'],
  ])('reads returnCode %i as %s', async (returnCode, kind) => {
    expect((await sendTwoStepCode(clientAnswering(returnCode).client, pending, 'E')).kind).toBe(
      kind,
    );
  });

  it('reads a failure to reach the service as unavailable', async () => {
    expect(await sendTwoStepCode(failingClient(new Error('504')), pending, 'E')).toEqual({
      kind: 'unavailable',
    });
  });
});

describe('checkTwoStepCode', () => {
  it('passes the redirect target and reads a refused code by its status', async () => {
    const { client, call } = clientAnswering(300, { strCodeStatus: 'expired' });
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toEqual({ kind: 'expired' });
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      verify2FA: '123456',
      redirectURL: '/bank-dashboard',
    });
  });

  it('reads a lockout and an ended sign-in', async () => {
    expect((await checkTwoStepCode(clientAnswering(4740).client, pending, 'E', '1')).kind).toBe(
      'locked',
    );
    expect((await checkTwoStepCode(clientAnswering(401).client, pending, 'E', '1')).kind).toBe(
      'ended',
    );
  });

  it('signs in with the redirect target the service confirms, or the pending one', async () => {
    const user = { strMember_Id: '7100000002' };
    const { client } = clientAnswering(200, { objuservo: user });
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toEqual({
      kind: 'signedIn',
      user,
      settings: null,
      profileCompletion: null,
      forwardCode: null,
      redirectURL: '/bank-dashboard',
    });
  });

  it('keeps the forward code of an incomplete profile (login code 29) for the route', async () => {
    const { client } = clientReturning({
      returnCode: 200,
      forwardCode: 29,
      strServerDate: '',
      strReturnObject: { objuservo: { strMember_Id: '7100000004' } },
    });
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toMatchObject({
      kind: 'signedIn',
      forwardCode: 29,
    });
  });

  it('reads the client giving up after its timeout as unavailable', async () => {
    expect(await checkTwoStepCode(failingClient(), pending, 'E', '123456')).toEqual({
      kind: 'unavailable',
    });
  });
});
