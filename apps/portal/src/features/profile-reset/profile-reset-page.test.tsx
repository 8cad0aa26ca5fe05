import { editPortalSecurityCredentialsPath, validateTokenPath } from '@portal/api/recovery';
import { waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { ProfileResetPage } from './profile-reset-page.js';

/**
 * The temporary-password link off the recovery journey (tests/e2e/account-recovery.spec.ts, which
 * opens an expired link and resets the password): a link the service does not know, and a
 * password it refuses as used before. The service's side is
 * apps/server/src/recovery/temporary-password-link.test.ts ('does not know an unknown token',
 * 'refuses the current password and the passwords before it').
 */

const linkUnknown = "We're sorry, but we could not locate you.";
const reusedPassword = 'You have used this password recently. Choose one you have not used before.';

describe.each(['MFB', 'MP'] as const)('the profile reset page (%s)', (edition) => {
  it('cannot locate the member from an unknown link, and offers Find Your Account', async () => {
    const token = 'x'.repeat(43);
    const fake = clientAnsweringByPath({ [validateTokenPath]: envelope(404) });
    const page = renderPage(<ProfileResetPage />, {
      edition,
      path: `/profile_reset/${token}?method=E`,
      route: '/profile_reset/:token',
      client: fake.client,
    });
    expect(await page.screen.findByRole('heading', { level: 1, name: linkUnknown })).toBeVisible();
    expect(fake.call.mock.calls[0]?.[1]).toEqual({ token_Id: token, method: 'E' });
    await expectNoAxeViolations();

    await page.user.click(page.screen.getByRole('button', { name: 'Find Your Account' }));
    await waitFor(() => expect(page.location()).toBe('/account/help-findaccount'));
  });

  it('cannot locate anyone from a malformed link, without asking the service', async () => {
    const fake = clientAnsweringByPath({});
    const page = renderPage(<ProfileResetPage />, {
      edition,
      path: '/profile_reset/short?method=X',
      route: '/profile_reset/:token',
      client: fake.client,
    });
    expect(await page.screen.findByRole('heading', { level: 1, name: linkUnknown })).toBeVisible();
    expect(fake.call).not.toHaveBeenCalled();
  });
  it('refuses a password used recently with its message, and stays on the page', async () => {
    const token = 'r'.repeat(43);
    const fake = clientAnsweringByPath({
      [validateTokenPath]: envelope(200, {
        strUserId: 'fed.recover',
        strFirst_Nm: 'Tomas',
        strSecurityQuestionsSet: 'Y',
      }),
      [editPortalSecurityCredentialsPath]: envelope(300, {
        objFieldErrors: { newPassword: 'passwordReused' },
      }),
    });
    const page = renderPage(<ProfileResetPage />, {
      edition,
      path: `/profile_reset/${token}?method=E`,
      route: '/profile_reset/:token',
      client: fake.client,
    });
    const { screen, user } = page;
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    expect(screen.getByText(/username fed\.recover/)).toBeVisible();
    await user.type(screen.getByLabelText('New password', { exact: true }), 'Demo-Portal-2026');
    await user.type(screen.getByLabelText('Confirm new password'), 'Demo-Portal-2026');
    await user.click(screen.getByRole('button', { name: 'RESET PASSWORD' }));

    await waitFor(() => expect(screen.getAllByText(reusedPassword)).not.toEqual([]));
    expect(screen.getByLabelText('New password', { exact: true })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(page.location()).toBe(`/profile_reset/${token}?method=E`);
    await expectNoAxeViolations();
  });
});
