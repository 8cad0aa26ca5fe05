import { programDashboardPath } from '@portal/api/dashboard';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { fedMemberProgramDashboard } from '../../testing/plan-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { ProgramDashboardPage } from './program-dashboard-page.js';

/** /dashboard/program-dashboard: one program in full, from the same one call. */
describe.each(['MFB', 'MP'] as const)('the program dashboard (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  it('shows the monthly cost, the pay frequency and the policy number besides', async () => {
    const { screen } = renderPage(<ProgramDashboardPage />, {
      edition,
      path: '/dashboard/program-dashboard?progId=LAW',
      session,
      client: clientAnsweringByPath({
        [programDashboardPath]: envelope(200, fedMemberProgramDashboard()),
      }).client,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Legal plan');
    const panel = within(screen.getByRole('region', { name: /Legal plan 2026/ }));
    const fact = (term: string) => panel.getByText(term).nextElementSibling?.textContent;
    expect(fact('Cost per paycheck')).toBe('$21.92/paycheck per paycheck');
    expect(fact('Cost per month')).toBe('$47.50/mo per month');
    expect(fact('Your pay frequency')).toBe('Bi-weekly, 26 paychecks a year');
    expect(fact('Policy number')).toBe('LAW-2026-000101');
    expect(panel.queryByRole('link', { name: /View plan details/ })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expectNoAxeViolations();
  });

  it('says so for a program that is not in the catalogue', async () => {
    const { screen } = renderPage(<ProgramDashboardPage />, {
      edition,
      path: '/dashboard/program-dashboard?progId=DEN',
      session,
      client: clientAnsweringByPath({ [programDashboardPath]: envelope(404) }).client,
    });
    expect((await screen.findByRole('alert')).textContent).toContain(
      'We could not find this program.',
    );
  });
});
