import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { renderPage } from '../testing/render-page.js';
import { signedInMember } from '../testing/signed-in-member.js';
import { SessionWatch } from './session-watch.js';
import { logOutRequest } from './use-log-out.js';

/**
 * The 'Incomplete Profile' question of Log Out (spec section 4; issue 19): Yes keeps the member
 * signed in and leads to the step that completes what sign-in found missing; No logs out (the
 * e2e journeys of fed.nohome and mil.family, tests/e2e/sign-in.mfb.spec.ts).
 */

const member = signedInMember({ strFirst_Nm: 'Renee', strMember_Id: '7100000031' });
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
      path: '/dashboard',
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
      path: '/account-creation/branch-of-service',
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
