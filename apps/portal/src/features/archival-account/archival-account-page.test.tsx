import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { ArchivalAccountPage } from './archival-account-page.js';

/** Where a sign-in answered "unavailable" ends (login-page.test.tsx follows it there). */
describe.each(['MFB', 'MP'] as const)('the archival-account page (%s)', (edition) => {
  it('tells an archived member how to reach customer care', async () => {
    const { screen } = renderPage(<ArchivalAccountPage />, {
      edition,
      path: '/account/login-archival-account',
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Your account is in our archive' }),
    ).toBeVisible();
    expect(screen.getByText(/call customer care at 1-800-555-0100/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
    await expectNoAxeViolations();
  });
});
