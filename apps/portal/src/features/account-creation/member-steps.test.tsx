import {
  continueFromCompleteProfilePath,
  continueToAccountCreationPath,
  editEnrolleeAddressPath,
  savesEditenrolleeDetailsPath,
  sponsorProfileSavePointPath,
  validateZipCodePath,
} from '@portal/api/account-creation';
import { waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { AccountCreationFlowProvider } from './account-creation-flow.js';
import { MemberAddressPage } from './member-address-page.js';
import { MemberBranchOfServicePage } from './member-branch-of-service-page.js';
import { MemberPersonalInfoPage } from './member-personal-info-page.js';

/*
 * A signed-in member completing the profile on the account-creation steps (issue 19): what is on
 * file loads from continueFromCompleteProfile, a save goes to the account, and after the last
 * missing piece the member is on the dashboard with the app session's flags brought up to date.
 * The service's side is apps/server/src/accounts/complete-profile.test.ts; fed.nohome's whole way on
 * the real service is tests/e2e/sign-in.mfb.spec.ts.
 */

const complete = {
  profileCompletion: true,
  sponsorProfilecompletion: true,
  sponsorFGRRPNcompletion: true,
  sponsorBOSCompletion: true,
};

function memberOf(id: string, firstName: string) {
  return signedInMember({ strMember_Id: id, strFirst_Nm: firstName });
}

/** continueFromCompleteProfile's answer: `step` left, with what `changes` says is on file. */
function standing(step: string | null, code: number, changes: object = {}) {
  return {
    lnForwardCode: code,
    strNextStep: step,
    objProfileCompletion: { ...complete, profileCompletion: step !== 'ADDRESS' },
    objuservo: memberOf('7100000004', 'Elena'),
    strEnrollingAs: null,
    objSponsorVO: null,
    objUserAddressVO: null,
    objMailAddressVO: null,
    strMailingSameAsResidence: null,
    strResidenceCheck: null,
    strMailingCheck: null,
    ...changes,
  };
}

function stepsAt(
  path: string,
  user: ReturnType<typeof memberOf>,
  answers: Record<string, unknown>,
) {
  const fake = clientAnsweringByPath({
    '/acctCreate/fetchStateEligibility': envelope(200, {
      liStates: [{ strState: 'NC', strEligible: 'Y' }],
    }),
    [continueToAccountCreationPath]: envelope(404, { strMessage: 'none' }),
    ...answers,
  });
  const page = renderPage(
    <AccountCreationFlowProvider>
      <Routes>
        <Route path="address-dvc" element={<MemberAddressPage />} />
        <Route path="branch-of-service" element={<MemberBranchOfServicePage />} />
        <Route path="personal-info" element={<MemberPersonalInfoPage />} />
      </Routes>
    </AccountCreationFlowProvider>,
    {
      edition: 'MFB',
      path,
      route: '/account-creation/*',
      client: fake.client,
      session: {
        user,
        settings: null,
        profileCompletion: { ...complete, profileCompletion: false },
        forwardCode: 29,
      },
    },
  );
  return { ...page, fake };
}

describe('the steps that complete a signed-in member’s profile', () => {
  it('address (code 29): saves to the account and lands on the dashboard, Log Out no longer asking', async () => {
    const elena = memberOf('7100000004', 'Elena');
    const { screen, user, fake, location } = stepsAt(
      '/account-creation/address-dvc?flow=reEnroll',
      elena,
      {
        [continueFromCompleteProfilePath]: envelope(200, standing('ADDRESS', 29)),
        [validateZipCodePath]: envelope(200, { strZipStatus: 'MATCH', liCandidates: [] }),
        [editEnrolleeAddressPath]: envelope(200, {
          lnForwardCode: 31,
          strNextStep: null,
          objProfileCompletion: complete,
          objuservo: elena,
        }),
      },
    );
    const home = within(await screen.findByRole('group', { name: 'Home address' }));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Your address');
    // No way Back into an application the member never had.
    expect(screen.queryByRole('link', { name: 'Back' })).toBeNull();
    await user.type(home.getByLabelText('Street address'), '400 Hay St');
    await user.type(home.getByLabelText('City'), 'Fayetteville');
    await user.selectOptions(home.getByLabelText('State'), 'NC');
    await user.type(home.getByLabelText('ZIP code'), '28301');
    await user.tab();
    expect(await screen.findByText('ZIP and state checked.')).toBeVisible();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/dashboard'));
    const sent = fake.call.mock.calls.find(
      ([endpoint]) => endpoint.path === editEnrolleeAddressPath,
    );
    expect(sent?.[1]).toMatchObject({
      strMember_Id: '7100000004',
      objUserAddressVO: { strCity: 'Fayetteville', strState: 'NC', strZip: '28301' },
      strMailingSameAsResidence: 'Y',
    });
    expect(sessionStore.get()).toMatchObject({
      profileCompletion: complete,
      profileForwardCode: 31,
    });
  });

  it('branch of service (code 30): shows the sponsor on file, keeps the SSN on file, then the dashboard', async () => {
    const renee = memberOf('7100000031', 'Renee');
    const { screen, user, fake, location } = stepsAt('/account-creation/branch-of-service', renee, {
      [continueFromCompleteProfilePath]: envelope(
        200,
        standing('BRANCH_OF_SERVICE', 30, {
          objuservo: renee,
          strEnrollingAs: 'FMM',
          objSponsorVO: {
            strBranchOfService: null,
            strMilitaryStatus: 'ACD',
            strReserveComponent: null,
            strSponsorFirst_Nm: 'Marcus',
            strSponsorLast_Nm: 'Brooks',
            dtSponsorDOB: '1991-08-17',
            strSponsorSSNOnFile: 'Y',
          },
        }),
      ),
      '/acctCreate/fetchBranchOfService': envelope(200, {
        liBranches: [
          { strCode: 'ARMY', strName: 'Army' },
          { strCode: 'NAVY', strName: 'Navy' },
        ],
      }),
      [sponsorProfileSavePointPath]: envelope(200, {
        lnForwardCode: 31,
        strNextStep: null,
        objProfileCompletion: complete,
        objuservo: renee,
      }),
    });
    expect(await screen.findByLabelText("Sponsor's first name")).toHaveValue('Marcus');
    const ssn = screen.getByLabelText("Sponsor's Social Security number");
    expect(ssn).not.toBeRequired();
    expect(screen.getByText(/On file\. Leave it blank to keep it/)).toBeVisible();
    await user.selectOptions(await screen.findByLabelText('Branch of service'), 'ARMY');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await waitFor(() => expect(location()).toBe('/dashboard'));
    const sent = fake.call.mock.calls.find(
      ([endpoint]) => endpoint.path === sponsorProfileSavePointPath,
    )?.[1] as { objSponsorVO: Record<string, unknown> };
    expect(sent.objSponsorVO).toMatchObject({
      strBranchOfService: 'ARMY',
      strMilitaryStatus: 'ACD',
      strSponsorFirst_Nm: 'Marcus',
    });
    expect(sent.objSponsorVO).not.toHaveProperty('strSponsorSSN');
    expect(sessionStore.get().profileForwardCode).toBe(31);
  });

  it('goes on to what is left when a step is not (or no longer) the member’s to complete', async () => {
    const renee = memberOf('7100000031', 'Renee');
    const { location } = stepsAt('/account-creation/branch-of-service', renee, {
      [continueFromCompleteProfilePath]: envelope(200, standing('ADDRESS', 29)),
    });
    await waitFor(() => expect(location()).toBe('/account-creation/address-dvc?flow=reEnroll'));
  });

  it('says the service is unavailable, keeping what was typed, when a save fails', async () => {
    const elena = memberOf('7100000004', 'Elena');
    const { screen, user, location } = stepsAt(
      '/account-creation/address-dvc?flow=reEnroll',
      elena,
      {
        [continueFromCompleteProfilePath]: envelope(200, standing('ADDRESS', 29)),
        [validateZipCodePath]: envelope(200, { strZipStatus: 'MATCH', liCandidates: [] }),
        [editEnrolleeAddressPath]: envelope(500, { strMessage: 'x' }),
      },
    );
    const home = within(await screen.findByRole('group', { name: 'Home address' }));
    await user.type(home.getByLabelText('Street address'), '400 Hay St');
    await user.type(home.getByLabelText('City'), 'Fayetteville');
    await user.selectOptions(home.getByLabelText('State'), 'NC');
    await user.type(home.getByLabelText('ZIP code'), '28301');
    await user.tab();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/unable to complete your request/)).toBeVisible();
    expect(location()).toBe('/account-creation/address-dvc?flow=reEnroll');
    expect(home.getByLabelText('Street address')).toHaveValue('400 Hay St');
  });

  it('date of birth and SSN (code 18): refused SSN said above the form, then on to the address', async () => {
    const tomas = memberOf('7100000006', 'Tomas');
    let tries = 0;
    const { screen, user, fake, location } = stepsAt('/account-creation/personal-info', tomas, {
      // What is left, as the service says it: the residence once the SSN is saved.
      [continueFromCompleteProfilePath]: () =>
        tries < 2
          ? envelope(200, standing('PERSONAL_INFO', 18))
          : envelope(200, standing('ADDRESS', 29)),
      [savesEditenrolleeDetailsPath]: () => {
        tries += 1;
        return tries === 1
          ? envelope(300, {
              strMessage:
                'An account already exists for this Social Security number. Log in, or use Need Help? to find it.',
            })
          : envelope(200, {
              lnForwardCode: 29,
              strNextStep: 'ADDRESS',
              objProfileCompletion: { ...complete, profileCompletion: false },
              objuservo: tomas,
            });
      },
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent(
      'Confirm who you are',
    );
    // An empty Continue lists what is missing.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findAllByText('Required.')).not.toHaveLength(0);

    await user.type(screen.getByLabelText('Day'), '2');
    await user.type(screen.getByLabelText('Month'), '2');
    await user.type(screen.getByLabelText('Year'), '1980');
    await user.type(screen.getByLabelText('Social Security number'), '900-66-0001');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText(/already exists for this Social Security number/)).toBeVisible();
    expect(location()).toBe('/account-creation/personal-info');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(tries).toBe(2));
    await waitFor(() => expect(location()).toBe('/account-creation/address-dvc?flow=reEnroll'));
    const sent = fake.call.mock.calls.filter(
      ([endpoint]) => endpoint.path === savesEditenrolleeDetailsPath,
    );
    expect(sent.at(-1)?.[1]).toEqual({
      strMember_Id: '7100000006',
      dtDOB: '1980-02-02',
      strSSN: '900-66-0001',
    });
    expect(sessionStore.get().profileForwardCode).toBe(29);
  });
});
