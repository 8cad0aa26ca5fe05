import {
  calculateEffectiveDatesPath,
  fetchEnrollmentDraftPath,
  saveEnrollmentDraftPath,
  seasonSearchFlgsPath,
  validateCoverageDatePath,
  validateNewHireDatesPath,
} from '@portal/api/enrollment';
import { addDays, easternDateOf } from '@portal/forms/dates';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { longDate } from '../../plans/long-date.js';
import { planChoiceStore } from '../../session/plan-choice-store.js';
import { enrollmentDraftAt, planChoiceOf } from '../../testing/enrollment-answers.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { EnrollmentFlowProvider } from './enrollment-flow.js';
import { ReasonPage } from './reason-page.js';

/*
 * 'Why and when' as a member meets it, on a fake client shaped by the contracts (the windows
 * themselves are apps/server's enrollment tests and the forms' boundary-day tests; the journey on
 * the real service is the e2e's): the reasons open to the member, the hire date, the coverage
 * date, refusals in the catalogue's words, the closed page, and what Continue sends.
 */

const session = { user: signedInMember(), settings: null, profileCompletion: null };

/** The error summary (the kit's: a heading 'There is a problem' in an alert), once it shows. */
async function errorSummary() {
  const heading = await screen.findByRole('heading', { name: 'There is a problem' });
  const summary = heading.closest<HTMLElement>('[role="alert"]');
  if (!summary) throw new Error('the error summary has no alert');
  return summary;
}

const openSeason = (blnCanEnroll: boolean) => ({
  blnOpenSeason: blnCanEnroll,
  strPayYear: '2027',
  dtOSStartDate: '2026-11-10',
  dtOSEndDate: '2026-12-08',
  dtOSEffectiveDate: '2027-01-01',
  blnEnrolledNextYear: false,
  blnEnrolledThisYear: false,
  blnCanEnroll,
  iLoginCode: blnCanEnroll ? 24 : null,
});

/** Today in the business time zone, as the page's own rules read it. */
const today = easternDateOf(new Date());
/** A hire date on file for each standing, counted from today as the service would. */
const hiredOn = {
  newHire: addDays(today, -20),
  belated: addDays(today, -61),
  closed: addDays(today, -200),
};

/** validateNewHireDates without a date: the hire date on file and its windows. */
function hireDates(standing: 'newHire' | 'belated' | 'closed' | 'none') {
  if (standing === 'none') {
    return envelope(300, {
      dtHireDate: null,
      blnOnFile: false,
      strStanding: null,
      dtWindowStart: null,
      dtWindowEnd: null,
      dtBelatedStart: null,
      dtBelatedEnd: null,
      iLoginCode: 20,
      objFieldErrors: { hireDate: 'required' },
      strMessage: 'Required.',
    });
  }
  const hired = hiredOn[standing];
  const dates = {
    dtHireDate: hired,
    blnOnFile: true,
    strStanding: standing,
    dtWindowStart: hired,
    dtWindowEnd: addDays(hired, 60),
    dtBelatedStart: addDays(hired, 61),
    dtBelatedEnd: addDays(hired, 120),
    iLoginCode: { newHire: 19, belated: 26, closed: 21 }[standing],
  };
  return standing === 'newHire'
    ? envelope(200, dates)
    : envelope(300, {
        ...dates,
        objFieldErrors: { hireDate: 'dateOutsideEnrollmentWindow' },
        strMessage: 'This date is outside the allowable enrollment window.',
      });
}

/** calculateEffectiveDates: coverage from 1 December, or the refusal a reason gets. */
function effectiveDates(refusals: Record<string, Record<string, string>> = {}, choices = 1) {
  return (body: unknown) => {
    const { strEnrlType } = body as { strEnrlType: string };
    const refused = refusals[strEnrlType];
    if (refused) {
      return envelope(300, {
        strEnrlType,
        strPayYear: null,
        dtEffDate: null,
        dtCoverageEnd: null,
        lnPayPeriodsRemaining: null,
        liEffDateChoices: [],
        dtEnrollBy: null,
        objFieldErrors: refused,
        strMessage: 'refused',
      });
    }
    return envelope(200, {
      strEnrlType,
      strPayYear: '2026',
      dtEffDate: '2026-12-01',
      dtCoverageEnd: '2026-12-31',
      lnPayPeriodsRemaining: 2,
      liEffDateChoices: ['2026-12-01', '2027-01-01'].slice(0, choices),
      dtEnrollBy: '2027-01-04',
    });
  };
}

