import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { DashboardPage } from './dashboard-page.js';

/**
 * The member's dashboard: a greeting and a card for each screen a member can reach today. The
 * shell around it (sign-in, the header's links to it) is tests/e2e/member-shell.spec.ts.
 */
describe.each(['MFB', 'MP'] as const)('the dashboard (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  it('greets the member and offers the screens that exist, each a named card', async () => {
    const page = renderPage(<DashboardPage />, { edition, path: '/dashboard', session });
    const { screen } = page;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Jordan.');
    expect(
      screen.getByText(
        'This is your dashboard. From here you manage your plans, family, banks and settings.',
      ),
    ).toBeVisible();

    const security = screen.getByRole('region', { name: 'Security Settings' });
    expect(security.textContent).toContain('Change your password, your security questions');
    const banks = screen.getByRole('region', { name: 'Banks' });
    expect(banks.textContent).toContain('The bank accounts saved to your account.');
    // Only screens that exist: one link each, and no others on the page.
    expect(screen.getAllByRole('link').map((link) => link.getAttribute('href'))).toEqual([
      '/security-dashboard',
      '/bank-dashboard',
    ]);
    await expectNoAxeViolations();

    await page.user.click(within(banks).getByRole('link', { name: 'Your bank accounts' }));
    expect(page.location()).toBe('/bank-dashboard');
  });

  it('shows nothing without a signed-in member (the guard sends them home)', () => {
    const { screen } = renderPage(<DashboardPage />, { edition, path: '/dashboard' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
