import { demoPassword } from './support/editions.js';
import { collectErrors, openHydrated } from './support/prerendered.js';
import { countScriptBytes } from './support/script-bytes.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/*
 * Issue 20 on the real service, one journey per edition: the member's dashboard shows their plan,
 * family and cost (within the JavaScript budget from /login), then a path to a plan choice with
 * its cost per paycheck: fed.new's by keyboard alone (MFB), ind.member's Modify plan (MP). The
 * rules (years, tiers, prices, what shows without a plan) are in the portal's page tests and the
 * service's tests (apps/server/src/plans/plans.test.ts).
 */

/** Issue 20 item 8: from the rendered /login to the rendered dashboard, at most 60 kB gzip more. */
const loginToDashboardBudget = 60_000;

const expected = {
  MFB: {
    plan: 'High',
    coverage: 'Self and Family',
    people: ['Jordan Rivera (Enrollee)', 'Alex Rivera (Spouse)', 'Mia Rivera'],
    costTerm: 'Cost per paycheck',
    cost: '$21.92',
    perYear: '$570.00',
    payment: 'Payroll',
  },
  MP: {
    plan: 'Premium',
    coverage: 'Self Only',
    people: ['Samuel Okafor (Enrollee)'],
    costTerm: 'Cost per month',
    cost: '$27.95',
    perYear: '$335.40',
    payment: 'Direct Bill',
  },
} as const;

test('a member sees plan, family and cost on the dashboard, then chooses a plan at their own per-paycheck cost', async ({
  page,
  edition,
}) => {
  test.setTimeout(120_000);
  const errors = collectErrors(page);
  const want = expected[edition.productFlag];

  // The rendered sign-in page: taken over by its script, and done downloading.
  await openHydrated(page, '/login');
  await page.waitForLoadState('networkidle');
  const scripts = countScriptBytes(page);
  await page.getByLabel('Username').fill(edition.member.username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  const logIn = page.getByRole('button', { name: 'LOG IN' });
  await expect(logIn).toBeEnabled();
  await logIn.click();

  const panel = page.getByRole('region', { name: /^Legal plan \d{4}$/ }).first();
  await expect(panel).toBeVisible();
  const { bytes, files } = await scripts.total();
  expect(bytes, files.map((file) => `${file.url} ${file.gzip}`).join('\n')).toBeLessThanOrEqual(
    loginToDashboardBudget,
  );

  const fact = (term: string) =>
    panel.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(panel.getByText('Active')).toBeVisible();
  await expect(fact('Plan')).toHaveText(want.plan);
  await expect(fact('Coverage')).toHaveText(want.coverage);
  for (const person of want.people) await expect(fact('Covered people')).toContainText(person);
  await expect(fact(want.costTerm)).toContainText(want.cost);
  await expect(fact('Cost per year')).toContainText(want.perYear);
  await expect(fact('Payment method')).toHaveText(want.payment);
  await expectNoAxeViolations(page);

  if (edition.productFlag === 'MFB') {
    await newHireChoosesByKeyboard(page);
  } else {
    await memberModifiesPlan(page);
  }
  expect(errors).toEqual([]);
});

type Page = import('@playwright/test').Page;

/** Tab until `name` has focus, as a keyboard user would (at most 80 presses). */
async function tabTo(page: Page, role: 'link' | 'button' | 'radio', name: string | RegExp) {
  const target = page.getByRole(role, { name });
  for (let press = 0; press < 80; press += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) {
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${role} ${name}`);
}

/**
 * fed.new, a new hire without a plan: signed in, sent to choose a plan (login code 19); from the
 * dashboard's Start enrollment to a plan choice and on into enrolling, keyboard alone.
 */
async function newHireChoosesByKeyboard(page: Page) {
  await page.getByRole('button', { name: /MY ACCOUNT/ }).click();
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/$/);

  await openHydrated(page, '/login');
  await page.getByLabel('Username').focus();
  await page.keyboard.type('fed.new');
  await page.keyboard.press('Tab');
  await page.keyboard.type(demoPassword);
  await expect(page.getByRole('button', { name: 'LOG IN' })).toBeEnabled();
  await page.keyboard.press('Enter');

  // Login code 19, a new hire inside the window: to enrolling, which starts from choosing a plan.
  await expect(page).toHaveURL(/\/tools\/plan-option$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan');
  await tabTo(page, 'link', /^DASHBOARD$/);
  await page.keyboard.press('Enter');

  const card = page.getByRole('region', { name: /^Legal plan/ });
  await expect(card.getByText('Not enrolled', { exact: true })).toBeVisible();
  await expect(card.getByText(/^Standard:/)).toContainText('$8.54');
  await expectNoAxeViolations(page);
  await tabTo(page, 'link', 'Start enrollment');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tools\/plan-option$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Choose a plan');
  await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
  await expectNoAxeViolations(page);
  await tabTo(page, 'button', 'Continue');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tools\/plan-tier\?year=\d{4}$/);
  await expect(page.getByRole('radio', { name: 'Self Only' })).toBeChecked();
  await expectNoAxeViolations(page);
  await tabTo(page, 'button', 'Continue');
  await page.keyboard.press('Enter');

  await expect(page).toHaveURL(/\/tools\/select-plan\?year=\d{4}&tier=S$/);
  const high = page.getByRole('article', { name: 'High' });
  await expect(high.getByText('Cost per paycheck')).toBeVisible();
  await expect(high).toContainText('$12.90');
  await expectNoAxeViolations(page);
  await tabTo(page, 'button', 'Choose High');
  await page.keyboard.press('Enter');
  const chosen = page.getByRole('alert');
  await expect(chosen).toContainText('You chose High for');
  await expect(chosen).toContainText('$12.90 per paycheck');
  await expect(chosen).toBeFocused();
  await expectNoAxeViolations(page);

  // Enrolling goes on from the choice (issue 21).
  await tabTo(page, 'link', 'Continue to enrollment');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/enrollment\/why-and-when$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Why and when');
}

/**
 * ind.member, Premium: Modify plan leads to next year's plans at their own monthly cost, Standard's
 * priced beside theirs.
 */
async function memberModifiesPlan(page: Page) {
  await page.getByRole('link', { name: /^Modify plan/ }).click();
  await expect(page).toHaveURL(/\/tools\/plan-option\?flowType=modifyPlan$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Change your plan');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: 'Self Only' })).toBeChecked();
  await page.getByRole('button', { name: 'Continue' }).click();

  const premium = page.getByRole('article', { name: 'Premium' });
  await expect(premium.getByText('Cost per month')).toBeVisible();
  await expect(premium).toContainText('$27.95');
  await expect(premium.getByText('Your plan')).toBeVisible();
  await expect(page.getByRole('article', { name: 'Standard' })).toContainText(
    '$9.45 less per month than your plan ($113.40 less per year)',
  );
  await expectNoAxeViolations(page);
  await premium.getByRole('button', { name: 'Choose Premium' }).click();
  await expect(page.getByRole('alert')).toContainText('You chose Premium for');
  await expectNoAxeViolations(page);
}