function reasonPage(edition: 'MFB' | 'MP', answers: Record<string, unknown>, planYear = '2026') {
  let saved = false;
  const fake = clientAnsweringByPath({
    [fetchEnrollmentDraftPath]: () =>
      saved ? envelope(200, enrollmentDraftAt('FAMILY')) : envelope(404, null),
    [saveEnrollmentDraftPath]: () => {
      saved = true;
      return envelope(200, { strNextStep: 'FAMILY', dtDraftExpires: '2026-12-25T15:00:00.000Z' });
    },
    ...answers,
  });
  const page = renderPage(
    <EnrollmentFlowProvider>
      <ReasonPage />
    </EnrollmentFlowProvider>,
    { edition, path: '/enrollment/why-and-when', session, client: fake.client },
  );
  // After renderPage, which clears the tab's storage as signing in does: the plan just chosen.
  planChoiceStore.choose(planChoiceOf({ strPayYear: planYear }));
  const sent = (path: string) =>
    fake.call.mock.calls.filter(([endpoint]) => endpoint.path === path).map(([, body]) => body);
  return { ...page, fake, sent };
}

describe('why and when, a federal member (MFB)', () => {
  it('offers the reasons open today, says when coverage starts, and saves the step', async () => {
    const { screen, user, location, sent } = reasonPage('MFB', {
      [seasonSearchFlgsPath]: envelope(200, openSeason(true)),
      [validateNewHireDatesPath]: hireDates('newHire'),
      [calculateEffectiveDatesPath]: effectiveDates(),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Why and when' })).toBeVisible();
    expect(screen.getByText('Enroll in High')).toBeVisible();
    const reasons = within(screen.getByRole('group', { name: 'Why are you enrolling?' }));
    // Open season elects next year's plan (2027): for this year's plan it is not offered.
    expect(reasons.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'newHire',
    ]);
    expect(
      reasons.getByText(
        `You were hired on ${longDate(hiredOn.newHire)}: you can enroll as a new hire until ${longDate(addDays(hiredOn.newHire, 60))}.`,
      ),
    ).toBeVisible();
    // The one reason open is chosen already, and when coverage starts is said at once.
    expect(reasons.getByRole('radio', { name: 'New hire' })).toBeChecked();
    expect(await screen.findByText('Your coverage starts on December 1, 2026.')).toBeVisible();
    expect(
      screen.getByText(
        'Send your enrollment by November 30, 2026 for this start date; sent later, your coverage starts on the first of the month after you send it. You can enroll until January 4, 2027.',
      ),
    ).toBeVisible();
    await expectNoAxeViolations();
    expect(sent(calculateEffectiveDatesPath)).toEqual([
      { strMember_Id: '7100000001', strProgId: 'LAW', strEnrlType: 'newHire', strPayYear: '2026' },
    ]);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/who-is-covered'));
    expect(sent(saveEnrollmentDraftPath)).toEqual([
      {
        strMember_Id: '7100000001',
        strProgId: 'LAW',
        strStep: 'REASON',
        objReason: {
          strEnrlType: 'newHire',
          dtHireDate: null,
          strBelatedReason: null,
          strPlanId: 'LAW-H',
          strPayYear: '2026',
          dtEffDate: '2026-12-01',
        },
      },
    ]);
  });

  it("refuses a reason for another plan year in the spec's words, and announces it", async () => {
    // A plan for 2027, chosen in its open season: a new hire's coverage would start this year.
    const { screen, user, sent } = reasonPage(
      'MFB',
      {
        [seasonSearchFlgsPath]: envelope(200, openSeason(true)),
        [validateNewHireDatesPath]: hireDates('newHire'),
        [calculateEffectiveDatesPath]: effectiveDates({
          newHire: { payYear: 'noPayPeriodsRemainForPlanYear' },
        }),
      },
      '2027',
    );
    const reasons = within(await screen.findByRole('group', { name: 'Why are you enrolling?' }));
    expect(reasons.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'newHire',
      'openSeason',
    ]);
    await user.click(reasons.getByRole('radio', { name: 'New hire' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toMatchTextContent(
      /No pay periods remain for current plan year\.Coverage for this reason would not start in 2027, the plan year of the plan you chose\. Choose another reason, or call customer care at 1-800-555-0100\./,
    );
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await errorSummary()).toMatchTextContent(
      'Why are you enrolling? No pay periods remain for current plan year.',
    );
    expect(sent(saveEnrollmentDraftPath)).toEqual([]);
  });

  it('tells a new hire past 60 days why, and takes a belated enrollment with its reason', async () => {
    const { screen, user, location, sent } = reasonPage('MFB', {
      [seasonSearchFlgsPath]: envelope(200, openSeason(false)),
      [validateNewHireDatesPath]: hireDates('belated'),
      [calculateEffectiveDatesPath]: effectiveDates(),
    });
    expect(
      await screen.findByText('This date is outside the allowable enrollment window.'),
    ).toBeVisible();
    expect(
      screen.getByText(
        `Your 60 days to enroll as a new hire ended on ${longDate(addDays(hiredOn.belated, 60))}.`,
        { exact: false },
      ),
    ).toMatchTextContent(/call customer care at 1-800-555-0100\.$/);
    const belated = screen.getByRole('radio', { name: 'Belated enrollment' });
    expect(belated).toBeChecked();
    expect(screen.queryByRole('radio', { name: 'New hire' })).toBeNull();

    // The text area loads with the hire-date fields (a chunk of their own).
    await screen.findByRole('textbox', { name: /Why could you not enroll/ });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await errorSummary()).toMatchTextContent(
      'Why could you not enroll within 60 days of your hire date? Required.',
    );
    await expectNoAxeViolations();
    await user.type(
      screen.getByRole('textbox', { name: /Why could you not enroll/ }),
      'I was in hospital.{Enter}Six weeks.',
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/who-is-covered'));
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      objReason: { strEnrlType: 'belated', strBelatedReason: 'I was in hospital.\nSix weeks.' },
    });
  });

  it('asks for a hire date none is on file for, and refuses one after today', async () => {
    const { screen, user, sent } = reasonPage('MFB', {
      [seasonSearchFlgsPath]: envelope(200, openSeason(false)),
      [validateNewHireDatesPath]: hireDates('none'),
      [calculateEffectiveDatesPath]: effectiveDates(),
    });
    await user.click(await screen.findByRole('radio', { name: 'New hire' }));
    expect(
      screen.getByText('Enter your hire date to see when your coverage starts.'),
    ).toBeVisible();
    const hireDate = within(await screen.findByRole('group', { name: 'Your hire date' }));
    const future = addDays(today, 20);
    await user.type(hireDate.getByRole('textbox', { name: 'Day' }), future.slice(8));
    await user.type(hireDate.getByRole('textbox', { name: 'Month' }), future.slice(5, 7));
    await user.type(hireDate.getByRole('textbox', { name: 'Year' }), future.slice(0, 4));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await errorSummary()).toMatchTextContent(
      // The message names its field already, so the summary adds no name before it.
      'There is a problemYour hire date cannot be after today. You can enroll from your first day of work.',
    );
    expect(sent(calculateEffectiveDatesPath)).toEqual([]);
    await expectNoAxeViolations();
  });

  it('gives a member whose windows have all closed a page that says what to do', async () => {
    const { screen } = reasonPage('MFB', {
      [seasonSearchFlgsPath]: envelope(200, openSeason(false)),
      [validateNewHireDatesPath]: hireDates('closed'),
    });
    const heading = await screen.findByRole('heading', {
      level: 1,
      name: 'You cannot enroll online now',
    });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getByText('This date is outside the allowable enrollment window.')).toBeVisible();
    expect(
      screen.getByText(
        'The next open season runs from November 10, 2026 to December 8, 2026: you can enroll online then.',
      ),
    ).toBeVisible();
    expect(screen.getByText(/call customer care at 1-800-555-0100\.$/)).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expectNoAxeViolations();
  });
});

