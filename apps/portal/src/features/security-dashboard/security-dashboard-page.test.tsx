import { reauthenticatePath } from '@portal/api/profile';
import { editPortalSecurityCredentialsPath } from '@portal/api/recovery';
import {
  fetchSecuritySettingsPath,
  updateTwoStepSettingsPath,
} from '@portal/api/security-settings';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { SecurityDashboardPage } from './security-dashboard-page.js';

/**
 * The security settings off the member's journey (tests/e2e/security-dashboard.spec.ts): a wrong
 * current password. The service's check is apps/server/src/security-settings/
 * security-settings.test.ts ('needs the right current password'); the forms' rules are
 * @portal/forms' change-password-schema tests.
 */

const hana = signedInMember({
  strMember_Id: '7100000005',
  strUserId: 'fed.settings',
  strFirst_Nm: 'Hana',
  strLast_Nm: 'Kobayashi',
  strWork_Email: 'hana.kobayashi@example.org',
});

const settings = envelope(200, {
  strTwoFactorEnabled: 'N',
  str2FAPref: null,
  strHasMobilePhone: 'Y',
  liSecurityQuestionIds: ['Q1', 'Q2', 'Q5'],
  liContactMethods: [
    {
      strMethod: 'E',
      strContactKind: 'WORK_EMAIL',
      strDestination: 'hana.kobayashi@example.org',
      strInvalid: 'N',
    },
  ],
});

describe.each(['MFB', 'MP'] as const)('the security settings page (%s)', (edition) => {
  it('says the current password is incorrect when the service finds it so, and changes nothing', async () => {
    const fake = clientAnsweringByPath({
      [fetchSecuritySettingsPath]: settings,
      [editPortalSecurityCredentialsPath]: envelope(300, {
        objFieldErrors: { currentPassword: 'currentPasswordIncorrect' },
      }),
    });
    const { screen, user } = renderPage(<SecurityDashboardPage />, {
      edition,
      path: '/security-dashboard',
      client: fake.client,
      session: { user: hana, settings: null, profileCompletion: null },
    });
    const password = within(await screen.findByRole('region', { name: 'Password' }));
    await user.type(password.getByLabelText('Current password'), 'Not-The-Password-1');
    await user.type(password.getByLabelText('New password', { exact: true }), 'copper-kettle-51');
    await user.type(password.getByLabelText('Confirm new password'), 'copper-kettle-51');
    await user.click(password.getByRole('button', { name: 'CHANGE PASSWORD' }));

    await waitFor(() =>
      expect(password.getAllByText('The current password you entered is incorrect.')).not.toEqual(
        [],
      ),
    );
    expect(password.getByLabelText('Current password')).toHaveAttribute('aria-invalid', 'true');
    expect(password.queryByText(/Your password has been changed/)).toBeNull();
    const sent = fake.call.mock.calls.find(
      ([endpoint]) => endpoint.path === editPortalSecurityCredentialsPath,
    );
    expect(sent?.[1]).toEqual({
      strMember_Id: '7100000005',
      strCurrentPassword: 'Not-The-Password-1',
      strNewPassword: 'copper-kettle-51',
      strConfirmPassword: 'copper-kettle-51',
    });
    await expectNoAxeViolations();
  });

  it('names each section once and shows the mobile phone as people write it', async () => {
    const withPhone = envelope(200, {
      strTwoFactorEnabled: 'Y',
      str2FAPref: 'S',
      strHasMobilePhone: 'Y',
      liSecurityQuestionIds: ['Q1', 'Q2', 'Q5'],
      liContactMethods: [
        {
          strMethod: 'E',
          strContactKind: 'WORK_EMAIL',
          strDestination: 'hana.kobayashi@example.org',
          strInvalid: 'N',
        },
        {
          strMethod: 'S',
          strContactKind: 'MOBILE_PHONE',
          strDestination: '2025550143',
          strInvalid: 'N',
        },
      ],
    });
    const { screen } = renderPage(<SecurityDashboardPage />, {
      edition,
      path: '/security-dashboard',
      client: clientAnsweringByPath({ [fetchSecuritySettingsPath]: withPhone }).client,
      session: { user: hana, settings: null, profileCompletion: null },
    });
    const questions = within(await screen.findByRole('region', { name: 'Security questions' }));
    // The section's heading says it; the group of new questions is named for what it asks.
    expect(questions.getAllByText('Security questions')).toHaveLength(1);
    expect(questions.getByRole('group', { name: 'Choose new questions' })).toBeVisible();

    const twoStep = within(screen.getByRole('region', { name: 'Two-step verification' }));
    expect(twoStep.getAllByText('Two-step verification')).toHaveLength(1);
    expect(twoStep.getByRole('group', { name: 'Use two-step verification' })).toBeVisible();
    expect(twoStep.getByText('Mobile phone: (202) 555-0143')).toBeVisible();
    expect(twoStep.queryByText(/2025550143/)).toBeNull();
    await expectNoAxeViolations();
  });

  it("asks to confirm it's you before a two-step change, then sends the same change", async () => {
    let twoStepCalls = 0;
    const fake = clientAnsweringByPath({
      [fetchSecuritySettingsPath]: settings,
      [updateTwoStepSettingsPath]: () => {
        twoStepCalls += 1;
        return twoStepCalls === 1
          ? envelope(300, { strReauthRequired: 'Y' })
          : envelope(200, { strTwoFactorEnabled: 'Y', str2FAPref: 'E' });
      },
      [reauthenticatePath]: envelope(200, { dtReauthenticatedUntil: '2026-11-25T06:00:00.000Z' }),
    });
    const { screen, user } = renderPage(<SecurityDashboardPage />, {
      edition,
      path: '/security-dashboard',
      client: fake.client,
      session: { user: hana, settings: null, profileCompletion: null },
    });
    const twoStep = within(await screen.findByRole('region', { name: 'Two-step verification' }));
    await user.click(twoStep.getByRole('radio', { name: 'On' }));
    await user.click(twoStep.getByRole('button', { name: 'SAVE TWO-STEP SETTINGS' }));

    const confirm = within(await twoStep.findByRole('region', { name: "Confirm it's you" }));
    expect(twoStep.queryByText(/service is unavailable|unavailable/i)).toBeNull();
    await user.type(confirm.getByLabelText('Password', { exact: true }), 'Demo-Portal-2026');
    await user.click(confirm.getByRole('button', { name: 'CONFIRM' }));

    expect(
      await twoStep.findByText(
        'Your two-step verification settings have been saved. We sent a notice to your email.',
      ),
    ).toBeVisible();
    const sent = fake.call.mock.calls
      .filter(([endpoint]) => endpoint.path === updateTwoStepSettingsPath)
      .map(([, body]) => body);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    await expectNoAxeViolations();
  });
});
