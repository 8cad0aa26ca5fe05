import type { LoginResponse } from '@portal/api/sign-in';
import { describe, expect, it } from 'vitest';
import { signedInMember } from '../../testing/signed-in-member.js';
import { interpretLoginAnswer } from './login-outcome.js';

const user = signedInMember({ strMember_Id: 'M1', strWork_Email: null });

function answer(partial: Partial<LoginResponse>): LoginResponse {
  return {
    returnCode: 200,
    forwardCode: null,
    strServerDate: '',
    strReturnObject: null,
    ...partial,
  };
}

function counter(start: number) {
  let count = start;
  return () => {
    count += 1;
    return count;
  };
}

const settings = { lnIdleWarningSeconds: 840, lnIdleCountdownSeconds: 60 };
const profileCompletion = {
  profileCompletion: false,
  sponsorProfilecompletion: true,
  sponsorFGRRPNcompletion: true,
  sponsorBOSCompletion: true,
};
const twoStepStart = {
  strMember_Id: 'M2',
  str2FAPref: 'E' as const,
  strMaskedEmail: 'p*****n@example.org',
  strMaskedPhone: null,
  promptMFA: false,
  strTokenMethod: 'L' as const,
};

describe('interpretLoginAnswer', () => {
  it('signs in on success with the dashboard forward code, keeping timings and completion', () => {
    expect(
      interpretLoginAnswer(
        answer({
          forwardCode: 31,
          strReturnObject: {
            objuservo: user,
            objSessionSettings: settings,
            objProfileCompletion: profileCompletion,
          },
        }),
        counter(0),
      ),
    ).toEqual({ kind: 'signedIn', user, settings, profileCompletion, forwardCode: 31 });
  });

  it.each([18, 22, 23, 29, 30])(
    'signs in on login code %i of an incomplete profile too, keeping the code for the route',
    (forwardCode) => {
      const outcome = interpretLoginAnswer(
        answer({
          forwardCode,
          strReturnObject: { objuservo: user, objProfileCompletion: profileCompletion },
        }),
        counter(0),
      );
      expect(outcome).toEqual({
        kind: 'signedIn',
        user,
        settings: null,
        profileCompletion,
        forwardCode,
      });
    },
  );

  it('starts two-step verification with the masked contact methods when the forward code says so', () => {
    expect(
      interpretLoginAnswer(
        answer({
          forwardCode: 10,
          strReturnObject: { objTwoStep: twoStepStart, objSessionSettings: settings },
        }),
        counter(0),
      ),
    ).toEqual({ kind: 'twoStep', start: twoStepStart, settings });
  });

  it('sends a security check to the security question and a locate-account code to find-account', () => {
    expect(
      interpretLoginAnswer(
        answer({ forwardCode: 1, strReturnObject: { objuservo: user } }),
        counter(0),
      ),
    ).toEqual({ kind: 'securityCheck', memberId: 'M1' });
    expect(interpretLoginAnswer(answer({ forwardCode: 4 }), counter(0))).toEqual({
      kind: 'locateAccount',
      memberId: null,
    });
  });

  it('sends a locked account to the locked page', () => {
    expect(interpretLoginAnswer(answer({ returnCode: 4740, forwardCode: 5 }), counter(0))).toEqual({
      kind: 'locked',
    });
  });

  it('names the other site for an account of the other program, without counting it', () => {
    const count = counter(0);
    expect(
      interpretLoginAnswer(
        answer({
          returnCode: 404,
          forwardCode: 44,
          strReturnObject: { strSignInUrl: 'http://x/login' },
        }),
        count,
      ),
    ).toEqual({ kind: 'wrongProgram', signInUrl: 'http://x/login' });
    expect(count()).toBe(1);
  });

  it.each([
    [0, 'invalidCredentials'],
    [1, 'invalidCredentials'],
    [2, 'multipleAttempts'],
    [4, 'multipleAttempts'],
    [5, 'needHelp'],
  ])('after %i earlier invalid sign-ins shows %s', (earlier, kind) => {
    expect(interpretLoginAnswer(answer({ returnCode: 404 }), counter(earlier))).toEqual({
      kind,
      count: earlier + 1,
    });
  });

  it('counts an invalid request like a failed sign-in', () => {
    expect(interpretLoginAnswer(answer({ returnCode: 400 }), counter(0)).kind).toBe(
      'invalidCredentials',
    );
  });

  it('shows the service-unavailable message on an internal error', () => {
    expect(interpretLoginAnswer(answer({ returnCode: 500 }), counter(0)).kind).toBe(
      'serviceUnavailable',
    );
  });

  it('goes to the archival-account page when the service is unavailable', () => {
    expect(interpretLoginAnswer(answer({ returnCode: 503 }), counter(0)).kind).toBe(
      'archivalAccount',
    );
  });
});
