import { within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { renderPage } from '../../testing/render-page.js';
import { serveContentAssets, servedJson } from '../../testing/serve-content-assets.js';
import { ComparePlansPage } from './compare-plans-page.js';

/**
 * /tools/compare-plans in both editions: the kit's PlanComparison with the served rows and prices,
 * a table with room and a card per plan on a phone (no sideways scrolling at 320 px), and without
 * the price row when the price file fails. The visitor journey walks the wide page end to end.
 */

type PlanPrices = { currency: string; standard: number; high: number };
type PlanCompare = {
  caption: string;
  featureHeading: string;
  rows: Array<{ feature: string; standard: string; high: string }>;
  note: string;
};

const money = (cents: number) =>
  new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(cents / 100);
const highLabel = { MFB: 'High', MP: 'Premium' } as const;

afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('compare plans (%s)', (edition) => {
  const compare = servedJson<PlanCompare>('/assets/metadata/plan-compare.json');
  const prices = servedJson<PlanPrices>('/assets/metadata/plan-prices.json');
  const high = highLabel[edition];

  it('compares the plans in a table with a header for each plan and each feature', async () => {
    await page.viewport(1280, 800);
    serveContentAssets();
    const { screen } = renderPage(<ComparePlansPage />, { edition, path: '/tools/compare-plans' });
    expect(screen.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeVisible();
    const table = within(await screen.findByRole('table', { name: compare.caption }));
    expect(table.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      compare.featureHeading,
      'Standard',
      high,
    ]);
    await vi.waitFor(() =>
      expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual([
        'Monthly price',
        ...compare.rows.map((row) => row.feature),
      ]),
    );
    const priceRow = within(table.getByRole('row', { name: /^Monthly price/ }));
    expect(priceRow.getAllByRole('cell').map((cell) => cell.textContent)).toEqual([
      `${money(prices.standard)} per month`,
      `${money(prices.high)} per month`,
    ]);
    // The phone layout is not exposed beside the table.
    expect(screen.queryByRole('list', { name: compare.caption })).toBeNull();
    for (const plan of ['Standard', high]) {
      expect(
        screen.getByRole('link', { name: `Enroll in the ${plan} plan` }).getAttribute('href'),
      ).toBe('/account-creation/get-started');
    }
    await expectNoAxeViolations();
  });

  it('shows a card per plan on a 320 px phone, with nothing to scroll sideways', async () => {
    await page.viewport(320, 640);
    serveContentAssets();
    const { screen } = renderPage(<ComparePlansPage />, { edition, path: '/tools/compare-plans' });
    const cards = within(await screen.findByRole('list', { name: compare.caption }));
    expect(screen.queryByRole('table')).toBeNull();
    expect(
      cards.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent),
    ).toEqual(['Standard', high]);
    const highCard = within(
      cards.getByRole('heading', { level: 2, name: high }).closest('li') as HTMLElement,
    );
    await vi.waitFor(() =>
      expect(highCard.getAllByRole('term').map((term) => term.textContent)).toEqual([
        'Monthly price',
        ...compare.rows.map((row) => row.feature),
      ]),
    );
    expect(highCard.getAllByRole('definition').map((value) => value.textContent)).toEqual([
      `${money(prices.high)} per month`,
      ...compare.rows.map((row) => row.high),
    ]);
    // WCAG 1.4.10: the page does not scroll sideways, and there is no scroll region to focus.
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(320);
    expect(screen.queryByRole('region', { name: compare.caption })).toBeNull();
    await expectNoAxeViolations();
  });

  it('leaves the price out, never wrong, when the price file fails', async () => {
    await page.viewport(1280, 800);
    serveContentAssets({ '/assets/metadata/plan-prices.json': 500 });
    const { screen } = renderPage(<ComparePlansPage />, { edition, path: '/tools/compare-plans' });
    const table = within(await screen.findByRole('table', { name: compare.caption }));
    expect(table.getAllByRole('rowheader').map((header) => header.textContent)).toEqual(
      compare.rows.map((row) => row.feature),
    );
    expect(screen.queryByText(/per month/)).toBeNull();
  });
});
