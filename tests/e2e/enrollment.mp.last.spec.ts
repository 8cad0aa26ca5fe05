import { handsOf } from './support/account-creation.js';
import { demoPassword } from './support/editions.js';
import { agreeToAll, choosePlanAndStart, dashboardFact, heading } from './support/enrollment.js';
import { collectErrors } from './support/prerendered.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/*
 * Issue 21, done when (MP): ind.new, an individual customer with no plan, enrolls any day in
 * Standard, Self Only, paying by automatic bank withdrawal from a bank added on the way: the
 * routing number's check digit refuses a typo in the catalogue's words, the saved bank shows only
 * its last four digits, and the dashboard then shows the plan and the bank as in use. axe on every
 * step. Runs last ('MP last'): a draft or an enrollment changes where ind.new's sign-in lands.
 */

test('ind.new enrolls with automatic bank withdrawal from a new bank', async ({ page }) => {
  test.setTimeout(180_000);
  const errors = collectErrors(page);
  const hands = handsOf(page, false);
  await signIn(page, 'ind.new', demoPassword);
  // Login code 11 (no plan, may enroll any day): the dashboard, and its Start enrollment.
  await page.getByRole('link', { name: 'Start enrollment' }).click();
  await choosePlanAndStart(page, hands, 'Standard');

  // When coverage starts: an individual customer is not asked why.
  await expect(heading(page, 'When your coverage starts')).toBeVisible();
  await expect(page.getByRole('group', { name: 'Why are you enrolling?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await hands.press(page.getByRole('button', { name: 'Continue' }));

  await expect(heading(page, 'Who is covered')).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Self Only' })).toBeChecked();
  await hands.press(page.getByRole('button', { name: 'Continue' }));

  // How to pay: automatic bank withdrawal from a new bank.
  await expect(heading(page, 'How to pay')).toBeVisible();
  await hands.radio(
    page.getByRole('group', { name: 'How do you want to pay?' }),
    'Automatic bank withdrawal',
  );
  // ind.new has no saved bank: the new bank's fields are open at once.
  await expect(page.getByText('You have no saved bank accounts.')).toBeVisible();
  const bank = page.getByRole('region', { name: 'Add a new bank account' });
  await hands.type(bank.getByLabel('Bank name'), 'Harbor Credit Union');
  await hands.radio(bank.getByRole('group', { name: 'Account type' }), 'Checking');
  // A typo in the routing number fails its check digit.
  await hands.type(bank.getByLabel('Routing number'), '011000016');
  await hands.type(bank.getByLabel('Account number', { exact: true }), '4400123456789');
  await hands.type(bank.getByLabel('Type the account number again'), '4400123456789');
  await hands.press(bank.getByRole('button', { name: 'Save bank account' }));
  await expect(bank.getByLabel('Routing number')).toHaveAccessibleDescription(
    /This routing number is not valid\. Check it and try again\./,
  );
  await bank.getByLabel('Routing number').fill('011000015');
  await hands.press(bank.getByRole('button', { name: 'Save bank account' }));
  const saved = page.getByRole('radio', { name: /Harbor Credit Union, .*ending in 6789/ });
  await expect(saved).toBeChecked();
  await expect(page.getByText('4400123456789')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await hands.press(page.getByRole('button', { name: 'Continue' }));

  // Agreements: the terms, the automatic bank withdrawal terms and the bank authorization.
  await agreeToAll(page, hands, 3);

  await expect(heading(page, 'Check your answers')).toBeVisible();
  await expect(
    page.getByText(/Harbor Credit Union, checking account ending in 6789/),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await hands.press(page.getByRole('button', { name: 'Accept and send' }));

  await expect(heading(page, 'Enrollment confirmation')).toBeFocused();
  await expect(page.getByText('Your policy number')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/dashboard');
  await expect(dashboardFact(page, 'Plan')).toHaveText('Standard');
  await page.goto('/bank-dashboard');
  // Its coverage starts on the first of next month: the bank is pending use until then, and
  // cannot be deleted either way.
  const card = page.getByRole('listitem').filter({
    has: page.getByRole('heading', { name: 'Harbor Credit Union' }),
  });
  await expect(card).toContainText('Pending Use');
  await expect(card.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  expect(errors).toEqual([]);
});
