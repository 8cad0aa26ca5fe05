import {
  continueToAccountCreationPath,
  discardAccountDraftPath,
  intermediateProfileSavePath,
  validateZipCodePath,
} from '@portal/api/account-creation';
import {
  createUserAccountPath,
  retrieveHintQuestionsPath,
  userIdAvailabilityPath,
} from '@portal/api/account-credentials';
import { waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sessionStore } from '../../session/session-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { AccountCreationFlowProvider } from './account-creation-flow.js';
import { AddressPage } from './address-page.js';
import { BranchOfServicePage } from './branch-of-service-page.js';
import { CheckYourAnswersPage } from './check-answers-page.js';
import { CredentialsPage } from './credentials-page.js';
import { GetStartedPage } from './get-started-page.js';
import { PersonalInfoPage } from './personal-info-page.js';

/*
 * Account creation as a member notices it, each step on a fake client (the service's own rules
 * are apps/server's accounts tests; the whole journey on the real service is
 * tests/e2e/account-creation.spec.ts): error summaries, the age rule's page, resuming, the ZIP
 * candidates and the username announcement.
 */

/** retrieveHintQuestions: the three questions offered in each of the three choices. */
const hintQuestions = envelope(200, {
  liQuestions: [
    { strQuestionId: 'Q1', strQuestion: 'What was the name of your first pet?' },
    { strQuestionId: 'Q2', strQuestion: 'In what city were you born?' },
    { strQuestionId: 'Q5', strQuestion: 'What was the make of your first car?' },
  ],
});

/** The flow's pages under their layout, as routes.ts mounts them. */
function flowAt(path: string, edition: 'MFB' | 'MP', answers: Record<string, unknown>) {
  const fake = clientAnsweringByPath({
    '/tools/fetchEmployeeList': envelope(200, {
      liEmployeeKinds:
        edition === 'MFB'
          ? [
              {
                strCode: 'F',
                strLabel: 'Employee',
                strAgencyKind: 'employing',
                strBranchOfService: 'N',
              },
              {
                strCode: 'M',
                strLabel: 'Military member',
                strAgencyKind: null,
                strBranchOfService: 'Y',
              },
            ]
          : [
              {
                strCode: 'MP',
                strLabel: 'Individual',
                strAgencyKind: null,
                strBranchOfService: 'N',
              },
            ],
    }),
    '/acctCreate/fetchStateEligibility': envelope(200, {
      liStates: [
        { strState: 'VA', strEligible: 'Y' },
        { strState: 'WA', strEligible: edition === 'MP' ? 'N' : 'Y' },
      ],
    }),
    [continueToAccountCreationPath]: envelope(404, { strMessage: 'none' }),
    ...answers,
  });
  const page = renderPage(
    <AccountCreationFlowProvider>
      <Routes>
        <Route path="get-started" element={<GetStartedPage />} />
        <Route path="personal-info" element={<PersonalInfoPage />} />
        <Route path="branch-of-service" element={<BranchOfServicePage />} />
        <Route path="address-dvc" element={<AddressPage />} />
        <Route path="credentials" element={<CredentialsPage />} />
        <Route path="check-your-answers" element={<CheckYourAnswersPage />} />
      </Routes>
    </AccountCreationFlowProvider>,
    { edition, path, route: '/account-creation/*', client: fake.client },
  );
  return { ...page, fake };
}

/** Sign-in details but the username: a password typed twice and three questions answered. */
async function fillPasswordAndQuestions(
  screen: ReturnType<typeof flowAt>['screen'],
  user: ReturnType<typeof flowAt>['user'],
) {
  await user.type(screen.getByLabelText('Password', { exact: true }), 'Harbor-Lantern-Field-7');
  await user.type(screen.getByLabelText('Confirm password'), 'Harbor-Lantern-Field-7');
  for (const [position, question, answer] of [
    [1, 'Q1', 'Biscuit'],
    [2, 'Q2', 'Dayton'],
    [3, 'Q5', 'Volvo'],
  ] as const) {
    await user.selectOptions(screen.getByLabelText(`Security question ${position}`), question);
    await user.type(screen.getByLabelText(`Answer ${position}`), answer);
  }
}

