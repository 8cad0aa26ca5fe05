import type { ApiClient } from '@portal/api/client';
import { keepAlivePath } from '@portal/api/sign-in';
import { act, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { portalClient } from '../api/portal-client.js';
import { sessionStore } from '../session/session-store.js';
import { clientAnsweringByPath, envelope, renderPage } from '../testing/render-page.js';
import { signedInMember } from '../testing/signed-in-member.js';
import { SessionWatch } from './session-watch.js';
import { logOutRequest } from './use-log-out.js';

/**
 * The 'Incomplete Profile' question of Log Out (spec section 4; issue 19): Yes keeps the member
 * signed in and leads to the step that completes what sign-in found missing; No logs out (the
 * e2e journeys of fed.nohome and mil.family, tests/e2e/sign-in.mfb.spec.ts).
 */

const member = signedInMember({ strFirst_Nm: 'Renee', strMember_Id: '7100000031' });
// Holding a token, as a signed-in member's tab does: without one the session watch ends the session
// at once (a session whose token is gone is over), which is not what these tests are about. The
// portal's client is asked (the session watch reads it); a stored test token would not do, as the
// real client checks a token's expiry and forgets one it cannot read.
const signedInClient = (): ApiClient => {
  vi.spyOn(portalClient, 'hasToken').mockReturnValue(true);
  const { client } = clientAnsweringByPath({ [keepAlivePath]: envelope(200, {}) });
  return { ...client, hasToken: () => true, clearSession: vi.fn() };
};
afterEach(() => vi.restoreAllMocks());
const sponsorMissing = {
  profileCompletion: true,
  sponsorProfilecompletion: true,
  sponsorFGRRPNcompletion: true,
  sponsorBOSCompletion: false,
};

describe('the Incomplete Profile question', () => {
  it.each([
    [30, '/account-creation/branch-of-service'],
    [29, '/account-creation/address-dvc?flow=reEnroll'],
  ])('with login code %i, Yes goes to %s, still signed in', async (forwardCode, step) => {
    const page = renderPage(<SessionWatch />, {
      edition: 'MFB',
      client: signedInClient(),
      path: '/dashboard',
      // Mounted above the routes, as the shell has it, so it stays while the member moves on.
      route: '*',
      session: {
        user: member,
        settings: null,
        profileCompletion: sponsorMissing,
        forwardCode,
      },
    });
    act(() => logOutRequest.open());
    const dialog = await page.screen.findByRole('dialog', { name: 'Incomplete Profile' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Yes' }));

    await waitFor(() => expect(page.location()).toBe(step));
    expect(page.screen.queryByRole('dialog')).toBeNull();
    expect(sessionStore.get().isLoggedIn).toBe(true);
  });

  it('only closes on the step itself, or when no step completes what is missing', async () => {
    const page = renderPage(<SessionWatch />, {
      edition: 'MFB',
      client: signedInClient(),
      path: '/account-creation/branch-of-service',
      route: '*',
      session: { user: member, settings: null, profileCompletion: sponsorMissing, forwardCode: 30 },
    });
    act(() => logOutRequest.open());
    const dialog = await page.screen.findByRole('dialog', { name: 'Incomplete Profile' });
    await page.user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(page.screen.queryByRole('dialog')).toBeNull());
    expect(page.location()).toBe('/account-creation/branch-of-service');

    act(() =>
      sessionStore.updateProfile({
        user: member,
        profileCompletion: sponsorMissing,
        forwardCode: 31,
      }),
    );
    act(() => logOutRequest.open());
    const again = await page.screen.findByRole('dialog', { name: 'Incomplete Profile' });
    await page.user.click(within(again).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(page.screen.queryByRole('dialog')).toBeNull());
    expect(page.location()).toBe('/account-creation/branch-of-service');
  });
});
