import {
  fetchEnrollmentDraftPath,
  fetchProgramDependentPath,
  saveDependentDetailsPath,
  saveEnrollmentDraftPath,
  validateDependentDetailsPath,
  validateFEHBDependentInfoPath,
} from '@portal/api/enrollment';
import { addDays, easternDateOf } from '@portal/forms/dates';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { planChoiceStore } from '../../session/plan-choice-store.js';
import { enrollmentDraftAt, planChoiceOf } from '../../testing/enrollment-answers.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { dependentOf, programDependentOf } from '../../testing/family-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';
import { FamilyPage } from './family-page.js';

/*
 * 'Who is covered' as a member meets it, on a fake client shaped by the contracts (the age and
 * relationship rules themselves are the forms' and the service's tests; the journey on the real
 * service is the e2e's): who can be covered and why not, the tier against the family, adding a
 * family member in place, dual enrollment, and what Continue sends.
 */

const session = { user: signedInMember(), settings: null, profileCompletion: null };
const today = easternDateOf(new Date());

const spouse = programDependentOf();
const child = programDependentOf({
  strDependent_Id: '3f1c2a7e-5b8d-4e21-9a0c-6d4b2f8e1a02',
  strRelationship: 'U',
  strRelationshipDesc: 'Child under 22 (biological)',
  strDependentType: 'C',
  strFirst_Nm: 'Lucia',
  dtDOB: '2016-09-30',
  strGender: 'F',
});
const adultChild = programDependentOf({
  strDependent_Id: '3f1c2a7e-5b8d-4e21-9a0c-6d4b2f8e1a03',
  strRelationship: 'U',
  strRelationshipDesc: 'Child under 22 (biological)',
  strDependentType: 'C',
  strFirst_Nm: 'Diego',
  dtDOB: '2001-02-11',
  blnEligible: false,
  strIneligibleReason: 'childOver22MustBeIncapable',
  strIneligibleMessage: 'A child 22 or older can be covered only if incapable of self-support.',
});
const stepchild = programDependentOf({
  strDependent_Id: '3f1c2a7e-5b8d-4e21-9a0c-6d4b2f8e1a04',
  strRelationship: 'T',
  strRelationshipDesc: 'Child under 22 (stepchild)',
  strDependentType: 'C',
  strFirst_Nm: 'Noa',
  strLast_Nm: 'Ortiz',
  dtDOB: '2012-01-20',
  blnCoveredElsewhere: true,
});
/** The child the add-a-family-member tests add. */
const newChild = dependentOf({
  strDependent_Id: '3f1c2a7e-5b8d-4e21-9a0c-6d4b2f8e1a05',
  strRelationship: 'U',
  strRelationshipDesc: 'Child under 22 (biological)',
  strDependentType: 'C',
  strFirst_Nm: 'Ana',
  dtDOB: '2024-03-15',
  strGender: 'F',
  strSSNLast4: null,
});

/** The error summary (the kit's: a heading 'There is a problem' in an alert), once it shows. */
async function errorSummary() {
  const heading = await screen.findByRole('heading', { name: 'There is a problem' });
  const summary = heading.closest<HTMLElement>('[role="alert"]');
  if (!summary) throw new Error('the error summary has no alert');
  return summary;
}

function familyPage(edition: 'MFB' | 'MP', answers: Record<string, unknown> = {}) {
  let family = [spouse, child, adultChild, stepchild];
  let saved = false;
  const fake = clientAnsweringByPath({
    [fetchEnrollmentDraftPath]: () =>
      envelope(200, enrollmentDraftAt(saved ? 'PAYMENT' : 'FAMILY')),
    [fetchProgramDependentPath]: (body: unknown) =>
      envelope(200, { dtEffDate: (body as { dtEffDate: string }).dtEffDate, liDependents: family }),
    [saveEnrollmentDraftPath]: () => {
      saved = true;
      return envelope(200, { strNextStep: 'PAYMENT', dtDraftExpires: '2026-12-25T15:00:00.000Z' });
    },
    [validateFEHBDependentInfoPath]: envelope(200, {}),
    [validateDependentDetailsPath]: envelope(200, {}),
    [saveDependentDetailsPath]: () => {
      family = [...family, programDependentOf(newChild)];
      return envelope(200, { objDependent: newChild });
    },
    ...answers,
  });
  const page = renderPage(
    <EnrollmentFlowProvider>
      <FamilyPage />
    </EnrollmentFlowProvider>,
    { edition, path: '/enrollment/who-is-covered', session, client: fake.client },
  );
  planChoiceStore.choose(planChoiceOf());
  const sent = (path: string) =>
    fake.call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, body]) => body);
  return { ...page, fake, sent };
}

