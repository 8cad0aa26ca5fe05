import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { serveContentAssets, servedJson } from '../../testing/serve-content-assets.js';
import { LegalCalculatorPage } from './legal-calculator-page.js';

/**
 * /tools/legal-calculator off its happy path (the visitor journey estimates savings end to end):
 * the branch where a year of the plan costs more than the hours. The arithmetic is
 * @portal/forms' (legal-savings-rules.test.ts).
 */

type PlanPrices = { currency: string; standard: number; high: number };

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);

beforeEach(() => {
  serveContentAssets();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the legal savings calculator (%s)', (edition) => {
  it('says so when paying by the hour would cost less than the plan', async () => {
    const prices = servedJson<PlanPrices>('/assets/metadata/plan-prices.json');
    const { screen, user } = renderPage(<LegalCalculatorPage />, {
      edition,
      path: '/tools/legal-calculator',
    });
    await user.click(await screen.findByRole('radio', { name: /^Standard,/ }));
    await user.type(
      screen.getByRole('textbox', { name: 'Writing a will, living will or power of attorney' }),
      '.1',
    );
    await user.click(screen.getByRole('button', { name: 'Estimate savings' }));

    // A tenth of an hour at $370.00 is $37.00.
    const estimate = within(await screen.findByRole('region', { name: 'Your estimate' }));
    expect(
      estimate.getByText(
        `For these hours, paying by the hour would cost ${money(prices.standard * 12 - 3_700)} less than a year of the plan.`,
      ),
    ).toBeVisible();
    expect(estimate.queryByText(/You could save about/)).toBeNull();
    await expectNoAxeViolations();
  });
});
