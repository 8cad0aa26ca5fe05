import { comparePlansPath } from '@portal/api/plans';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { pricedPlan } from '../../testing/plan-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { ComparePlansPage } from './compare-plans-page.js';

/**
 * /tools/compare-plans signed in (issue 20): the member's own prices, per paycheck at their pay
 * frequency, per month and per year, in the kit's table, stacked as cards on a 390 px phone.
 */
describe.each(['MFB', 'MP'] as const)('compare plans signed in (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };
  const high = edition === 'MP' ? 'Premium' : 'High';
  const answer = envelope(200, {
    strPayYear: '2026',
    strCoverageTier: 'SF',
    liPlans: [pricedPlan('S', 'SF', { edition }), pricedPlan('H', 'SF', { edition })],
    strCaption: 'What each plan covers',
    strFeatureHeading: 'Feature or legal matter',
    liRows: [{ strFeature: 'Wills and estate planning', liValues: ['Simple will', 'Trusts too'] }],
  });

  it("compares the plans at the member's own prices", async () => {
    await page.viewport(1280, 800);
    const fake = clientAnsweringByPath({ [comparePlansPath]: answer });
    const { screen } = renderPage(<ComparePlansPage />, {
      edition,
      path: '/tools/compare-plans',
      session,
      client: fake.client,
    });
    const table = within(await screen.findByRole('table', { name: 'What each plan covers' }));
    const row = (name: string) =>
      Array.from(
        table.getByRole('rowheader', { name }).closest('tr')?.querySelectorAll('td') ?? [],
        (cell) => cell.textContent,
      );
    expect(table.getByRole('columnheader', { name: high })).toBeVisible();
    expect(row('Cost per paycheck')).toEqual([
      '$15.23/paycheck per paycheck',
      '$21.92/paycheck per paycheck',
    ]);
    expect(row('Cost per month')).toEqual(['$33.00/mo per month', '$47.50/mo per month']);
    expect(row('Cost per year')).toEqual(['$396.00/yr per year', '$570.00/yr per year']);
    expect(row('Wills and estate planning')).toEqual(['Simple will', 'Trusts too']);
    expect(screen.getByRole('link', { name: 'Choose a plan' })).toHaveAttribute(
      'href',
      '/tools/plan-option',
    );
    expect(fake.call.mock.calls[0]?.[1]).toEqual({ strMember_Id: '7100000001', strProgId: 'LAW' });
    await expectNoAxeViolations();
  });

  it('stacks the plans as cards on a 390 px phone', async () => {
    await page.viewport(390, 800);
    const { screen } = renderPage(<ComparePlansPage />, {
      edition,
      path: '/tools/compare-plans',
      session,
      client: clientAnsweringByPath({ [comparePlansPath]: answer }).client,
    });
    await screen.findByRole('heading', { level: 2, name: 'Standard' });
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { level: 2, name: high })).toBeVisible();
    expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(390);
    await expectNoAxeViolations();
  });
});
