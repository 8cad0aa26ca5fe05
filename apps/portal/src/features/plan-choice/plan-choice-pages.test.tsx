import { comparePlanDetailsPath, getHighLowPlanPath } from '@portal/api/plans';
import { within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { planChoiceStore } from '../../session/plan-choice-store.js';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { highLowPlan, pricedPlan } from '../../testing/plan-answers.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { signedInMember } from '../../testing/signed-in-member.js';
import { PlanOptionPage } from './plan-option-page.js';
import { PlanTierPage } from './plan-tier-page.js';
import { SelectPlanPage } from './select-plan-page.js';

/**
 * Choosing a plan: the plan year (the one not planned disabled), who the plan covers (from the
 * family on file), then the plans at the member's own cost per paycheck, per month and per year;
 * the choice is kept for the enrollment flow. The keyboard journey on the real service is
 * tests/e2e/plans-and-dashboard.spec.ts.
 */
describe.each(['MFB', 'MP'] as const)('choosing a plan (%s)', (edition) => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };
  const high = edition === 'MP' ? 'Premium' : 'High';

  it('offers the planned year and disables the other', async () => {
    const fake = clientAnsweringByPath({ [getHighLowPlanPath]: envelope(200, highLowPlan()) });
    const { screen, user, location } = renderPage(<PlanOptionPage />, {
      edition,
      path: '/tools/plan-option',
      session,
      client: fake.client,
    });
    const years = within(await screen.findByRole('group', { name: 'Which plan year?' }));
    expect(
      years.getByRole('radio', {
        name: '2026 (the plan year from January 1, 2026 to December 31, 2026)',
      }),
    ).toBeChecked();
    expect(years.getByRole('radio', { name: /2027/ })).toBeDisabled();
    expect(years.getByText('Not open for choosing now.')).toBeVisible();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Choose a plan');
    await expectNoAxeViolations();

    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/tools/plan-tier?year=2026');
  });

  it('plans a change of plan for next year from Modify plan', async () => {
    const fake = clientAnsweringByPath({
      [getHighLowPlanPath]: envelope(
        200,
        highLowPlan({ plannedYear: '2027', flowType: 'modifyPlan', tier: 'SF', dependents: 2 }),
      ),
    });
    const { screen, user, location } = renderPage(<PlanOptionPage />, {
      edition,
      path: '/tools/plan-option?flowType=modifyPlan',
      session,
      client: fake.client,
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Change your plan');
    // Said before the member goes through the choice: comparing works online, changing not yet.
    expect(
      screen.getByText(
        'Compare the plans for next year with yours, at what each would cost you. Changing your plan online is coming soon: to change it today, call customer care at 1-800-555-0100.',
      ),
    ).toBeVisible();
    expect(screen.getByRole('radio', { name: /2027/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /2026/ })).toBeDisabled();
    expect(fake.call.mock.calls[0]?.[1]).toEqual({
      strMember_Id: '7100000001',
      strProgId: 'LAW',
      strFlowType: 'modifyPlan',
    });
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/tools/plan-tier?flowType=modifyPlan&year=2027');
  });

  it("starts from the family's tier; enrolling offers every tier, as family can be added", async () => {
    const fake = clientAnsweringByPath({
      [getHighLowPlanPath]: envelope(200, highLowPlan({ tier: 'S1', dependents: 1 })),
    });
    const { screen, user, location } = renderPage(<PlanTierPage />, {
      edition,
      path: '/tools/plan-tier?year=2026',
      session,
      client: fake.client,
    });
    const tiers = within(await screen.findByRole('group', { name: /Coverage/ }));
    expect(tiers.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'S',
      'S1',
      'SF',
    ]);
    expect(tiers.getByRole('radio', { name: 'Self Plus One' })).toBeChecked();
    expect(screen.getByText(/You have 1 family member on file/)).toMatchTextContent(
      /You can add family members as you enroll/,
    );
    await expectNoAxeViolations();

    await user.click(tiers.getByRole('radio', { name: 'Self Only' }));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(location()).toBe('/tools/select-plan?year=2026&tier=S');
  });

  it('changing a plan offers only the tiers the family on file allows', async () => {
    const fake = clientAnsweringByPath({
      [getHighLowPlanPath]: envelope(
        200,
        highLowPlan({ tier: 'S1', dependents: 1, flowType: 'modifyPlan' }),
      ),
    });
    const { screen } = renderPage(<PlanTierPage />, {
      edition,
      path: '/tools/plan-tier?flowType=modifyPlan&year=2026',
      session,
      client: fake.client,
    });
    const tiers = within(await screen.findByRole('group', { name: /Coverage/ }));
    expect(tiers.getAllByRole('radio').map((radio) => radio.getAttribute('value'))).toEqual([
      'S',
      'S1',
    ]);
    expect(screen.getByText(/You have 1 family member on file/)).toMatchTextContent(
      /To add or remove family members, call customer care at/,
    );
  });

  it('sends a plan-tier page without a year back to the plan year', async () => {
    const { location } = renderPage(<PlanTierPage />, {
      edition,
      path: '/tools/plan-tier',
      session,
    });
    expect(location()).toBe('/tools/plan-option');
  });

  it("shows each plan's cost per paycheck, month and year, and keeps the one chosen", async () => {
    planChoiceStore.clear();
    const fake = clientAnsweringByPath({
      [getHighLowPlanPath]: envelope(200, highLowPlan({ edition })),
    });
    const { screen, user, location } = renderPage(<SelectPlanPage />, {
      edition,
      path: '/tools/select-plan?year=2026&tier=S',
      session,
      client: fake.client,
    });
    const standard = within(await screen.findByRole('article', { name: 'Standard' }));
    expect(standard.getByText('Cost per paycheck')).toBeVisible();
    expect(standard.getByText('$8.54')).toBeVisible();
    expect(standard.getByText('$18.50')).toBeVisible();
    expect(standard.getByText('$222.00')).toBeVisible();
    const premium = within(screen.getByRole('article', { name: high }));
    expect(premium.getByText('$12.90')).toBeVisible();
    expect(
      screen.getByText(/What each plan costs you for Self Only in 2026, paid bi-weekly/),
    ).toBeVisible();
    expect(fake.call.mock.calls[0]?.[1]).toEqual({
      strMember_Id: '7100000001',
      strProgId: 'LAW',
      strPayYear: '2026',
      strCoverageTier: 'S',
      strFlowType: 'enroll',
    });
    await expectNoAxeViolations();

    await user.click(premium.getByRole('button', { name: `Choose ${high}` }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain(`You chose ${high} for 2026: $12.90 per paycheck.`);
    expect(banner).toHaveFocus();
    expect(planChoiceStore.get()).toMatchObject({
      strProgId: 'LAW',
      strPayYear: '2026',
      strCoverageTier: 'S',
      strPlanId: 'LAW-H',
      strFlowType: 'enroll',
    });
    expect(premium.getByText('Chosen')).toBeVisible();
    await expectNoAxeViolations();

    // Enrolling goes on from the choice (issue 21).
    await user.click(within(banner).getByRole('link', { name: 'Continue to enrollment' }));
    expect(location()).toBe('/enrollment');
  });
});

describe('choosing a plan from a typed-in address', () => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  it('sends a year the service does not offer now back to the plan year', async () => {
    const { screen, location } = renderPage(<SelectPlanPage />, {
      edition: 'MFB',
      path: '/tools/select-plan?year=2027&tier=S',
      session,
      client: clientAnsweringByPath({ [getHighLowPlanPath]: envelope(200, highLowPlan()) }).client,
    });
    await screen.findByText(/Left the page for \/tools\/plan-option/);
    expect(location()).toBe('/tools/plan-option');
  });

  it('sends a change of plan with a tier larger than the family back to the coverage question', async () => {
    const { screen, location } = renderPage(<SelectPlanPage />, {
      edition: 'MFB',
      path: '/tools/select-plan?flowType=modifyPlan&year=2026&tier=SF',
      session,
      client: clientAnsweringByPath({
        [getHighLowPlanPath]: envelope(200, highLowPlan({ flowType: 'modifyPlan' })),
      }).client,
    });
    await screen.findByText(/Left the page for \/tools\/plan-tier/);
    expect(location()).toBe('/tools/plan-tier?flowType=modifyPlan&year=2026');
  });
});

describe('changing plans (modify plan)', () => {
  const session = { user: signedInMember(), settings: null, profileCompletion: null };

  it("marks the member's plan and says what the other costs beside it", async () => {
    const high = pricedPlan('H', 'SF');
    const standard = pricedPlan('S', 'SF');
    const fake = clientAnsweringByPath({
      [getHighLowPlanPath]: envelope(200, {
        ...highLowPlan({ plannedYear: '2027', flowType: 'modifyPlan', tier: 'SF', dependents: 2 }),
        objCurrentPlan: {
          strPlanId: high.strPlanId,
          strProgId: high.strProgId,
          strPlanTier: high.strPlanTier,
          strPlanNm: high.strPlanNm,
        },
      }),
      [comparePlanDetailsPath]: envelope(200, {
        objCurrentPlan: high,
        objNewPlan: standard,
        lnDifferencePerPaycheckCents:
          standard.objCost.lnPerPaycheckCents - high.objCost.lnPerPaycheckCents,
        lnDifferencePerMonthCents: standard.objCost.lnPerMonthCents - high.objCost.lnPerMonthCents,
        lnDifferencePerYearCents: standard.objCost.lnPerYearCents - high.objCost.lnPerYearCents,
      }),
    });
    planChoiceStore.clear();
    const { screen, user } = renderPage(<SelectPlanPage />, {
      edition: 'MFB',
      path: '/tools/select-plan?flowType=modifyPlan&year=2027&tier=SF',
      session,
      client: fake.client,
    });
    const yours = within(await screen.findByRole('article', { name: 'High' }));
    expect(yours.getByText('Your plan')).toBeVisible();
    const other = within(screen.getByRole('article', { name: 'Standard' }));
    expect(
      await other.findByText('$6.69 less per paycheck than your plan ($174.00 less per year)'),
    ).toBeVisible();
    expect(fake.call.mock.calls.find(([e]) => e.path === comparePlanDetailsPath)?.[1]).toEqual({
      strMember_Id: '7100000001',
      strPlanId: 'LAW-S',
      strPayYear: '2027',
    });
    await expectNoAxeViolations();

    // Changing a plan online is not built: the choice says how to change it today.
    await user.click(other.getByRole('button', { name: 'Choose Standard' }));
    const banner = await screen.findByRole('alert');
    expect(banner.textContent).toContain('To change your plan today, call customer care at');
    expect(within(banner).queryByRole('link', { name: 'Continue to enrollment' })).toBeNull();
    planChoiceStore.clear();
  });
});
