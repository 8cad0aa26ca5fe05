import { manageMyAlertsPath } from '@portal/api/alerts';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { AlertsPage } from './alerts-page.js';

/**
 * /manage-alert off the e2e journey (tests/e2e/profile-alerts-activity.spec.ts, where fed.new's
 * alert is fixed): what each alert says and links to, the spec's invalid-methods message, and
 * dismissing an informational alert. The service's rules are apps/server's alerts tests.
 */

const elena = signedInMember({
  strMember_Id: '7100000004',
  strUserId: 'fed.new',
  strFirst_Nm: 'Elena',
  strLast_Nm: 'Sokolova',
  strWorkEmail_Ind: 'I',
});

const workEmailAlert = {
  strAlertId: 'A1',
  strKind: 'WORK_EMAIL_INVALID',
  strSeverity: 'ACTION',
  strStatus: 'P',
  strLink: '/my-profile#emails',
  strSubject: 'e•••@example.org',
  dtCreated: '2026-11-20T15:00:00.000Z',
  dtResolved: null,
};
const billAlert = {
  strAlertId: 'A2',
  strKind: 'BILL_DUE',
  strSeverity: 'INFO',
  strStatus: 'P',
  strLink: '/dashboard',
  strSubject: null,
  dtCreated: '2026-11-21T15:00:00.000Z',
  dtResolved: null,
};
const listed = (alerts: unknown[], pending: number) =>
  envelope(200, {
    liAlerts: alerts,
    lnPendingCount: pending,
    strPendingAction: 'Y',
    strInvalidMethods: 'Y',
  });

describe.each(['MFB', 'MP'] as const)('the alerts page (%s)', (edition) => {
  it('says what each alert asks and links to where it is fixed, under the spec message', async () => {
    const { screen } = renderPage(<AlertsPage />, {
      edition,
      path: '/manage-alert',
      client: clientAnsweringByPath({
        [manageMyAlertsPath]: listed([workEmailAlert, billAlert], 2),
      }).client,
      session: { user: elena, settings: null, profileCompletion: null },
    });
    expect(await screen.findByText('2 alerts need your attention.')).toBeVisible();
    expect(
      screen.getByText(
        'Some of your contact methods have been marked invalid. Update each one from its alert below.',
      ),
    ).toBeVisible();
    const alert = within(
      screen.getByRole('region', { name: 'Your work email was marked invalid' }),
    );
    expect(alert.getByText('Action needed')).toBeVisible();
    expect(alert.getByText('About: e•••@example.org')).toBeVisible();
    expect(alert.getByText('Since November 20, 2026')).toBeVisible();
    expect(alert.getByRole('link', { name: 'Update your work email' })).toHaveAttribute(
      'href',
      '/my-profile#emails',
    );
    // An alert to act on cannot be dismissed.
    expect(alert.queryByRole('button', { name: /Dismiss/ })).toBeNull();
    await expectNoAxeViolations();
  });

  it('dismisses an informational alert and shows it as dismissed', async () => {
    const fake = clientAnsweringByPath({
      [manageMyAlertsPath]: (body: unknown) =>
        (body as { strAction?: string }).strAction === 'DISMISS'
          ? listed(
              [
                workEmailAlert,
                { ...billAlert, strStatus: 'D', dtResolved: '2026-11-25T14:00:00.000Z' },
              ],
              1,
            )
          : listed([workEmailAlert, billAlert], 2),
    });
    const { screen, user } = renderPage(<AlertsPage />, {
      edition,
      path: '/manage-alert',
      client: fake.client,
      session: { user: elena, settings: null, profileCompletion: null },
    });
    const bill = within(await screen.findByRole('region', { name: 'A bill is due' }));
    await user.click(bill.getByRole('button', { name: 'Dismiss: A bill is due' }));

    expect(await screen.findByText('The alert was dismissed.')).toBeVisible();
    expect(screen.getByText('1 alert needs your attention.')).toBeVisible();
    const dismissed = within(screen.getByRole('region', { name: 'A bill is due' }));
    expect(dismissed.getByText('Dismissed')).toBeVisible();
    expect(dismissed.queryByRole('link')).toBeNull();
    expect(fake.call).toHaveBeenCalledWith(expect.objectContaining({ path: manageMyAlertsPath }), {
      strMember_Id: '7100000004',
      strAction: 'DISMISS',
      strAlertId: 'A2',
    });
    await expectNoAxeViolations();
  });
});