const savedDraft = {
  strNextStep: 'ADDRESS',
  dtDraftExpires: '2026-12-25T12:00:00.000Z',
  objGetStarted: {
    strEnrollingAs: 'F',
    dtDOB: '1988-02-03',
    strAgencyCode: 'AG',
    strProductNm: 'MFB',
  },
  objUserVO: {
    strPrefix: 'Ms.',
    strFirst_Nm: 'Avery',
    strMiddle_Init: 'J',
    strLast_Nm: 'Quinn',
    strSuffix: '',
    dtDOB: '1988-02-03',
    strSSNLast4: '0001',
    strGender: 'F',
    strMarried: 'N',
    strDay_Time_Ph: '(202) 555-0190',
    strPrimaryPhone_type: 'M',
    strOther_Ph: '',
    strSecondaryPhone_type: '',
    strWork_Email: 'avery.quinn@example.org',
    strConfirmWork_Email: 'avery.quinn@example.org',
    strOther_Email: '',
    strNotificationPref: 'E',
    blnElectronicConsent: true,
  },
  objSponsorVO: null,
  objUserAddressVO: null,
  objMailAddressVO: null,
  strMailingSameAsResidence: null,
  strResidenceCheck: null,
  strMailingCheck: null,
};

describe.each(['MFB', 'MP'] as const)('account creation (%s)', (edition) => {
  it('get-started: an empty Continue lists what is missing, each field says it', async () => {
    const { screen, user } = flowAt('/account-creation/get-started', edition, {});
    await screen.findByRole('heading', { level: 1, name: 'Get started' });
    // MP offers one choice, chosen already; MFB asks.
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('alert');
    expect(summary.textContent).toContain('Date of birth');
    if (edition === 'MFB') expect(summary.textContent).toContain('Who is enrolling?');
    expect(
      within(screen.getByRole('group', { name: 'Date of birth' })).getByText('Required.'),
    ).toBeVisible();
    await expectNoAxeViolations();
  });

  it('get-started: a child under 13 is sent to customer service with the phone line, and can go back', async () => {
    const { screen, user } = flowAt('/account-creation/get-started', edition, {});
    await screen.findByRole('heading', { level: 1, name: 'Get started' });
    if (edition === 'MFB') await user.click(screen.getByRole('radio', { name: 'Military member' }));
    const birth = within(screen.getByRole('group', { name: 'Date of birth' }));
    const year = String(new Date().getFullYear() - 5);
    await user.type(birth.getByRole('textbox', { name: 'Day' }), '1');
    await user.type(birth.getByRole('textbox', { name: 'Month' }), '1');
    await user.type(birth.getByRole('textbox', { name: 'Year' }), year);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'We need to help you by phone',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText(/13 or older/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Return to home' })).toHaveAttribute('href', '/');
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Change your answer' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
  });

  it('get-started offers to continue a saved application at its step, with what was typed', async () => {
    const draft =
      edition === 'MFB'
        ? savedDraft
        : {
            ...savedDraft,
            objGetStarted: {
              ...savedDraft.objGetStarted,
              strEnrollingAs: 'MP',
              strAgencyCode: null,
              strProductNm: 'MP',
            },
          };
    const { screen, user, location } = flowAt('/account-creation/get-started', edition, {
      [continueToAccountCreationPath]: envelope(200, draft),
      '/tools/agencyLookUp': envelope(200, {
        objAgency: {
          strAgencyCode: 'AG',
          strAgencyName: 'Department of Agriculture',
          strAgencyKind: 'employing',
        },
      }),
      '/tools/agencySearch': envelope(200, { liAgencies: [] }),
    });
    const offer = await screen.findByRole('region', {
      name: 'You have an application in progress',
    });
    expect(offer.textContent).toContain('You stopped at “Address”');
    await expectNoAxeViolations();
    await user.click(within(offer).getByRole('button', { name: 'Continue your application' }));
    await waitFor(() =>
      expect(location()).toBe('/account-creation/address-dvc?flow=AccountCreation'),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Your address' })).toBeVisible();

    // Back to personal info: everything typed is there, the SSN by its last four digits.
    await user.click(screen.getByRole('link', { name: 'Back' }));
    expect(await screen.findByLabelText('First name')).toHaveValue('Avery');
    expect(screen.getByLabelText('Last name')).toHaveValue('Quinn');
    expect(screen.getByText(/Saved, ending in 0001/)).toBeVisible();
    expect(screen.getByLabelText('Social Security number')).toHaveAttribute('type', 'password');
    // Its button says what it shows, not the kit's 'Show password'.
    await user.click(screen.getByRole('button', { name: 'Show Social Security number' }));
    expect(screen.getByLabelText('Social Security number')).toHaveAttribute('type', 'text');
  });

  it('Start again deletes the saved application and empties the form', async () => {
    let deleted = false;
    const { screen, user, fake } = flowAt('/account-creation/get-started', edition, {
      [continueToAccountCreationPath]: () =>
        deleted ? envelope(404, { strMessage: 'none' }) : envelope(200, savedDraft),
      [discardAccountDraftPath]: () => {
        deleted = true;
        return envelope(200, {});
      },
      '/tools/agencyLookUp': envelope(404, { strMessage: 'none' }),
    });
    const offer = await screen.findByRole('region', {
      name: 'You have an application in progress',
    });
    const year = screen.getByRole('textbox', { name: 'Year' });
    await waitFor(() => expect(year).toHaveValue('1988'));
    await user.click(within(offer).getByRole('button', { name: 'Start again' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: 'You have an application in progress' }),
      ).toBeNull(),
    );
    expect(
      fake.call.mock.calls.some(([endpoint]) => endpoint.path === discardAccountDraftPath),
    ).toBe(true);
    // The saved answers are gone from the page too, and focus is on its heading.
    await waitFor(() => expect(year).toHaveValue(''));
    expect(screen.getByRole('heading', { level: 1 })).toHaveFocus();
  });

  it('address: a ZIP in another state offers its places; choosing one fills them; WA is refused in MP', async () => {
    const draft = {
      ...savedDraft,
      objGetStarted: {
        ...savedDraft.objGetStarted,
        strEnrollingAs: edition === 'MFB' ? 'F' : 'MP',
      },
    };
    const candidates = Array.from({ length: 10 }, (_, index) => ({
      strCity: `Place ${index + 1}`,
      strState: 'VA',
      strZip: '22201',
    }));
    const { screen, user, fake } = flowAt(
      '/account-creation/address-dvc?flow=AccountCreation',
      edition,
      {
        [continueToAccountCreationPath]: envelope(200, draft),
        [validateZipCodePath]: envelope(200, {
          strZipStatus: 'MISMATCH',
          liCandidates: candidates,
        }),
        [intermediateProfileSavePath]: envelope(200, {
          strNextStep: 'CREDENTIALS',
          dtDraftExpires: draft.dtDraftExpires,
        }),
        [retrieveHintQuestionsPath]: envelope(200, { liQuestions: [] }),
      },
    );
    const home = within(await screen.findByRole('group', { name: 'Home address' }));
    await user.type(home.getByLabelText('Street address'), '1 Main St');
    await user.type(home.getByLabelText('City'), 'Seattle');
    await user.selectOptions(home.getByLabelText('State'), 'WA');
    await user.type(home.getByLabelText('ZIP code'), '22201');
    await user.tab();

    const choices = within(
      await screen.findByRole('group', { name: 'Did you mean one of these?' }),
    );
    expect(choices.getAllByRole('radio')).toHaveLength(11);
    expect(choices.getByRole('radio', { name: 'Keep what I entered' })).toBeVisible();
    await expectNoAxeViolations();
    await user.click(choices.getByRole('radio', { name: 'Place 1, VA 22201' }));
    expect(home.getByLabelText('City')).toHaveValue('Place 1');
    expect(home.getByLabelText('State')).toHaveValue('VA');
    expect(screen.getByText('ZIP and state checked.')).toBeVisible();
    expect(screen.queryByText(/verified/i)).toBeNull();

    if (edition === 'MP') {
      await user.selectOptions(home.getByLabelText('State'), 'WA');
      await user.click(screen.getByRole('button', { name: 'Continue' }));
      expect((await screen.findByRole('alert')).textContent).toContain(
        'This state is not yet eligible for this product.',
      );
      return;
    }
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() =>
      expect(
        fake.call.mock.calls.some(([endpoint]) => endpoint.path === intermediateProfileSavePath),
      ).toBe(true),
    );
    const sent = fake.call.mock.calls.find(
      ([endpoint]) => endpoint.path === intermediateProfileSavePath,
    )?.[1];
    expect(sent).toMatchObject({
      strStep: 'ADDRESS',
      objUserAddressVO: {
        strCity: 'Place 1',
        strState: 'VA',
        strZip: '22201',
        strKeepAsEntered: 'N',
      },
      strMailingSameAsResidence: 'Y',
    });
  });

  it('credentials: whether a username is free is announced as it is typed', async () => {
    const draft = { ...savedDraft, strNextStep: 'CREDENTIALS' };
    const { screen, user } = flowAt('/account-creation/credentials', edition, {
      [continueToAccountCreationPath]: envelope(200, draft),
      [retrieveHintQuestionsPath]: hintQuestions,
      [userIdAvailabilityPath]: (body: unknown) =>
        (body as { strUserId: string }).strUserId === 'taken.name'
          ? envelope(200, {
              strAvailable: 'N',
              strMessage: 'Username already exists. Choose another one.',
            })
          : envelope(200, { strAvailable: 'Y' }),
    });
    const username = await screen.findByLabelText('Username');
    await user.type(username, 'taken.name');
    // Said in a live region (role status), so a screen reader hears it without leaving the field.
    const taken = await screen.findByText('Username already exists. Choose another one.');
    expect(taken).toHaveAttribute('role', 'status');
    await user.clear(username);
    await user.type(username, 'free.name');
    expect(await screen.findByText('This username is available.')).toHaveAttribute(
      'role',
      'status',
    );
    // The questions are the service's (retrieveHintQuestions), offered in each of the three.
    expect(screen.getAllByRole('option', { name: 'In what city were you born?' })).toHaveLength(3);
    await expectNoAxeViolations();
  });

  it('credentials: a taken username pasted just before Continue is checked then', async () => {
    const draft = { ...savedDraft, strNextStep: 'CREDENTIALS' };
    const { screen, user, location } = flowAt('/account-creation/credentials', edition, {
      [continueToAccountCreationPath]: envelope(200, draft),
      [retrieveHintQuestionsPath]: hintQuestions,
      [userIdAvailabilityPath]: envelope(200, {
        strAvailable: 'N',
        strMessage: 'Username already exists. Choose another one.',
      }),
    });
    const username = await screen.findByLabelText('Username');
    await fillPasswordAndQuestions(screen, user);
    // As a browser's autofill or a paste does: all at once, and Continue before the pause.
    await user.click(username);
    await user.paste('taken.name');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'There is a problemUsername already exists. Choose another one.',
    );
    expect(location()).toBe('/account-creation/credentials');
  });

  it('personal info: emails that must differ and match, and the consent, in the spec words', async () => {
    const draft = { ...savedDraft, strNextStep: 'PERSONAL_INFO', objUserVO: null };
    const { screen, user, fake } = flowAt('/account-creation/personal-info?flow=direct', edition, {
      [continueToAccountCreationPath]: envelope(200, draft),
    });
    await user.type(await screen.findByLabelText('First name'), 'Avery');
    await user.type(screen.getByLabelText('Last name'), 'Quinn');
    await user.type(screen.getByLabelText('Social Security number'), '900-30-0001');
    await user.click(screen.getByRole('radio', { name: 'Female' }));
    await user.click(screen.getByRole('radio', { name: 'Not married' }));
    await user.type(screen.getByLabelText('Daytime phone'), '202-555-0190');
    await user.selectOptions(screen.getByLabelText('Daytime phone type'), 'M');
    await user.click(screen.getByRole('radio', { name: 'Email alone' }));
    await user.type(screen.getByLabelText('Email address'), 'avery@example.org');
    await user.type(screen.getByLabelText('Confirm email address'), 'avery@example.com');
    await user.type(screen.getByLabelText('Other email address (optional)'), 'Avery@example.org');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect((await screen.findByRole('alert')).textContent).toContain(
      'You must agree to receive electronic communications to continue.',
    );

    await user.click(screen.getByRole('checkbox', { name: /receive communications/ }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => {
      const summary = screen.getByRole('alert').textContent;
      expect(summary).toContain('The email addresses do not match.');
      expect(summary).toContain('Your secondary email must be different from your primary email.');
    });
    // Nothing was sent: the same rules run on the service, but the page says them first.
    expect(
      fake.call.mock.calls.some(([endpoint]) => endpoint.path === intermediateProfileSavePath),
    ).toBe(false);
    await expectNoAxeViolations();
  });

  it('check your answers: a duplicate is refused without naming the account; then signed in', async () => {
    const draft = {
      ...savedDraft,
      strNextStep: 'CREDENTIALS',
      objUserAddressVO: {
        strAddress_Line1: '1 Main St',
        strAddress_Line2: '',
        strCity: 'Arlington',
        strState: 'VA',
        strZip: '22201',
        strCountry: 'USA',
      },
      strMailingSameAsResidence: 'Y',
      strResidenceCheck: 'V',
    };
    const duplicate =
      'An account already exists for this last name, email and state. Log in, or use Need Help? to find it.';
    let tries = 0;
    const { screen, user, location } = flowAt('/account-creation/credentials', edition, {
      [continueToAccountCreationPath]: envelope(200, draft),
      [retrieveHintQuestionsPath]: hintQuestions,
      [userIdAvailabilityPath]: envelope(200, { strAvailable: 'Y' }),
      '/tools/agencyLookUp': envelope(200, {
        objAgency: {
          strAgencyCode: 'AG',
          strAgencyName: 'Department of Agriculture',
          strAgencyKind: 'employing',
        },
      }),
      [createUserAccountPath]: () => {
        tries += 1;
        return tries === 1
          ? envelope(300, { strMessage: duplicate })
          : envelope(
              200,
              { objuservo: signedInMember({ strFirst_Nm: 'Avery', strLast_Nm: 'Quinn' }) },
              31,
            );
      },
    });
    await user.type(await screen.findByLabelText('Username'), 'avery.quinn');
    await fillPasswordAndQuestions(screen, user);
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'Check your answers' }),
    ).toBeVisible();
    expect(screen.getByText('Ending in 0001')).toBeVisible();
    expect(screen.queryByText('Harbor-Lantern-Field-7')).toBeNull();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('button', { name: 'Create account' }));
    const refusal = await screen.findByRole('alert');
    expect(refusal.textContent).toContain(duplicate);
    expect(refusal.textContent).not.toContain('jordan');
    expect(sessionStore.get().isLoggedIn).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location()).toBe('/dashboard'));
    expect(sessionStore.get()).toMatchObject({ isLoggedIn: true, user: { strFirst_Nm: 'Avery' } });
  });
});

