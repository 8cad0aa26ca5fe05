import {
  fillPersonalInfo,
  handsOf,
  heading,
  people,
  typeDate,
} from './support/account-creation.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * The military path of account creation (issue 19), federal edition only: a uniformed member
 * takes the branch-of-service step between personal info and the address, and the step
 * indicator counts it. The whole journey to a signed-in dashboard is account-creation.spec.ts.
 */
test('the military path takes the branch-of-service step', async ({ page }) => {
  const hands = handsOf(page, false);
  await page.goto('/account-creation/get-started');
  await hands.radio(page.getByRole('group', { name: 'Who is enrolling?' }), 'Military member');
  await typeDate(hands, page.getByRole('group', { name: 'Date of birth' }), '9', '11', '1985');
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await expect(heading(page, 'About you')).toBeVisible();
  await fillPersonalInfo(page, hands, {
    ...people.MFB,
    firstName: 'Morgan',
    lastName: 'Hale',
    ssn: '900-30-0201',
    email: 'morgan.hale@example.org',
  });
  await hands.press(page.getByRole('button', { name: 'Continue' }));

  await expect(heading(page, 'Your service')).toBeVisible();
  await expect(page.getByText('Step 3 of 6', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await hands.option(page.getByLabel('Branch of service'), 'Navy', 'NAVY');
  await hands.radio(page.getByRole('group', { name: 'Your status' }), 'Reserve');
  await hands.radio(page.getByRole('group', { name: 'Reservist or guardsman?' }), 'Guardsman');
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await expect(heading(page, 'Your address')).toBeVisible();
  await expect(page.getByText('Step 4 of 6', { exact: true })).toBeVisible();
});
