import type { ApiClient } from '@portal/api';
import { describe, expect, it, vi } from 'vitest';
import type { PendingTwoStep } from '../../session/two-step-store.js';
import { availableMethods, checkCode, refusalMessageKey, sendCode } from './two-step-calls.js';

const pending: PendingTwoStep = {
  strMember_Id: '7100000002',
  str2FAPref: 'E',
  strMaskedEmail: 'p*****n@example.org',
  strMaskedPhone: '(***) ***-0111',
  promptMFA: false,
  strTokenMethod: 'L',
  redirectURL: '/bank-dashboard',
  flow: null,
  settings: null,
  codeSent: null,
};

function clientAnswering(answer: unknown) {
  const call = vi.fn(async (_endpoint: unknown, _body: unknown) => answer);
  return { client: { call } as unknown as ApiClient, call };
}

const envelope = (returnCode: number, strReturnObject: unknown = null) => ({
  returnCode,
  strServerDate: '',
  strReturnObject,
});

describe('sendCode', () => {
  it('sends the member id, method L and the chosen method; never an address', async () => {
    const { client, call } = clientAnswering(
      envelope(200, {
        str2FAPref: 'S',
        strMaskedContact: '(***) ***-0111',
        lnCodeLifetimeSeconds: 600,
      }),
    );
    expect(await sendCode(client, pending, 'S')).toEqual({
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
    expect((await sendCode(clientAnswering(envelope(returnCode)).client, pending, 'E')).kind).toBe(
      kind,
    );
  });

  it('reads a failure to reach the service as unavailable', async () => {
    const client = { call: vi.fn().mockRejectedValue(new Error('504')) } as unknown as ApiClient;
    expect(await sendCode(client, pending, 'E')).toEqual({ kind: 'unavailable' });
  });
});

describe('checkCode', () => {
  it('passes the redirect target and reads a refused code by its status', async () => {
    const { client, call } = clientAnswering(envelope(300, { strCodeStatus: 'expired' }));
    expect(await checkCode(client, pending, 'E', '123456')).toEqual({ kind: 'expired' });
    expect(call.mock.calls[0]?.[1]).toMatchObject({
      verify2FA: '123456',
      redirectURL: '/bank-dashboard',
    });
  });

  it('reads a lockout and an ended sign-in', async () => {
    expect((await checkCode(clientAnswering(envelope(4740)).client, pending, 'E', '1')).kind).toBe(
      'locked',
    );
    expect((await checkCode(clientAnswering(envelope(401)).client, pending, 'E', '1')).kind).toBe(
      'ended',
    );
  });
});

describe('the methods and messages offered', () => {
  it('offers the methods the member has', () => {
    expect(availableMethods(pending)).toEqual(['E', 'S']);
    expect(availableMethods({ ...pending, strMaskedPhone: null })).toEqual(['E']);
  });

  it('picks the variant that offers another method only when there is one', () => {
    expect(refusalMessageKey('invalid', false)).toBe('oneTimeCodeInvalid');
    expect(refusalMessageKey('expired', true)).toBe('oneTimeCodeExpiredOtherMethod');
    expect(refusalMessageKey('tooManyAttempts', true)).toBe(
      'oneTimeCodeRepeatedFailureOtherMethod',
    );
  });
});