/** Types a date into the kit's DateInput named `legend`. */
async function typeDate(user: UserEvent, legend: string, isoDate: string) {
  const date = within(screen.getByRole('group', { name: legend }));
  await user.type(date.getByRole('textbox', { name: 'Day' }), isoDate.slice(8));
  await user.type(date.getByRole('textbox', { name: 'Month' }), isoDate.slice(5, 7));
  await user.type(date.getByRole('textbox', { name: 'Year' }), isoDate.slice(0, 4));
}

/** Opens the form and types a child born in 2024 (their SSN only when given). */
async function addChild(user: UserEvent, ssn?: string) {
  await user.click(screen.getByRole('button', { name: 'Add a family member' }));
  await user.selectOptions(
    screen.getByRole('combobox', { name: 'Relationship to you' }),
    'Child under 22 (biological)',
  );
  await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Ana');
  await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
  await typeDate(user, 'Date of birth', '2024-03-15');
  await user.click(screen.getByRole('radio', { name: 'Female' }));
  if (ssn) await user.type(screen.getByLabelText('Social Security number (optional)'), ssn);
  await user.click(screen.getByRole('button', { name: 'Save family member' }));
}

describe.each(['MFB', 'MP'] as const)('who is covered (%s)', (edition) => {
  it('shows who can be covered and why not, and saves those chosen with the tier', async () => {
    const { user, location, sent } = familyPage(edition);
    expect(await screen.findByRole('heading', { level: 1, name: 'Who is covered' })).toBeVisible();
    expect(screen.getByText('Enroll in High')).toBeVisible();
    const family = within(screen.getByRole('group', { name: 'Who else will the plan cover?' }));
    expect(family.getByRole('checkbox', { name: 'Mateo Rivera' })).toBeEnabled();
    expect(family.getByRole('checkbox', { name: 'Diego Rivera' })).toBeDisabled();
    expect(
      family.getByText(
        'Child under 22 (biological), born February 11, 2001. Cannot be covered: A child 22 or older can be covered only if incapable of self-support.',
      ),
    ).toBeVisible();
    expect(family.getByRole('checkbox', { name: 'Noa Ortiz' })).toBeDisabled();
    expect(
      family.getByText(/This person is already enrolled under another person's plan\./),
    ).toBeVisible();
    // The plan choice's tier comes chosen.
    expect(screen.getByRole('radio', { name: 'Self and Family' })).toBeChecked();
    await expectNoAxeViolations();

    await user.click(family.getByRole('checkbox', { name: 'Mateo Rivera' }));
    await user.click(family.getByRole('checkbox', { name: 'Lucia Rivera' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/how-to-pay'));
    expect(sent(fetchProgramDependentPath)[0]).toEqual({
      strMember_Id: '7100000001',
      strProgId: 'LAW',
      dtEffDate: '2026-12-06',
    });
    expect(sent(saveEnrollmentDraftPath)).toEqual([
      {
        strMember_Id: '7100000001',
        strProgId: 'LAW',
        strStep: 'FAMILY',
        objFamily: {
          strCoverageTier: 'SF',
          liCoveredDependentIds: [spouse.strDependent_Id, child.strDependent_Id],
        },
      },
    ]);
  });

  it("refuses a tier that does not match the family chosen, in the spec's words", async () => {
    const { user, sent } = familyPage(edition);
    await user.click(await screen.findByRole('checkbox', { name: 'Mateo Rivera' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await errorSummary()).toMatchTextContent(
      'Coverage: Plan type must match number of covered family members.',
    );
    expect(
      within(screen.getByRole('group', { name: 'Coverage' })).getByText(
        'Plan type must match number of covered family members.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
    await user.click(screen.getByRole('radio', { name: 'Self Plus One' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(sent(saveEnrollmentDraftPath)).toHaveLength(1));
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      objFamily: { strCoverageTier: 'S1', liCoveredDependentIds: [spouse.strDependent_Id] },
    });
  });

  it('adds a family member in place: checked, saved, back in the list chosen', async () => {
    const { user, sent } = familyPage(edition);
    await screen.findByRole('heading', { level: 1, name: 'Who is covered' });
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    const heading = await screen.findByRole('heading', { level: 1, name: 'Add a family member' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.queryByRole('heading', { name: 'Who is covered' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Save family member' }));
    expect(await errorSummary()).toMatchTextContent(/Relationship to you: Required\./);
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    const add = await screen.findByRole('button', { name: 'Add a family member' });
    await waitFor(() => expect(add).toHaveFocus());

    await addChild(user);
    const added = await screen.findByRole('checkbox', { name: 'Ana Rivera' });
    await waitFor(() => expect(added).toHaveFocus());
    expect(added).toBeChecked();
    expect(screen.getByText('Ana Rivera is added to your family and chosen.')).toBeVisible();
    const objDependent = {
      strRelationship: 'U',
      strPrefix: '',
      strFirst_Nm: 'Ana',
      strLast_Nm: 'Rivera',
      strSuffix: '',
      dtDOB: '2024-03-15',
      strGender: 'F',
      strSSN: '',
      strIncapable_Ind: 'N',
      dtIncapacityBegan: null,
    };
    expect(sent(validateDependentDetailsPath)).toEqual([
      { strMember_Id: '7100000001', strProgId: 'LAW', objDependent },
    ]);
    expect(sent(saveDependentDetailsPath)).toEqual([
      { strMember_Id: '7100000001', strProgId: 'LAW', objDependent },
    ]);
    await expectNoAxeViolations();
  });

  it("says on the SSN when a new family member is enrolled under another person's plan", async () => {
    const { user, sent } = familyPage(edition, {
      [validateDependentDetailsPath]: envelope(203, {
        strMessage: "This person is already enrolled under another person's plan.",
      }),
    });
    await screen.findByRole('heading', { level: 1, name: 'Who is covered' });
    await addChild(user, '900-40-0001');
    expect(await errorSummary()).toMatchTextContent(
      "Social Security number (optional): This person is already enrolled under another person's plan.",
    );
    expect(screen.getByLabelText('Social Security number (optional)')).toHaveAccessibleDescription(
      /This person is already enrolled under another person's plan\./,
    );
    expect(sent(saveDependentDetailsPath)).toEqual([]);
    await expectNoAxeViolations();
  });

  it('tells a member whose chosen family member is covered elsewhere, when saving', async () => {
    const { user, location } = familyPage(edition, {
      [saveEnrollmentDraftPath]: envelope(203, {
        strMessage: "This person is already enrolled under another person's plan.",
      }),
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Lucia Rivera' }));
    await user.click(screen.getByRole('radio', { name: 'Self Plus One' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('alert')).toMatchTextContent(
      "Error: This person is already enrolled under another person's plan.",
    );
    expect(location()).toBe('/enrollment/who-is-covered');
  });
});

describe('adding a family member 22 or older (MFB)', () => {
  it('asks whether a child 22 or older is incapable of self-support, and when it began', async () => {
    const { user, sent } = familyPage('MFB');
    await screen.findByRole('heading', { level: 1, name: 'Who is covered' });
    await user.click(screen.getByRole('button', { name: 'Add a family member' }));
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'Relationship to you' }),
      'Child under 22 (biological)',
    );
    expect(
      screen.queryByRole('group', { name: 'Is this person incapable of self-support?' }),
    ).toBeNull();
    await user.type(screen.getByRole('textbox', { name: 'First name' }), 'Diego');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
    await typeDate(user, 'Date of birth', addDays(today, -25 * 366));
    await user.click(screen.getByRole('radio', { name: 'Male' }));
    const incapable = within(
      await screen.findByRole('group', { name: 'Is this person incapable of self-support?' }),
    );
    expect(incapable.getByRole('radio', { name: 'No' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save family member' }));
    const summary = await errorSummary();
    expect(summary).toMatchTextContent(
      /A child 22 or older can be covered only if incapable of self-support\./,
    );
    expect(summary).toMatchTextContent(
      /The relationship does not match this person's date of birth\./,
    );
    await user.click(incapable.getByRole('radio', { name: 'Yes' }));
    expect(screen.getByRole('group', { name: 'When did the incapacity begin?' })).toBeVisible();
    expect(sent(validateFEHBDependentInfoPath)).toEqual([]);
  });
});