describe('why and when, an individual customer (MP)', () => {
  it('asks no reason; a later coverage date is checked, then saved', async () => {
    const { screen, user, location, sent } = reasonPage('MP', {
      [calculateEffectiveDatesPath]: effectiveDates({}, 2),
      [validateCoverageDatePath]: envelope(200, { dtEffDate: '2027-01-01', blnValid: true }),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'When your coverage starts' }),
    ).toBeVisible();
    expect(screen.queryByRole('group', { name: 'Why are you enrolling?' })).toBeNull();
    const when = within(
      await screen.findByRole('group', { name: 'When should your coverage start?' }),
    );
    expect(when.getByRole('radio', { name: 'December 1, 2026' })).toBeChecked();
    await expectNoAxeViolations();

    await user.click(when.getByRole('radio', { name: 'January 1, 2027' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(location()).toBe('/enrollment/who-is-covered'));
    expect(sent(validateCoverageDatePath)).toEqual([
      {
        strMember_Id: '7100000001',
        strProgId: 'LAW',
        strEnrlType: 'individual',
        strPayYear: '2026',
        dtEffDate: '2027-01-01',
      },
    ]);
    expect(sent(saveEnrollmentDraftPath)[0]).toMatchObject({
      objReason: { strEnrlType: 'individual', dtHireDate: null, dtEffDate: '2027-01-01' },
    });
  });

  it('says why a coverage date is refused, on the date', async () => {
    const { screen, user, sent } = reasonPage('MP', {
      [calculateEffectiveDatesPath]: effectiveDates({}, 2),
      [validateCoverageDatePath]: envelope(300, {
        dtEffDate: '2027-01-01',
        blnValid: false,
        objFieldErrors: { effectiveDate: 'dateOutsideEnrollmentWindow' },
        strMessage: 'This date is outside the allowable enrollment window.',
      }),
    });
    await user.click(await screen.findByRole('radio', { name: 'January 1, 2027' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await errorSummary()).toMatchTextContent(
      'When should your coverage start? This date is outside the allowable enrollment window.',
    );
    expect(
      within(screen.getByRole('group', { name: 'When should your coverage start?' })).getByText(
        'This date is outside the allowable enrollment window.',
      ),
    ).toBeVisible();
    expect(sent(saveEnrollmentDraftPath)).toEqual([]);
  });
});
