import type { ApiClient } from '@portal/api/client';
import { keepAlivePath, logoutPath } from '@portal/api/sign-in';
import { act, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../session/session-store.js';
import { twoStepStore } from '../session/two-step-store.js';
import { expectNoAxeViolations } from '../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../testing/render-page.js';
import { signedInMember } from '../testing/signed-in-member.js';
import { SessionWatch } from './session-watch.js';

/**
 * The session watch off the idle journey (tests/e2e/idle.timers.spec.ts, which waits out the
 * countdown of a signed-in member): the warning's Logout ends the session the same way, without
 * the inactivity note; and the watch runs during a pending two-step sign-in too.
 */

const jordan = signedInMember();

describe.each(['MFB', 'MP'] as const)('the session watch (%s)', (edition) => {
  it('ends the session on the idle warning’s Logout, with no note about inactivity', async () => {
    const fake = clientAnsweringByPath({ [logoutPath]: envelope(200, {}) });
    // The log-out also asks the client for its token and has it forget the session.
    const clearSession = vi.fn();
    const client = { ...fake.client, hasToken: () => true, clearSession } as ApiClient;
    const page = renderPage(<SessionWatch />, { edition, path: '/dashboard', client });
    // Signed in as a sign-in leaves the tab: a token, and the service's idle timings (short here).
    act(() => {
      sessionStorage.setItem('portal.token', 'token-of-the-test');
      sessionStore.signIn({
        user: jordan,
        settings: { lnIdleWarningSeconds: 1, lnIdleCountdownSeconds: 60 },
        profileCompletion: null,
      });
    });

    const dialog = await page.screen.findByRole(
      'dialog',
      { name: 'Are you still there?' },
      { timeout: 5000 },
    );
    await expectNoAxeViolations();
    await page.user.click(within(dialog).getByRole('button', { name: 'Logout' }));

    await waitFor(() => expect(page.location()).toBe('/'));
    expect(sessionStore.get().isLoggedIn).toBe(false);
    expect(fake.call.mock.calls.map(([endpoint]) => endpoint.path)).toEqual([logoutPath]);
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(page.screen.queryByRole('dialog')).toBeNull();
    expect(page.screen.queryByText(/no activity for a while/)).toBeNull();
  });
  it('pings the service while the member is active, at the interval the sign-in gave, and not while idle', async () => {
    const fake = clientAnsweringByPath({ [keepAlivePath]: envelope(200, {}) });
    const client = { ...fake.client, hasToken: () => true } as ApiClient;
    renderPage(<SessionWatch />, { edition, path: '/dashboard', client });
    act(() => {
      sessionStorage.setItem('portal.token', 'token-of-the-test');
      sessionStore.signIn({
        user: jordan,
        // Spec section 9 says 600 s; the service's KEEP_ALIVE_SECONDS makes it a second here.
        settings: { lnIdleWarningSeconds: 60, lnIdleCountdownSeconds: 60, lnKeepAliveSeconds: 1 },
        profileCompletion: null,
      });
    });
    const pings = () =>
      fake.call.mock.calls.filter(([endpoint]) => endpoint.path === keepAlivePath).length;

    // A moment after signing in the member moves the mouse: the next look, a second later at
    // most, pings.
    await new Promise((resolve) => setTimeout(resolve, 100));
    window.dispatchEvent(new MouseEvent('mousemove'));
    await waitFor(() => expect(pings()).toBe(1), { timeout: 3000 });
    // Then sits still: the looks that follow find no activity since the last, and stay quiet.
    await new Promise((resolve) => setTimeout(resolve, 2500));
    expect(pings()).toBe(1);
    expect(fake.call.mock.calls.every(([endpoint]) => endpoint.path === keepAlivePath)).toBe(true);
    act(() => sessionStore.clear());
  });

  it('drops a pending two-step sign-in left idle through the countdown, and says why', async () => {
    const clearSession = vi.fn();
    // No token yet: the log-out makes no call and only has the client forget the sign-in.
    const client = { ...clientAnsweringByPath({}).client, hasToken: () => false, clearSession };
    const page = renderPage(<SessionWatch />, {
      edition,
      path: '/two-step-verification/enter-code',
      client: client as ApiClient,
    });
    act(() => {
      twoStepStore.start({
        strMember_Id: '7100000002',
        str2FAPref: 'E',
        strMaskedEmail: 'p*****n@example.org',
        strMaskedPhone: null,
        promptMFA: false,
        strTokenMethod: 'L',
        redirectURL: '/dashboard',
        flow: null,
        // The timings the login answer gave: a second each, so the test waits only seconds.
        settings: { lnIdleWarningSeconds: 1, lnIdleCountdownSeconds: 1 },
      });
    });

    expect(
      await page.screen.findByRole('dialog', { name: 'Are you still there?' }, { timeout: 5000 }),
    ).toBeVisible();
    const note = await page.screen.findByText(
      /you were logged out because there was no activity for a while/,
      {},
      { timeout: 5000 },
    );
    expect(note).toBeVisible();
    expect(page.location()).toBe('/');
    expect(twoStepStore.get()).toBeNull();
    expect(clearSession).toHaveBeenCalledTimes(1);
    expect(page.screen.queryByRole('dialog')).toBeNull();
    await expectNoAxeViolations();
  });
});
