import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** /tools/compare-plans (spec section 2): Standard and High (Premium in MP) side by side. */

type PlanPrices = { currency: string; standard: number; high: number };
type PlanCompare = {
  caption: string;
  featureHeading: string;
  rows: Array<{ feature: string; standard: string; high: string }>;
};

async function served<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `${path} is served`).toBe(true);
  return (await answer.json()) as T;
}

function dollars(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

const highLabels = { MFB: 'High', MP: 'Premium' } as const;

test('Compare plans shows both plans in one table, with prices and Enroll', async ({
  page,
  edition,
}) => {
  const prices = await served<PlanPrices>(page, '/assets/metadata/plan-prices.json');
  const compare = await served<PlanCompare>(page, '/assets/metadata/plan-compare.json');
  const high = highLabels[edition.productFlag];
  await page.goto('/tools/compare-plans');

  await expect(page.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeVisible();
  const table = page.getByRole('table', { name: compare.caption });
  await expect(table.getByRole('columnheader')).toHaveText([
    compare.featureHeading,
    'Standard',
    high,
  ]);
  await expect(table.getByRole('rowheader')).toHaveText([
    'Monthly price',
    ...compare.rows.map((row) => row.feature),
  ]);
  const priceRow = table.getByRole('row').filter({ hasText: 'Monthly price' });
  await expect(priceRow.getByRole('cell')).toHaveText([
    `${dollars(prices.standard, prices.currency)} per month`,
    `${dollars(prices.high, prices.currency)} per month`,
  ]);
  const firstRow = compare.rows[0];
  if (!firstRow) throw new Error('plan-compare.json has no rows');
  await expect(
    table.getByRole('row').filter({ hasText: firstRow.feature }).getByRole('cell'),
  ).toHaveText([firstRow.standard, firstRow.high]);

  for (const plan of ['Standard', high]) {
    await expect(
      page.getByRole('link', { name: `Enroll in the ${plan} plan`, exact: true }),
    ).toHaveAttribute('href', '/account-creation/get-started');
  }
  await expect(page.getByText('Attorneys often charge $300+ an hour.')).toBeVisible();
  await expect(
    page.getByRole('link', { name: 'Estimate your savings', exact: true }),
  ).toHaveAttribute('href', '/tools/legal-calculator');
  await expectNoAxeViolations(page);
});
