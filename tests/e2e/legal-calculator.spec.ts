import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** /tools/legal-calculator (spec sections 1 and 2): savings against the $370 hourly rate. */

type PlanPrices = { currency: string; standard: number; high: number };

async function servedPrices(page: Page): Promise<PlanPrices> {
  const answer = await page.request.get('/assets/metadata/plan-prices.json');
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as PlanPrices;
}

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

const highLabels = { MFB: 'High', MP: 'Premium' } as const;
const will = 'Writing a will, living will or power of attorney';
const lawsuit = 'Defending a civil lawsuit';

test.describe('Legal savings calculator', () => {
  test('asks for a plan and hours, and says what is wrong in the spec’s words', async ({
    page,
    edition,
  }) => {
    const prices = await servedPrices(page);
    await page.goto('/tools/legal-calculator');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Legal savings calculator' }),
    ).toBeVisible();
    await expect(page.getByText('Attorneys often charge $300+ an hour')).toBeVisible();
    const plans = page.getByRole('group', { name: 'Which plan?' });
    await expect(plans.getByRole('radio')).toHaveCount(2);
    await expect(
      plans.getByRole('radio', { name: `Standard, ${money(prices.standard)} per month` }),
    ).toBeVisible();
    await expect(
      plans.getByRole('radio', {
        name: `${highLabels[edition.productFlag]}, ${money(prices.high)} per month`,
      }),
    ).toBeVisible();
    await expect(page.getByLabel(will)).toHaveAccessibleDescription(/Typical: 3 hours/);
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Estimate savings' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    // The plan's 'Required.' is named by its group's legend; the hours rule speaks for itself.
    await expect(summary.getByRole('link')).toHaveText([
      'Which plan? Required.',
      'Enter the hours for at least one legal matter.',
    ]);
    await expectNoAxeViolations(page);

    const hours = page.getByLabel(will);
    await hours.fill('lots');
    await hours.blur();
    await expect(
      page.getByText('Enter a number of hours from 0 to 200, like 2 or 1.5.'),
    ).toBeVisible();
    await expect(hours).toHaveAttribute('aria-invalid', 'true');
  });

  test('compares the hours at $370.00 an hour with a year of the chosen plan', async ({
    page,
    edition,
  }) => {
    const prices = await servedPrices(page);
    const high = highLabels[edition.productFlag];
    await page.goto('/tools/legal-calculator');

    // Keyboard only: choose the plan with the arrow keys, type the hours, press Enter.
    await page.getByRole('radio', { name: /^Standard,/ }).focus();
    await page.keyboard.press('Space');
    await page.getByLabel(will).fill('3');
    await page.getByLabel(lawsuit).fill('1.5');
    await page.getByLabel(lawsuit).press('Enter');

    const result = page.getByRole('region', { name: 'Your estimate' });
    // Standard does not cover the lawsuit: only the will's 3 hours count.
    await expect(result).toContainText(
      'At $370.00 an hour, 3 hours of attorney time would cost $1,110.00.',
    );
    const standardYear = prices.standard * 12;
    await expect(result).toContainText(
      `A year of the Standard plan costs ${money(standardYear)} (12 × ${money(prices.standard)}).`,
    );
    await expect(result).toContainText(
      `You could save about ${money(111_000 - standardYear)} a year with the plan.`,
    );
    await expect(result.getByRole('listitem').filter({ hasText: lawsuit })).toHaveCount(1);
    // The result sits in a polite live region, so screen readers read it when it appears.
    await expect(page.locator('[aria-live="polite"]').filter({ has: result })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: new RegExp(`^${high},`) }).check();
    await page.getByRole('button', { name: 'Estimate savings' }).click();
    const highYear = prices.high * 12;
    await expect(result).toContainText(
      'At $370.00 an hour, 4.5 hours of attorney time would cost $1,665.00.',
    );
    await expect(result).toContainText(
      `A year of the ${high} plan costs ${money(highYear)} (12 × ${money(prices.high)}).`,
    );
    await expect(result).toContainText(
      `You could save about ${money(166_500 - highYear)} a year with the plan.`,
    );
    await expect(result.getByText('Not counted')).toHaveCount(0);
    await expect(result.getByRole('link', { name: 'Enroll now' })).toHaveAttribute(
      'href',
      '/account-creation/get-started',
    );
  });

  test('says so when the plan costs more than the hours', async ({ page }) => {
    const prices = await servedPrices(page);
    await page.goto('/tools/legal-calculator');
    await page.getByRole('radio', { name: /^Standard,/ }).check();
    await page.getByLabel(will).fill('.1');
    await page.getByRole('button', { name: 'Estimate savings' }).click();

    await expect(page.getByRole('region', { name: 'Your estimate' })).toContainText(
      `For these hours, paying by the hour would cost ${money(prices.standard * 12 - 3_700)} less than a year of the plan.`,
    );
  });
});
