import {
  enrollNow,
  fillCredentials,
  fillPersonalInfo,
  handsOf,
  heading,
  people,
  startFromEnrollButton,
  typeDate,
} from './support/account-creation.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/*
 * Account creation (issue 19), one journey per edition on the real service: a visitor goes from
 * an Enroll button to a signed-in dashboard, leaving halfway (a reload, a closed browser) and
 * coming back to the same step; the federal run uses the keyboard alone. Each step is checked
 * with axe once. The rules off this path are the page tests'
 * (apps/portal/src/features/account-creation/account-creation-pages.test.tsx) and the service's
 * (apps/server/src/accounts/*.test.ts).
 */

test('a visitor creates an account from an Enroll button, leaves twice, and lands signed in', async ({
  page,
  edition,
  browser,
  baseURL,
}) => {
  test.setTimeout(150_000);
  const keyboardOnly = edition.productFlag === 'MFB';
  let hands = handsOf(page, keyboardOnly);
  const person = people[edition.productFlag];

  await test.step('get started: who, date of birth and agency; ENROLL NOW hides once saved', async () => {
    await startFromEnrollButton(page, edition, hands);
    await expect(heading(page, 'Get started')).toBeVisible();
    await expect(enrollNow(page)).toHaveCount(edition.productFlag === 'MFB' ? 1 : 0);
    await expectNoAxeViolations(page);
    if (edition.productFlag === 'MFB') {
      await hands.radio(page.getByRole('group', { name: 'Who is enrolling?' }), 'Employee');
    } else {
      await expect(page.getByRole('radio', { name: 'Individual' })).toBeChecked();
    }
    const birth = page.getByRole('group', { name: 'Date of birth' });
    await typeDate(hands, birth, person.day, person.month, person.year);
    if (edition.productFlag === 'MFB') {
      await hands.type(page.getByLabel('Find your agency'), 'Agric');
      await hands.radio(
        page.getByRole('group', { name: 'Your agency' }),
        'Department of Agriculture (AG)',
      );
    }
    await hands.press(page.getByRole('button', { name: 'Continue' }));
    await expect(heading(page, 'About you')).toBeVisible();
    await expect(page).toHaveURL(/\/account-creation\/personal-info\?flow=direct$/);
    // The flow has started (isCreateAccountFlowStarted, set by the real flow).
    await expect(enrollNow(page)).toHaveCount(0);
  });

  await test.step('personal info: a reload keeps the member on the step', async () => {
    await page.reload();
    await expect(heading(page, 'About you')).toBeVisible();
    // Get-started's date of birth is carried over.
    await expect(page.getByRole('textbox', { name: 'Year' })).toHaveValue(person.year);
    await expectNoAxeViolations(page);
    await fillPersonalInfo(page, hands, person);
    await hands.press(page.getByRole('button', { name: 'Continue' }));
    await expect(heading(page, 'Your address')).toBeVisible();
  });

  await test.step('address: the ZIP is checked against the state as the member leaves it', async () => {
    const home = page.getByRole('group', { name: 'Home address' });
    await hands.type(home.getByLabel('Street address'), '1 Main St');
    await hands.type(home.getByLabel('City'), 'Arlington');
    if (edition.productFlag === 'MP') {
      // Washington is not yet eligible for the individual product (the catalogue's demo state).
      await hands.option(home.getByLabel('State'), 'Washington', 'WA');
      await hands.type(home.getByLabel('ZIP code'), '98101');
      await hands.press(page.getByRole('button', { name: 'Continue' }));
      await expect(page.getByRole('alert').first()).toContainText(
        'This state is not yet eligible for this product.',
      );
      await home.getByLabel('ZIP code').fill('');
    }
    await hands.option(home.getByLabel('State'), 'Virginia', 'VA');
    await hands.type(home.getByLabel('ZIP code'), '22201');
    if (keyboardOnly) await page.keyboard.press('Tab');
    else await home.getByLabel('ZIP code').blur();
    await expect(
      page.getByRole('status').filter({ hasText: 'ZIP and state checked.' }),
    ).toBeVisible();
    await expect(page.getByText(/verified/i)).toHaveCount(0);
    await expectNoAxeViolations(page);

    // The browser's Back inside the flow goes to the step before, never 'Back button disabled'.
    await page.goBack();
    await expect(heading(page, 'About you')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue(person.firstName);
    await expect(page.getByText(/Back button has been disabled/)).toHaveCount(0);
    await hands.press(page.getByRole('button', { name: 'Continue' }));
    await expect(heading(page, 'Your address')).toBeVisible();
  });

  await test.step('the browser is closed and opened again: the application resumes', async () => {
    const home = page.getByRole('group', { name: 'Home address' });
    await hands.type(home.getByLabel('Street address'), '1 Main St');
    await hands.type(home.getByLabel('City'), 'Arlington');
    await hands.option(home.getByLabel('State'), 'Virginia', 'VA');
    await hands.type(home.getByLabel('ZIP code'), '22201');
    await hands.press(page.getByRole('button', { name: 'Continue' }));
    await expect(heading(page, 'Create your sign-in details')).toBeVisible();

    // Closing the browser keeps its lasting cookies (the draft's, 30 days), not the tab's storage.
    const kept = await page.context().storageState();
    await page.context().close();
    const context = await browser.newContext({ baseURL, storageState: kept });
    page = await context.newPage();
    hands = handsOf(page, keyboardOnly);
    await startFromEnrollButton(page, edition, hands);
    const offer = page.getByRole('region', { name: 'You have an application in progress' });
    await expect(offer).toContainText('You stopped at “Sign-in details”');
    await expectNoAxeViolations(page);
    await hands.press(offer.getByRole('button', { name: 'Continue your application' }));
    await expect(heading(page, 'Create your sign-in details')).toBeVisible();
  });

  await test.step('sign-in details, check the answers, create the account: signed in', async () => {
    await expectNoAxeViolations(page);
    await fillCredentials(page, hands, person.username);
    await hands.press(page.getByRole('button', { name: 'Continue' }));
    await expect(heading(page, 'Check your answers')).toBeVisible();
    await expect(page.getByText(`Ending in ${person.ssn.slice(-4)}`)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Change Your address' })).toHaveAttribute(
      'href',
      '/account-creation/address-dvc?flow=AccountCreation',
    );
    await expectNoAxeViolations(page);
    await hands.press(page.getByRole('button', { name: 'Create account' }));

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /MY ACCOUNT/ }),
    ).toContainText(`${person.firstName} ${person.lastName}`);
    // The context this step opened (the fixture closes its own).
    await page.context().close();
  });
});
