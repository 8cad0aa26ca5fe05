import { describe, expect, it } from 'vitest';
import { ApiError, requestTimeoutStatus } from '../client/api-error.js';
import { loginPath } from '../contracts/login-contract.js';
import { signIn } from './sign-in.js';
import { clientReturning, failingClient } from './testing/fake-client.js';

const request = { strUserid: 'fed.member', strPassword: 'secret', strProductNm: 'MFB' as const };

describe('signIn', () => {
  it('sends the request to the login endpoint and hands back any answer, refusals included', async () => {
    const answer = { returnCode: 404, forwardCode: 2, strServerDate: '', strReturnObject: null };
    const { client, call } = clientReturning(answer);
    expect(await signIn(client, request)).toEqual({ kind: 'answered', answer });
    expect(call.mock.calls[0]?.[0].path).toBe(loginPath);
    expect(call.mock.calls[0]?.[1]).toEqual(request);
  });

  it.each([
    ['a network failure', new ApiError(0, '')],
    [
      'the client giving up after its timeout',
      new ApiError(requestTimeoutStatus, 'Gateway Timeout'),
    ],
  ])('reads %s as unavailable', async (_name, error) => {
    expect(await signIn(failingClient(error), request)).toEqual({ kind: 'unavailable' });
  });
});