describe('account creation, the uniformed paths (MFB)', () => {
  const uniformed = (enrollingAs: 'M' | 'FMM') => ({
    ...savedDraft,
    strNextStep: 'BRANCH_OF_SERVICE',
    objGetStarted: {
      ...savedDraft.objGetStarted,
      strEnrollingAs: enrollingAs,
      strAgencyCode: null,
    },
  });
  const branches = envelope(200, {
    liBranches: [
      { strCode: 'ARMY', strName: 'Army' },
      { strCode: 'NAVY', strName: 'Navy' },
    ],
  });

  it('a military member gives their own service, no sponsor', async () => {
    const { screen } = flowAt('/account-creation/branch-of-service', 'MFB', {
      [continueToAccountCreationPath]: envelope(200, uniformed('M')),
      '/acctCreate/fetchBranchOfService': branches,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Your service' })).toBeVisible();
    expect(screen.getByRole('group', { name: 'Your status' })).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Your sponsor' })).toBeNull();
    expect(screen.getByText('Step 3 of 6', { exact: true })).toBeVisible();
    await expectNoAxeViolations();
  });

  it('a sponsor under 17 ends on the customer-service page, never a dead end', async () => {
    const { screen, user } = flowAt('/account-creation/branch-of-service', 'MFB', {
      [continueToAccountCreationPath]: envelope(200, uniformed('FMM')),
      '/acctCreate/fetchBranchOfService': branches,
    });
    const sponsor = within(await screen.findByRole('group', { name: 'Your sponsor' }));
    // The branches arrive from the service after the page shows.
    await screen.findByRole('option', { name: 'Navy' });
    await user.selectOptions(screen.getByLabelText('Branch of service'), 'NAVY');
    await user.click(screen.getByRole('radio', { name: 'Active duty' }));
    await user.type(sponsor.getByLabelText("Sponsor's first name"), 'Sam');
    await user.type(sponsor.getByLabelText("Sponsor's last name"), 'Quinn');
    const birth = within(sponsor.getByRole('group', { name: "Sponsor's date of birth" }));
    await user.type(birth.getByRole('textbox', { name: 'Day' }), '1');
    await user.type(birth.getByRole('textbox', { name: 'Month' }), '1');
    await user.type(
      birth.getByRole('textbox', { name: 'Year' }),
      String(new Date().getFullYear() - 15),
    );
    await user.type(sponsor.getByLabelText("Sponsor's Social Security number"), '900-30-0002');
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: 'We need to help you by phone' }),
    ).toBeVisible();
    expect(
      screen.getByText(/A sponsor younger than 17 cannot be added online/).textContent,
    ).toMatch(/\d{3}-\d{4}/);
    await expectNoAxeViolations();
  });
});
