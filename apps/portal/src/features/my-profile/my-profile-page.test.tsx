import { editEnrolleeAddressPath } from '@portal/api/account-creation';
import type { UserProfile } from '@portal/api/profile';
import {
  fetchUserProfileDetailsPath,
  reauthenticatePath,
  updateBranchOfServicesPath,
  updateProfileEmailsPath,
  updateProfilePhonesPath,
  updateSponsorDetailsPath,
} from '@portal/api/profile';
import { waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { MyProfilePage } from './my-profile-page.js';

/**
 * My profile off the e2e journey (tests/e2e/profile-alerts-activity.spec.ts): what each section
 * shows, a rule's refusal and a service failure keeping what was typed, and "Confirm it's you"
 * before a phone change. The rules themselves are @portal/forms' profile-section-schemas tests;
 * the service's checks are apps/server's profile tests.
 */

const elena = signedInMember({
  strMember_Id: '7100000004',
  strUserId: 'fed.new',
  strFirst_Nm: 'Elena',
  strLast_Nm: 'Sokolova',
  strWork_Email: 'elena.sokolova@example.org',
  strWorkEmail_Ind: 'I',
});

function profileOf(changes: Partial<UserProfile> = {}): UserProfile {
  return {
    objuservo: elena,
    strPendingAction: 'Y',
    objPersonal: {
      strPrefix: null,
      strFirst_Nm: 'Elena',
      strMiddle_Init: null,
      strLast_Nm: 'Sokolova',
      strSuffix: null,
      dtDOB: '1995-08-19',
      strSSNLast4: '0004',
    },
    objPhones: {
      strDay_Time_Ph: '2025550131',
      strPrimaryPhone_type: 'M',
      strOther_Ph: null,
      strSecondaryPhone_type: null,
    },
    objEmails: {
      strWork_Email: 'elena.sokolova@example.org',
      strWorkEmail_Ind: 'I',
      strOther_Email: null,
      strOtherEmail_Ind: null,
    },
    objUserAddressVO: {
      strAddress_Line1: '27 Poplar St',
      strAddress_Line2: null,
      strCity: 'Annapolis',
      strState: 'MD',
      strZip: '21401',
      strCountry: 'USA',
      strVerification: 'V',
      strInvalid: 'N',
    },
    objMailAddressVO: null,
    strMailingSameAsResidence: 'Y',
    objNotification: { strNotificationPref: 'E', strElectronicConsent: 'Y' },
    liMarketingPrefs: (['A', 'C', 'M', 'P', 'B', 'S'] as const).map((strSection) => ({
      strSection,
      strOptIn: 'N' as const,
    })),
    strEnrollingAs: null,
    objSponsorVO: null,
    dtReauthenticatedUntil: null,
    ...changes,
  };
}

const lookUps = {
  '/acctCreate/fetchStateEligibility': envelope(200, {
    liStates: [{ strState: 'MD', strEligible: 'Y' }],
  }),
};

function renderProfile(
  edition: 'MFB' | 'MP',
  answers: Parameters<typeof clientAnsweringByPath>[0],
) {
  const fake = clientAnsweringByPath({
    [fetchUserProfileDetailsPath]: envelope(200, profileOf()),
    ...lookUps,
    ...answers,
  });
  const page = renderPage(<MyProfilePage />, {
    edition,
    path: '/my-profile',
    client: fake.client,
    session: { user: elena, settings: null, profileCompletion: null },
  });
  return { ...page, call: fake.call };
}

const sentTo = (call: ReturnType<typeof renderProfile>['call'], path: string) =>
  call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, body]) => body);

