import { loginPath } from '@portal/api/sign-in';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { LoginPage } from './login-page.js';

/**
 * A member signed in whose profile is incomplete (issue 19; spec section 4's login codes 18, 22,
 * 23, 29 and 30): a session, and the account-creation step that completes what is missing
 * instead of the redirect target. The service's side is apps/server/src/accounts/
 * complete-profile.test.ts; the whole way for fed.nohome and mil.family is tests/e2e/sign-in.mfb.spec.ts.
 */

const elena = signedInMember({
  strMember_Id: '7100000004',
  strUserId: 'fed.new',
  strFirst_Nm: 'Elena',
  strLast_Nm: 'Sokolova',
});
const incomplete = {
  profileCompletion: false,
  sponsorProfilecompletion: true,
  sponsorFGRRPNcompletion: true,
  sponsorBOSCompletion: true,
};

function signedInAnswer(forwardCode: number) {
  return envelope(
    200,
    {
      objuservo: elena,
      objSessionSettings: { lnIdleWarningSeconds: 840, lnIdleCountdownSeconds: 60 },
      objProfileCompletion: incomplete,
    },
    forwardCode,
  );
}

const addressStep = '/account-creation/address-dvc?flow=reEnroll';

describe.each(['MFB', 'MP'] as const)('the login page, profile incomplete (%s)', (edition) => {
  it.each([
    [18, '/account-creation/personal-info'],
    [22, addressStep],
    [23, addressStep],
    [29, addressStep],
    [30, '/account-creation/branch-of-service'],
    [31, '/bank-dashboard'],
  ])('forward code %i signs the member in and goes to %s', async (forwardCode, target) => {
    const fake = clientAnsweringByPath({ [loginPath]: signedInAnswer(forwardCode) });
    const { screen, user, location } = renderPage(<LoginPage />, {
      edition,
      path: '/login?redirectURL=/bank-dashboard',
      route: '/login',
      client: fake.client,
    });
    await user.type(await screen.findByLabelText('Username'), 'fed.new');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-Portal-2026');
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));

    await waitFor(() => expect(location()).toBe(target));
    expect(sessionStore.get()).toMatchObject({
      isLoggedIn: true,
      user: { strFirst_Nm: 'Elena' },
      profileCompletion: incomplete,
      profileForwardCode: forwardCode,
    });
  });

  it('shows no banner on the way: the page stays accessible until it leaves', async () => {
    const fake = clientAnsweringByPath({ [loginPath]: signedInAnswer(29) });
    const { screen, user, location } = renderPage(<LoginPage />, {
      edition,
      path: '/login',
      client: fake.client,
    });
    await user.type(await screen.findByLabelText('Username'), 'fed.new');
    await user.type(screen.getByLabelText('Password', { exact: true }), 'Demo-Portal-2026');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'LOG IN' }));
    await waitFor(() => expect(location()).toBe(addressStep));
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
