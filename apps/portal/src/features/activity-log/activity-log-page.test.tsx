import { fetchActivityLogPath } from '@portal/api/activity';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { ActivityLogPage } from './activity-log-page.js';

/**
 * The activity log off the e2e journey (tests/e2e/profile-alerts-activity.spec.ts reads the real
 * sign-in and change): times in Eastern Time, the words for each kind, and paging. Which events
 * are recorded, and that another member's are never shown, is apps/server's activity tests.
 */

const jordan = signedInMember();

function entry(id: number, kind: string, at: string) {
  return {
    strActivityId: String(id),
    dtAt: at,
    strKind: kind,
    strCategory: kind.startsWith('login') ? 'SIGN_IN' : 'PROFILE',
    strBrowser: 'Chrome 131 on Linux',
    strClientAddress: '203.0.113.7',
  };
}

const pageAnswer = (page: number) =>
  envelope(200, {
    liActivity:
      page === 1
        ? [
            // 14:05 UTC in winter is 9:05 AM in New York (EST); in summer 10:05 AM (EDT).
            entry(2, 'profile.phones-saved', '2026-11-25T14:05:00.000Z'),
            entry(1, 'login.succeeded', '2026-07-01T14:05:00.000Z'),
          ]
        : [entry(0, 'account.created', '2026-01-02T03:04:00.000Z')],
    lnPage: page,
    lnPageSize: 2,
    lnTotal: 3,
  });

describe.each(['MFB', 'MP'] as const)('the activity log (%s)', (edition) => {
  it('lists the newest first in Eastern Time, with browser and address, and pages on', async () => {
    const fake = clientAnsweringByPath({
      [fetchActivityLogPath]: (body: unknown) => pageAnswer((body as { lnPage: number }).lnPage),
    });
    const { screen, user } = renderPage(<ActivityLogPage />, {
      edition,
      path: '/activity-log',
      client: fake.client,
      session: { user: jordan, settings: null, profileCompletion: null },
    });
    const table = await screen.findByRole('table', { name: 'Your account activity' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows).toHaveLength(2);
    expect(rows[0]?.textContent).toMatch(/November 25, 2026 at 9:05 AM EST/);
    expect(rows[0]?.textContent).toMatch(/Phone numbers changed/);
    expect(rows[0]?.textContent).toMatch(/Chrome 131 on Linux/);
    expect(rows[0]?.textContent).toMatch(/203\.0\.113\.7/);
    expect(rows[1]?.textContent).toMatch(/July 1, 2026 at 10:05 AM EDT/);
    expect(rows[1]?.textContent).toMatch(/Signed in/);
    expect(screen.getByText('Page 1 of 2 (3 entries)')).toBeVisible();
    await expectNoAxeViolations();

    const pages = screen.getByRole('navigation', { name: 'Activity pages' });
    await user.click(within(pages).getByRole('link', { name: /Next/ }));
    expect(await screen.findByText('Page 2 of 2 (3 entries)')).toBeVisible();
    expect(screen.getByRole('table').textContent).toMatch(/Account created/);
    expect(fake.call).toHaveBeenLastCalledWith(
      expect.objectContaining({ path: fetchActivityLogPath }),
      { strMember_Id: '7100000001', lnPage: 2 },
    );
  });
});