describe.each(['MFB', 'MP'] as const)('My profile (%s)', (edition) => {
  it('shows the personal details with the SSN masked, and every section under its own heading', async () => {
    const { screen } = renderProfile(edition, {});
    const personal = within(await screen.findByRole('region', { name: 'Personal details' }));
    // Saved values show in each section's summary; a flagged email opens its form at once.
    const phonesSummary = within(screen.getByRole('region', { name: 'Phone numbers' }));
    expect(phonesSummary.getByText('(202) 555-0131 (Mobile)')).toBeVisible();
    expect(await screen.findByLabelText('Work email')).toHaveValue('elena.sokolova@example.org');
    expect(personal.getByText('Elena Sokolova')).toBeVisible();
    expect(personal.getByText('August 19, 1995')).toBeVisible();
    expect(personal.getByText('•••-••-0004')).toBeVisible();
    for (const name of [
      'Phone numbers',
      'Email addresses',
      'Addresses',
      'Notification preference',
      'Marketing preferences',
    ]) {
      expect(screen.getByRole('region', { name })).toBeVisible();
    }
    // Not a uniformed member: no service section.
    expect(screen.queryByRole('region', { name: 'Your service' })).toBeNull();
    const emails = within(screen.getByRole('region', { name: 'Email addresses' }));
    expect(
      emails.getByText('This email was marked invalid. Enter a working email to fix it.'),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('saves a new work email, shows it valid, and clears the red dot the flag raised', async () => {
    const fixed = profileOf({
      objuservo: { ...elena, strWork_Email: 'elena@work.example.org', strWorkEmail_Ind: null },
      strPendingAction: 'N',
      objEmails: {
        strWork_Email: 'elena@work.example.org',
        strWorkEmail_Ind: null,
        strOther_Email: null,
        strOtherEmail_Ind: null,
      },
    });
    const { screen, user, call } = renderProfile(edition, {
      [updateProfileEmailsPath]: envelope(200, { objProfile: fixed }),
      '/manageMyAlerts': envelope(200, {
        liAlerts: [],
        lnPendingCount: 0,
        strPendingAction: 'N',
        strInvalidMethods: 'N',
      }),
    });
    await screen.findByLabelText('Work email');
    const emails = within(screen.getByRole('region', { name: 'Email addresses' }));
    const work = emails.getByLabelText('Work email');
    await user.clear(work);
    await user.type(work, 'elena@work.example.org');
    const confirm = emails.getByLabelText('Confirm work email');
    await user.clear(confirm);
    await user.type(confirm, 'elena@work.example.org');
    await user.tab();
    expect(emails.getAllByText('Valid email address.')).toHaveLength(2);
    await user.click(emails.getByRole('button', { name: 'SAVE' }));

    expect(await emails.findByText('Your email addresses have been saved.')).toBeVisible();
    expect(sentTo(call, updateProfileEmailsPath)).toEqual([
      {
        strMember_Id: '7100000004',
        strWork_Email: 'elena@work.example.org',
        strConfirmWork_Email: 'elena@work.example.org',
        strOther_Email: '',
        strConfirmOther_Email: '',
      },
    ]);
    expect(sessionStore.get().user?.strWorkEmail_Ind).toBeNull();
    await waitFor(() => expect(emails.queryByText(/This email was marked invalid/)).toBeNull());
    await expectNoAxeViolations();
  });

  it('keeps what was typed when the service refuses an email by its rule, and names the field', async () => {
    const { screen, user } = renderProfile(edition, {
      [updateProfileEmailsPath]: envelope(300, { objFieldErrors: { otherEmail: 'emailDiffers' } }),
    });
    await screen.findByLabelText('Work email');
    const emails = within(screen.getByRole('region', { name: 'Email addresses' }));
    await user.type(emails.getByLabelText('Other email (optional)'), 'other@example.org');
    await user.type(emails.getByLabelText('Confirm other email'), 'other@example.org');
    await user.click(emails.getByRole('button', { name: 'SAVE' }));

    await waitFor(() =>
      expect(emails.getByLabelText('Other email (optional)')).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(emails.getByLabelText('Other email (optional)')).toHaveValue('other@example.org');
    expect(emails.getByLabelText('Confirm other email')).toHaveValue('other@example.org');
    expect(emails.queryByText(/have been saved/)).toBeNull();
  });

  it('keeps what was typed when the service is unavailable', async () => {
    const { screen, user } = renderProfile(edition, {
      [updateProfilePhonesPath]: envelope(500),
    });
    await user.click(await screen.findByRole('button', { name: 'Change phone numbers' }));
    await screen.findByLabelText('Primary phone');
    const phones = within(screen.getByRole('region', { name: 'Phone numbers' }));
    await waitFor(() =>
      expect(phones.getByRole('heading', { name: 'Phone numbers' })).toHaveFocus(),
    );
    const primary = phones.getByLabelText('Primary phone');
    await user.clear(primary);
    await user.type(primary, '410-555-0199');
    await user.click(phones.getByRole('button', { name: 'SAVE' }));
    expect(await phones.findByRole('alert')).toBeVisible();
    expect(phones.getByLabelText('Primary phone')).toHaveValue('410-555-0199');
  });

  it("asks to confirm it's you before a phone change, then saves the same change", async () => {
    let phoneCalls = 0;
    const { screen, user, call } = renderProfile(edition, {
      [updateProfilePhonesPath]: () => {
        phoneCalls += 1;
        return phoneCalls === 1
          ? envelope(300, { strReauthRequired: 'Y' })
          : envelope(200, { objProfile: profileOf() });
      },
      [reauthenticatePath]: (body: unknown) =>
        (body as { strPassword?: string }).strPassword === 'Right-Password-1'
          ? envelope(200, { dtReauthenticatedUntil: '2026-11-25T05:15:00.000Z' })
          : envelope(300, { objFieldErrors: { password: 'currentPasswordIncorrect' } }),
    });
    await user.click(await screen.findByRole('button', { name: 'Change phone numbers' }));
    await screen.findByLabelText('Primary phone');
    const phones = within(screen.getByRole('region', { name: 'Phone numbers' }));
    await waitFor(() =>
      expect(phones.getByRole('heading', { name: 'Phone numbers' })).toHaveFocus(),
    );
    const primary = phones.getByLabelText('Primary phone');
    await user.clear(primary);
    await user.type(primary, '410-555-0199');
    await user.click(phones.getByRole('button', { name: 'SAVE' }));

    const confirm = within(await phones.findByRole('region', { name: "Confirm it's you" }));
    await waitFor(() =>
      expect(confirm.getByRole('heading', { name: "Confirm it's you" })).toHaveFocus(),
    );
    await user.type(confirm.getByLabelText('Password', { exact: true }), 'Wrong-Password-1');
    await user.click(confirm.getByRole('button', { name: 'CONFIRM' }));
    await waitFor(() =>
      expect(confirm.getByLabelText('Password', { exact: true })).toHaveAttribute(
        'aria-invalid',
        'true',
      ),
    );
    expect(phoneCalls).toBe(1);

    const password = confirm.getByLabelText('Password', { exact: true });
    await user.clear(password);
    await user.type(password, 'Right-Password-1');
    await user.click(confirm.getByRole('button', { name: 'CONFIRM' }));

    expect(await phones.findByText('Your phone numbers have been saved.')).toBeVisible();
    expect(phones.queryByRole('region', { name: "Confirm it's you" })).toBeNull();
    const sent = sentTo(call, updateProfilePhonesPath);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toEqual(sent[0]);
    expect(sent[0]).toMatchObject({ strDay_Time_Ph: '410-555-0199', strPrimaryPhone_type: 'M' });
    expect(phones.getByLabelText('Primary phone')).toHaveValue('410-555-0199');
    await expectNoAxeViolations();
  });

  it('opens a flagged address at once; saving it reads the profile again and the red dot goes', async () => {
    const flaggedUser = {
      ...elena,
      strWorkEmail_Ind: null,
      objuseraddressvo: { strAddress_Invalid_Flg: 'I' },
    };
    const residence = profileOf().objUserAddressVO;
    if (!residence) throw new Error('the fixture has a residence');
    const residenceFlagged = { ...residence, strInvalid: 'Y' as const };
    const flagged = profileOf({
      objuservo: flaggedUser,
      objEmails: { ...profileOf().objEmails, strWorkEmail_Ind: null },
      objUserAddressVO: residenceFlagged,
    });
    const fixed = profileOf({
      objuservo: { ...flaggedUser, objuseraddressvo: { strAddress_Invalid_Flg: null } },
      strPendingAction: 'N',
      objEmails: { ...profileOf().objEmails, strWorkEmail_Ind: null },
    });
    let saved = false;
    const fake = clientAnsweringByPath({
      [fetchUserProfileDetailsPath]: () => envelope(200, saved ? fixed : flagged),
      ...lookUps,
      [editEnrolleeAddressPath]: () => {
        saved = true;
        return envelope(200, {});
      },
      '/manageMyAlerts': envelope(200, {
        liAlerts: [],
        lnPendingCount: 0,
        strPendingAction: 'N',
        strInvalidMethods: 'N',
      }),
    });
    const { screen, user } = renderPage(<MyProfilePage />, {
      edition,
      path: '/my-profile',
      client: fake.client,
      session: { user: flaggedUser, settings: null, profileCompletion: null },
    });
    await screen.findByLabelText('Street address');
    const addresses = within(screen.getByRole('region', { name: 'Addresses' }));
    expect(
      addresses.getByText('Your home address was marked invalid. Check it and save it again.'),
    ).toBeVisible();
    await user.click(addresses.getByRole('button', { name: 'SAVE' }));

    expect(await addresses.findByText('Your addresses have been saved.')).toBeVisible();
    await waitFor(() =>
      expect(sessionStore.get().user?.objuseraddressvo?.strAddress_Invalid_Flg).toBeNull(),
    );
    await expectNoAxeViolations();
  });

  it("saves a sponsor's family member's service: the branch, then the sponsor", async () => {
    const family = profileOf({
      strEnrollingAs: 'FMM',
      objSponsorVO: {
        strBranchOfService: 'ARMY',
        strMilitaryStatus: 'ACD',
        strReserveComponent: null,
        strSponsorFirst_Nm: 'Viktor',
        strSponsorLast_Nm: 'Sokolov',
        dtSponsorDOB: '1980-03-14',
        strSponsorSSNOnFile: 'Y',
      },
    });
    const { screen, user, call } = renderProfile(edition, {
      [fetchUserProfileDetailsPath]: envelope(200, family),
      '/acctCreate/fetchBranchOfService': envelope(200, {
        liBranches: [
          { strCode: 'ARMY', strName: 'Army' },
          { strCode: 'NAVY', strName: 'Navy' },
        ],
      }),
      [updateBranchOfServicesPath]: envelope(200, { objProfile: family }),
      [updateSponsorDetailsPath]: envelope(200, { objProfile: family }),
    });
    const service = within(await screen.findByRole('region', { name: 'Your service' }));
    expect(service.getByLabelText('Sponsor’s first name')).toHaveValue('Viktor');
    await screen.findByRole('option', { name: 'Navy' });
    await user.selectOptions(service.getByLabelText('Branch of service'), 'NAVY');
    await user.click(service.getByRole('button', { name: 'SAVE' }));

    expect(await service.findByText('Your service details have been saved.')).toBeVisible();
    expect(sentTo(call, updateBranchOfServicesPath)).toEqual([
      {
        strMember_Id: '7100000004',
        objSponsorVO: {
          strBranchOfService: 'NAVY',
          strMilitaryStatus: 'ACD',
          strReserveComponent: '',
        },
      },
    ]);
    // The SSN on file is kept: left blank, it is sent empty.
    expect(sentTo(call, updateSponsorDetailsPath)).toEqual([
      {
        strMember_Id: '7100000004',
        objSponsorVO: {
          strSponsorFirst_Nm: 'Viktor',
          strSponsorLast_Nm: 'Sokolov',
          dtSponsorDOB: '1980-03-14',
          strSponsorSSN: '',
        },
      },
    ]);
    await expectNoAxeViolations();
  });
});
