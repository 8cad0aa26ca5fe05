import { describe, expect, it, vi } from 'vitest';
import type { ApiClient } from '../client/api-client.js';
import { ApiError, requestTimeoutStatus } from '../client/api-error.js';
import { checkTwoStepCode, sendTwoStepCode, type TwoStepSignIn } from './two-step.js';

const pending: TwoStepSignIn = { strMember_Id: '7100000002', redirectURL: '/bank-dashboard' };

function clientAnswering(answer: unknown) {
  const call = vi.fn(async (_endpoint: unknown, _body: unknown) => answer);
  return { client: { call } as unknown as ApiClient, call };
}

const envelope = (returnCode: number, strReturnObject: unknown = null) => ({
  returnCode,
  strServerDate: '',
  strReturnObject,
});

describe('sendTwoStepCode', () => {
  it('sends the member id, method L and the chosen method; never an address', async () => {
    const { client, call } = clientAnswering(
      envelope(200, {
        str2FAPref: 'S',
        strMaskedContact: '(***) ***-0111',
        lnCodeLifetimeSeconds: 600,
      }),
    );
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
    expect(
      (await sendTwoStepCode(clientAnswering(envelope(returnCode)).client, pending, 'E')).kind,
    ).toBe(kind);
  });

  it('reads a failure to reach the service as unavailable', async () => {
    const client = { call: vi.fn().mockRejectedValue(new Error('504')) } as unknown as ApiClient;
    expect(await sendTwoStepCode(client, pending, 'E')).toEqual({ kind: 'unavailable' });
  });
});

describe('checkTwoStepCode', () => {
  it('passes the redirect target and reads a refused code by its status', async () => {
    const { client, call } = clientAnswering(envelope(300, { strCodeStatus: 'expired' }));
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toEqual({ kind: 'expired' });
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      verify2FA: '123456',
      redirectURL: '/bank-dashboard',
    });
  });

  it('reads a lockout and an ended sign-in', async () => {
    expect(
      (await checkTwoStepCode(clientAnswering(envelope(4740)).client, pending, 'E', '1')).kind,
    ).toBe('locked');
    expect(
      (await checkTwoStepCode(clientAnswering(envelope(401)).client, pending, 'E', '1')).kind,
    ).toBe('ended');
  });

  it('signs in with the redirect target the service confirms, or the pending one', async () => {
    const user = { strMember_Id: '7100000002' };
    const { client } = clientAnswering(envelope(200, { objuservo: user }));
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toEqual({
      kind: 'signedIn',
      user,
      settings: null,
      profileCompletion: null,
      redirectURL: '/bank-dashboard',
    });
  });

  it('reads the client giving up after its timeout as unavailable', async () => {
    const client = {
      call: vi.fn().mockRejectedValue(new ApiError(requestTimeoutStatus, 'Gateway Timeout')),
    } as unknown as ApiClient;
    expect(await checkTwoStepCode(client, pending, 'E', '123456')).toEqual({
      kind: 'unavailable',
    });
  });
});
