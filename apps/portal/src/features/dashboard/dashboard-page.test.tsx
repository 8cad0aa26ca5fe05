import type { ApiClient } from '@portal/api/client';
import { multiProgramDashboardPath, programDashboardPath } from '@portal/api/dashboard';
import { downloadDeclarationsPath } from '@portal/api/enrollment';
import { waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import {
  fedMemberEnrollment,
  fedMemberProgramDashboard,
  fedNewProgramDashboard,
  multiProgramDashboard,
} from '../../testing/plan-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { watchSavedFiles } from '../../testing/watch-saved-files.js';
import { DashboardPage } from './dashboard-page.js';

/**
 * The member's dashboard: what they have in each program, this year and next, from one call per
 * program; the open-season banner; only actions that work, and how to take the other steps
 * today. The journey on the real service is tests/e2e/plans-and-dashboard.spec.ts.
 */
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the dashboard (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  it("shows the member's plan, family and costs, with the open-season banner", async () => {
    const fake = clientAnsweringByPath({
      [multiProgramDashboardPath]: envelope(200, multiProgramDashboard()),
      [programDashboardPath]: envelope(200, fedMemberProgramDashboard()),
    });
    const { screen } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: fake.client,
    });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Welcome, Jordan.');

    const banner = await screen.findByRole('region', { name: 'Open season' });
    expect(banner.textContent).toContain('Open season is on until December 8, 2026.');

    const panel = within(await screen.findByRole('region', { name: /Legal plan 2026/ }));
    expect(panel.getByText('Active')).toBeVisible();
    const fact = (term: string) => panel.getByText(term).nextElementSibling?.textContent;
    expect(fact('Plan')).toBe('High');
    expect(fact('Coverage')).toBe('Self and Family');
    expect(fact('Covered people')).toContain('Jordan Rivera (Enrollee)');
    expect(fact('Covered people')).toContain('Alex Rivera (Spouse)');
    expect(fact('Covered people')).toContain('Mia Rivera (Child under 21)');
    expect(fact('Cost per paycheck')).toBe('$21.92/paycheck per paycheck');
    expect(fact('Cost per year')).toBe('$570.00/yr per year');
    expect(fact('Coverage dates')).toBe('January 1, 2026 to December 31, 2026');
    expect(fact('Payment method')).toBe('Payroll');

    // Only the actions with a page: Modify plan, and the program's own page.
    expect(
      panel.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Modify plan for Legal plan 2026', '/tools/plan-option?flowType=modifyPlan'],
      ['View plan details for Legal plan 2026', '/dashboard/program-dashboard?progId=LAW'],
    ]);
    const other = screen.getByRole('region', { name: 'Other changes to your legal plan' });
    expect(other.textContent).toContain('call customer care at 1-800-555-0100');

    // One call per program, not one per panel.
    const paths = fake.call.mock.calls.map(([endpoint]) => endpoint.path);
    expect(paths.filter((path) => path === programDashboardPath)).toHaveLength(1);
    expect(fake.call.mock.calls.find(([e]) => e.path === programDashboardPath)?.[1]).toEqual({
      strMember_Id: '7100000001',
      strProgId: 'LAW',
    });
    await expectNoAxeViolations();
  });

  it('shows a future-year plan beside this one, and no banner outside open season', async () => {
    const future = fedMemberEnrollment({
      strEnrollmentId: '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d',
      strPayYear: '2027',
      strStatus: 'future',
      dtEffDate: '2027-01-01',
      dtEndDate: '2027-12-31',
    });
    const { screen } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: clientAnsweringByPath({
        [multiProgramDashboardPath]: envelope(200, multiProgramDashboard({ openSeasonEnd: null })),
        [programDashboardPath]: envelope(200, fedMemberProgramDashboard({ objFutureYear: future })),
      }).client,
    });
    const next = await screen.findByRole('region', { name: /Legal plan 2027/ });
    expect(within(next).getByText('Future')).toBeVisible();
    expect(next.textContent).toContain('January 1, 2027 to December 31, 2027');
    expect(screen.getByRole('region', { name: /Legal plan 2026/ })).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Open season' })).toBeNull();
  });

  it("downloads each plan year's declarations from its own panel", async () => {
    const files = watchSavedFiles();
    const futureId = '7a1d2c3e-4b5f-4a6b-8c7d-9e0f1a2b3c4d';
    const future = fedMemberEnrollment({
      strEnrollmentId: futureId,
      strPayYear: '2027',
      strStatus: 'future',
      dtEffDate: '2027-01-01',
      dtEndDate: '2027-12-31',
    });
    const fake = clientAnsweringByPath({
      [multiProgramDashboardPath]: envelope(200, multiProgramDashboard()),
      [programDashboardPath]: envelope(200, fedMemberProgramDashboard({ objFutureYear: future })),
      [downloadDeclarationsPath]: envelope(200, {
        strDocumentId: futureId,
        strFileNm: 'declarations-LAW-2027-7100000001.pdf',
        strPath: `/downloadPDF/${futureId}`,
        strMediaType: 'application/pdf',
      }),
    });
    const pdf = new Blob(['%PDF-1.7 declarations'], { type: 'application/pdf' });
    const download = vi.fn(async (_path: string) => pdf);
    const { screen, user } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: { ...fake.client, download } as unknown as ApiClient,
    });
    const next = within(await screen.findByRole('region', { name: /Legal plan 2027/ }));
    expect(
      screen.getByRole('button', {
        name: 'Download your declarations (PDF) for Legal plan 2026',
      }),
    ).toBeVisible();
    await expectNoAxeViolations();

    await user.click(
      next.getByRole('button', { name: 'Download your declarations (PDF) for Legal plan 2027' }),
    );
    expect(
      await next.findByText(
        'Your declarations were downloaded as declarations-LAW-2027-7100000001.pdf.',
      ),
    ).toHaveAttribute('role', 'status');
    expect(
      fake.call.mock.calls.find(([endpoint]) => endpoint.path === downloadDeclarationsPath)?.[1],
    ).toEqual({ strMember_Id: '7100000001', strEnrollmentId: futureId });
    expect(download).toHaveBeenCalledWith(`/downloadPDF/${futureId}`);
    expect(files.saved).toEqual([
      { name: 'declarations-LAW-2027-7100000001.pdf', href: 'blob:declarations' },
    ]);
    await waitFor(() => expect(files.revoked).toHaveBeenCalledWith('blob:declarations'));
  });

  it('shows a member without a plan what they can enroll in and a start button', async () => {
    const { screen, user, location } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session: { ...session, user: signedInMember({ strFirst_Nm: 'Nadia' }) },
      client: clientAnsweringByPath({
        [multiProgramDashboardPath]: envelope(200, multiProgramDashboard({ status: null })),
        [programDashboardPath]: envelope(200, fedNewProgramDashboard()),
      }).client,
    });
    const card = within(await screen.findByRole('region', { name: /^Legal plan/ }));
    expect(card.getByText('Not enrolled')).toBeVisible();
    expect(
      card.getByText(
        'You can enroll for 2026 until December 20, 2026. Enroll by December 5, 2026 and coverage starts December 6, 2026; later, it starts on the first of the month after you enroll.',
      ),
    ).toBeVisible();
    expect(card.getByText(/^Standard:/).textContent).toBe(
      'Standard: $8.54/paycheck per paycheck ($222.00/yr per year)',
    );
    expect(card.getByText(/^High:/).textContent).toContain('$12.90/paycheck');
    await expectNoAxeViolations();

    await user.click(card.getByRole('link', { name: 'Start enrollment' }));
    expect(location()).toBe('/tools/plan-option');
  });

  it('offers to continue an enrollment in progress where it stopped', async () => {
    const { screen, user, location } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: clientAnsweringByPath({
        [multiProgramDashboardPath]: envelope(200, multiProgramDashboard({ status: null })),
        [programDashboardPath]: envelope(
          200,
          fedNewProgramDashboard({
            liActions: [
              {
                strAction: 'enroll',
                strPath: '/enrollment',
                strPayYear: '2026',
                blnContinues: true,
              },
            ],
          }),
        ),
      }).client,
    });
    const card = within(await screen.findByRole('region', { name: /^Legal plan/ }));
    expect(card.queryByRole('link', { name: 'Start enrollment' })).toBeNull();
    await user.click(card.getByRole('link', { name: 'Continue your enrollment' }));
    expect(location()).toBe('/enrollment');
  });

  it('says how to enroll today when nothing can be chosen online', async () => {
    const closed = fedNewProgramDashboard({
      liEnrollOptions: [],
      liActions: [],
      liAvailablePlans: [],
    });
    const { screen } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: clientAnsweringByPath({
        [multiProgramDashboardPath]: envelope(200, multiProgramDashboard({ status: null })),
        [programDashboardPath]: envelope(200, closed),
      }).client,
    });
    const card = await screen.findByRole('region', { name: /^Legal plan/ });
    expect(card.textContent).toContain('To enroll now, call customer care at 1-800-555-0100.');
    expect(within(card).queryByRole('link')).toBeNull();
  });

  it('says the service is unavailable when the dashboard cannot be read', async () => {
    const { screen } = renderPage(<DashboardPage />, {
      edition,
      path: '/dashboard',
      session,
      client: clientAnsweringByPath({ [multiProgramDashboardPath]: envelope(500) }).client,
    });
    expect(await screen.findByRole('alert')).toBeVisible();
    // The account's own cards still work.
    expect(screen.getByRole('region', { name: 'Security Settings' })).toBeVisible();
  });

  it('shows nothing without a signed-in member (the guard sends them home)', () => {
    const { screen } = renderPage(<DashboardPage />, { edition, path: '/dashboard' });
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
