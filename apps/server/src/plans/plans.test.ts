import { randomUUID } from 'node:crypto';
import {
  checkEnrollmentOptionsEndpoint,
  fetchFutureUserEnrollmentEndpoint,
  fetchUserPolicyDetailsEndpoint,
  multiProgramDashboardEndpoint,
  programDashboardEndpoint,
} from '@portal/api/dashboard';
import { endpoints } from '@portal/api/endpoints';
import {
  comparePlanDetailsEndpoint,
  comparePlansEndpoint,
  fetchProgramListEndpoint,
  getHighLowPlanEndpoint,
  getPayFrequencyEndpoint,
  viewCoverageDetailsEndpoint,
} from '@portal/api/plans';
import { apiBasePath, type Endpoint } from '@portal/api/protocol';
import { customerCarePhone } from '@portal/forms/catalogue';
import type { ProductFlag } from '@portal/forms/code-lists';
import { publicPlanPricesOf } from '@portal/forms/plans';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod/mini';
import { postEncrypted } from '../testing/encrypted-requests.js';
import { signInToken } from '../testing/sign-in-requests.js';
import { createTestApp, type TestApp } from '../testing/test-app.js';
import { planCatalogue } from './plan-catalogue.js';

/*
 * Issue 20: every plan and dashboard call against the real app and database, the service's clock
 * pinned by configuration to 20 November 2026, inside the open season of plan year 2027
 * (10 November to 8 December). The demo seed counts its dates from the same clock.
 */
const today = '2026-11-20';
const ids = {
  fedMember: '7100000001',
  fedNew: '7100000004',
  fedLate: '7100000010',
  milMember: '7100000030',
  indMember: '7200000001',
};

let t: TestApp;
const tokens: Record<keyof typeof ids, string> = {
  fedMember: '',
  fedNew: '',
  fedLate: '',
  milMember: '',
  indMember: '',
};
const editionOf = (who: keyof typeof ids): ProductFlag => (who === 'indMember' ? 'MP' : 'MFB');

beforeAll(async () => {
  t = await createTestApp({ env: { PORTAL_CLOCK_START: `${today}T15:00:00Z` } });
  tokens.fedMember = await signInToken(t.app);
  tokens.fedNew = await signInToken(t.app, { strUserid: 'fed.new' });
  tokens.fedLate = await signInToken(t.app, { strUserid: 'fed.late' });
  tokens.milMember = await signInToken(t.app, { strUserid: 'mil.member' });
  tokens.indMember = await signInToken(t.app, { strUserid: 'ind.member', strProductNm: 'MP' });
});
afterAll(() => t.close());

async function call<E extends Endpoint>(
  endpoint: E,
  who: keyof typeof ids,
  body: Record<string, unknown> = {},
) {
  const response = await postEncrypted(
    t.app,
    `${apiBasePath}${endpoint.path}`,
    { strMember_Id: ids[who], ...body },
    { token: tokens[who], edition: editionOf(who) },
  );
  return { status: response.statusCode, body: response.json() as unknown };
}

type ReturnObjectOf<E extends Endpoint> =
  z.infer<E['response']> extends { strReturnObject: infer T } ? NonNullable<T> : never;

/** The answer's object, checked against the contract (the service answers what it promises). */
async function answer<E extends Endpoint>(
  endpoint: E,
  who: keyof typeof ids,
  body: Record<string, unknown> = {},
): Promise<ReturnObjectOf<E>> {
  const { status, body: json } = await call(endpoint, who, body);
  expect(status).toBe(200);
  const parsed = endpoint.response.parse(json) as { returnCode: number; strReturnObject: unknown };
  expect(parsed.returnCode).toBe(200);
  return parsed.strReturnObject as ReturnObjectOf<E>;
}

describe('the dashboard', () => {
  it("shows fed.member's plan, family and cost per paycheck, with the open-season banner", async () => {
    const overview = await answer(multiProgramDashboardEndpoint, 'fedMember');
    expect(overview).toEqual({
      dtToday: today,
      blnOpenSeason: true,
      dtOSEndDate: '2026-12-08',
      objDemographics: {
        strFirst_Nm: 'Jordan',
        strLast_Nm: 'Rivera',
        strProductNm: 'MFB',
        strPayFreq: 'B',
      },
      liPrograms: [
        {
          strProgId: 'LAW',
          strProgramNm: 'Legal plan',
          strCurrentStatus: 'active',
          strFutureStatus: null,
          blnCanEnroll: false,
        },
      ],
    });

    const panel = await answer(programDashboardEndpoint, 'fedMember', { strProgId: 'LAW' });
    expect(panel.objCurrentYear).toMatchObject({
      strPayYear: '2026',
      strStatus: 'active',
      strEnrlType: 'openSeason',
      objPlan: { strPlanId: 'LAW-H', strPlanTier: 'H', strPlanNm: 'High' },
      strCoverageTier: 'SF',
      strCoverageTierDesc: 'Self and Family',
      dtEffDate: '2026-01-01',
      dtEndDate: '2026-12-31',
      strPaymentType: '14',
      strPaymentTypeDesc: 'Payroll',
      strPolicyNbr: 'LAW-2026-7100000001',
      blnAutoRenew: true,
      // $570.00 a year in 26 paychecks: 25 of $21.92 and a last one of $22.00.
      objCost: {
        strCoverageTier: 'SF',
        strRateCd: 'R01',
        strPayFreq: 'B',
        lnPeriodsPerYear: 26,
        lnPerPaycheckCents: 2192,
        lnLastPaycheckCents: 2200,
        lnPerMonthCents: 4750,
        lnPerYearCents: 57_000,
      },
    });
    expect(
      panel.objCurrentYear?.liCoveredPersons.map((person) => [
        person.strFirst_Nm,
        person.strRole,
        person.strRelationshipDesc,
      ]),
    ).toEqual([
      ['Jordan', 'self', 'Enrollee'],
      ['Alex', 'spouse', 'Spouse'],
      ['Mia', 'child', 'Child under 21 (biological)'],
    ]);
    expect(panel.objFutureYear).toBeNull();
    expect(panel.objOpenSeason).toEqual({
      blnOpenSeason: true,
      strPayYear: '2027',
      dtOSStartDate: '2026-11-10',
      dtOSEndDate: '2026-12-08',
      dtOSEffectiveDate: '2027-01-01',
    });
    // Open season: the plan can change for next year online; nothing else to enroll in.
    expect(panel.liActions).toEqual([
      {
        strAction: 'modifyPlan',
        strPath: '/tools/plan-option?flowType=modifyPlan',
        strPayYear: '2027',
      },
    ]);
    expect(panel.liEnrollOptions).toEqual([]);
    expect(panel.liAvailablePlans).toEqual([]);
    // What is not online yet says how to do it today: customer care's number, never a dead link.
    expect(panel.liOfflineSteps.map((step) => step.strTopic)).toEqual([
      'payments',
      'familyChanges',
      'cancel',
    ]);
    for (const step of panel.liOfflineSteps) {
      expect(step.strMessage).toContain(customerCarePhone());
    }
  });

  it('shows fed.new, a new hire with no plan, what to enroll in and its cost per paycheck', async () => {
    const panel = await answer(programDashboardEndpoint, 'fedNew', { strProgId: 'LAW' });
    expect(panel.objCurrentYear).toBeNull();
    expect(panel.objFutureYear).toBeNull();
    // Hired 20 days ago: this year from 1 December (until 60 days after the hire date), and the
    // open season for next year.
    expect(panel.liEnrollOptions).toEqual([
      {
        strPayYear: '2026',
        strEnrlType: 'newHire',
        dtEffDate: '2026-12-01',
        dtEnrollBy: '2026-12-30',
      },
      {
        strPayYear: '2027',
        strEnrlType: 'openSeason',
        dtEffDate: '2027-01-01',
        dtEnrollBy: '2026-12-08',
      },
    ]);
    expect(panel.liActions).toEqual([
      { strAction: 'enroll', strPath: '/tools/plan-option', strPayYear: '2026' },
    ]);
    expect(
      panel.liAvailablePlans.map((plan) => [
        plan.strPlanNm,
        plan.objCost.lnPerPaycheckCents,
        plan.objCost.lnPerYearCents,
      ]),
    ).toEqual([
      // Self Only (no family on file), 26 paychecks: $222.00 and $335.40 a year.
      ['Standard', 854, 22_200],
      ['High', 1290, 33_540],
    ]);
    expect(panel.liOfflineSteps).toEqual([]);

    const check = await answer(checkEnrollmentOptionsEndpoint, 'fedNew', { strProgId: 'LAW' });
    expect(check).toMatchObject({ blnCanEnroll: true, strStartPath: '/enrollment' });
    expect(check.strMessage).toBeUndefined();
  });

  it("shows mil.member's plan chosen in open season as next year's, paid semi-monthly", async () => {
    const overview = await answer(multiProgramDashboardEndpoint, 'milMember');
    expect(overview.liPrograms[0]).toMatchObject({
      strCurrentStatus: null,
      strFutureStatus: 'future',
    });
    const future = await answer(fetchFutureUserEnrollmentEndpoint, 'milMember', {
      strProgId: 'LAW',
    });
    expect(future.strPayYear).toBe('2027');
    expect(future.objFutureEnrollment).toMatchObject({
      strStatus: 'future',
      strEnrlType: 'openSeason',
      objPlan: { strPlanNm: 'Standard' },
      strCoverageTier: 'S',
      dtEffDate: '2027-01-01',
      strPaymentType: '35',
      objCost: { strPayFreq: 'S', lnPeriodsPerYear: 24, lnPerPaycheckCents: 925 },
    });
    const panel = await answer(programDashboardEndpoint, 'milMember', { strProgId: 'LAW' });
    expect(panel.objFutureYear).toEqual(future.objFutureEnrollment);
    expect(panel.liActions.map((action) => action.strAction)).toEqual(['modifyPlan']);
    // fed.member has no plan for next year yet: its plan renews by itself.
    const none = await answer(fetchFutureUserEnrollmentEndpoint, 'fedMember', {
      strProgId: 'LAW',
    });
    expect(none).toEqual({ strPayYear: '2027', objFutureEnrollment: null });
  });

  it("names ind.member's plan Premium and prices it monthly", async () => {
    const panel = await answer(programDashboardEndpoint, 'indMember', { strProgId: 'LAW' });
    expect(panel.objCurrentYear).toMatchObject({
      objPlan: { strPlanTier: 'H', strPlanNm: 'Premium' },
      strPaymentTypeDesc: 'Direct Bill',
      objCost: { strPayFreq: 'M', lnPerPaycheckCents: 2795, lnPerYearCents: 33_540 },
    });
  });

  it('gives one enrollment by id to its member only', async () => {
    const panel = await answer(programDashboardEndpoint, 'fedMember', { strProgId: 'LAW' });
    const id = panel.objCurrentYear?.strEnrollmentId;
    const own = await answer(fetchUserPolicyDetailsEndpoint, 'fedMember', { strEnrollmentId: id });
    expect(own.objPolicy).toEqual(panel.objCurrentYear);

    // Another member's enrollment reads exactly as one that does not exist.
    const theirs = await call(fetchUserPolicyDetailsEndpoint, 'fedNew', { strEnrollmentId: id });
    const unknown = await call(fetchUserPolicyDetailsEndpoint, 'fedNew', {
      strEnrollmentId: randomUUID(),
    });
    expect(theirs.status).toBe(404);
    expect(unknown.status).toBe(404);
    expect({ ...(theirs.body as object), strServerDate: '' }).toEqual({
      ...(unknown.body as object),
      strServerDate: '',
    });
  });
});

describe('choosing a plan', () => {
  it("gives the member's pay frequency, from the affiliation or the member's kind", async () => {
    expect(await answer(getPayFrequencyEndpoint, 'fedMember')).toEqual({
      strPayFreq: 'B',
      strPayFreqDesc: 'Bi-weekly',
      lnPeriodsPerYear: 26,
      blnOnFile: true,
    });
    expect(await answer(getPayFrequencyEndpoint, 'indMember')).toMatchObject({
      strPayFreq: 'M',
      blnOnFile: false,
    });
  });

  it('lists the programs of the catalogue in the edition, with its names for the plans', async () => {
    const federal = await answer(fetchProgramListEndpoint, 'fedMember');
    const individual = await answer(fetchProgramListEndpoint, 'indMember');
    expect(federal.liPrograms.map((program) => program.strStartPath)).toEqual(['/enrollment']);
    expect(federal.liPrograms[0]?.liPlans.map((plan) => plan.strPlanNm)).toEqual([
      'Standard',
      'High',
    ]);
    expect(individual.liPrograms[0]?.liPlans.map((plan) => plan.strPlanNm)).toEqual([
      'Standard',
      'Premium',
    ]);
  });

  it("plans fed.new's enrollment: this year chosen, next year disabled, prices per paycheck", async () => {
    const options = await answer(getHighLowPlanEndpoint, 'fedNew', { strProgId: 'LAW' });
    expect(options.strPlannedYear).toBe('2026');
    expect(
      options.liPlanYears.map((year) => [
        year.strPayYear,
        year.strYearKind,
        year.blnDisabled,
        year.strDisabledReason,
      ]),
    ).toEqual([
      ['2026', 'current', false, undefined],
      ['2027', 'future', true, 'notPlannedYear'],
    ]);
    // The residence's ZIP (a member with none on file gets the default 99999); rate code R01
    // (spec section 4).
    expect(options.objPlanSearch).toEqual({
      strPayFreq: 'B',
      strEnrlType: 'newHire',
      strRateCd: 'R01',
      strZip: '21401',
      strPayYear: '2026',
      strCoverageTier: 'S',
      lnCoveredDependents: 0,
    });
    expect(options.liPlans.map((plan) => plan.objCost.lnPerPaycheckCents)).toEqual([854, 1290]);

    const nextYear = await answer(getHighLowPlanEndpoint, 'fedNew', {
      strProgId: 'LAW',
      strPayYear: '2027',
      strCoverageTier: 'S1',
    });
    expect(nextYear.strPlannedYear).toBe('2027');
    expect(nextYear.objPlanSearch).toMatchObject({
      strEnrlType: 'openSeason',
      strCoverageTier: 'S1',
    });
    expect(nextYear.liPlanYears.map((year) => year.blnDisabled)).toEqual([true, false]);
  });

  it("plans fed.late's belated enrollment for this year, beside next year's open season", async () => {
    // Hired 61 days ago: one day past the new-hire window, the first of the belated one.
    const options = await answer(getHighLowPlanEndpoint, 'fedLate', { strProgId: 'LAW' });
    expect(options.strPlannedYear).toBe('2026');
    expect(options.objPlanSearch.strEnrlType).toBe('belated');
    expect(options.liPlanYears.map((year) => [year.strPayYear, year.blnDisabled])).toEqual([
      ['2026', false],
      ['2027', true],
    ]);
    const dashboard = await answer(programDashboardEndpoint, 'fedLate', { strProgId: 'LAW' });
    expect(
      dashboard.liEnrollOptions.map((option) => [option.strEnrlType, option.strPayYear]),
    ).toEqual([
      ['belated', '2026'],
      ['openSeason', '2027'],
    ]);
  });

  it('resumes an enrollment in progress from the dashboard instead of starting again', async () => {
    const law = { strProgId: 'LAW' };
    const saved = await call(endpoints.saveEnrollmentDraft, 'fedLate', {
      ...law,
      strStep: 'REASON',
      objReason: {
        strEnrlType: 'belated',
        strBelatedReason: 'I was abroad when my window closed.',
        strPlanId: 'LAW-S',
        strPayYear: '2026',
        dtEffDate: '2026-12-01',
      },
    });
    expect(saved.status).toBe(200);
    try {
      const panel = await answer(programDashboardEndpoint, 'fedLate', law);
      expect(panel.liActions).toEqual([
        { strAction: 'enroll', strPath: '/enrollment', strPayYear: '2026', blnContinues: true },
      ]);
    } finally {
      await call(endpoints.discardEnrollmentDraft, 'fedLate', law);
    }
    const after = await answer(programDashboardEndpoint, 'fedLate', law);
    expect(after.liActions).toEqual([
      { strAction: 'enroll', strPath: '/tools/plan-option', strPayYear: '2026' },
    ]);
  });

  it("plans fed.member's change for next year from the plan they have", async () => {
    const modify = await answer(getHighLowPlanEndpoint, 'fedMember', {
      strProgId: 'LAW',
      strFlowType: 'modifyPlan',
    });
    expect(modify).toMatchObject({
      strFlowType: 'modifyPlan',
      strPlannedYear: '2027',
      objCurrentPlan: { strPlanId: 'LAW-H' },
      objPlanSearch: { strZip: '20002', strCoverageTier: 'SF', lnCoveredDependents: 2 },
    });
    expect(modify.liPlanYears.map((year) => year.strDisabledReason)).toEqual([
      'noOpenWindow',
      undefined,
    ]);
    expect(modify.liPlans.map((plan) => plan.objCost.lnPerPaycheckCents)).toEqual([1523, 2192]);

    // Not a new enrollment: enrolled this year, renewing into the next.
    const enroll = await answer(getHighLowPlanEndpoint, 'fedMember', { strProgId: 'LAW' });
    expect(enroll.strPlannedYear).toBeNull();
    expect(enroll.liPlanYears.map((year) => year.strDisabledReason)).toEqual([
      'enrolled',
      'noOpenWindow',
    ]);
  });

  it('compares the plans with the features of the public comparison, at the member tier', async () => {
    const table = await answer(comparePlansEndpoint, 'fedMember', { strProgId: 'LAW' });
    expect(table.strCoverageTier).toBe('SF');
    expect(table.liPlans.map((plan) => plan.strPlanNm)).toEqual(['Standard', 'High']);
    expect(table.liRows.find((row) => row.strFeature.startsWith('Trusts'))?.liValues).toEqual([
      'Not included',
      'Included',
    ]);
    expect(table.liRows.length).toBeGreaterThan(5);
  });

  it("sets another plan beside the member's, with the difference per paycheck and year", async () => {
    const details = await answer(comparePlanDetailsEndpoint, 'fedMember', {
      strPlanId: 'LAW-S',
      strPayYear: '2027',
    });
    expect(details.objCurrentPlan?.strPlanId).toBe('LAW-H');
    expect(details.objNewPlan.strPlanId).toBe('LAW-S');
    expect(details.lnDifferencePerPaycheckCents).toBe(1523 - 2192);
    expect(details.lnDifferencePerMonthCents).toBe(3300 - 4750);
    expect(details.lnDifferencePerYearCents).toBe(39_600 - 57_000);
  });

  it('shows one plan with its rates at every tier', async () => {
    const details = await answer(viewCoverageDetailsEndpoint, 'indMember', { strPlanId: 'LAW-H' });
    expect(details.objPlan.strPlanNm).toBe('Premium');
    expect(details.objPlan.liHighlights.length).toBeGreaterThan(0);
    expect(
      details.liRates.map((rate) => [rate.strCoverageTierDesc, rate.objCost.lnPerPaycheckCents]),
    ).toEqual([
      ['Self Only', 2795],
      ['Self Plus One', 4050],
      ['Self and Family', 4750],
    ]);
  });
});

describe('one source for every price', () => {
  it("serves the public pages' prices from the catalogue: Self Only a month, this plan year", async () => {
    const served = await t.app.inject({ method: 'GET', url: '/assets/metadata/plan-prices.json' });
    expect(served.statusCode).toBe(200);
    const prices = served.json() as { standard: number; high: number };
    expect(prices).toEqual(publicPlanPricesOf(planCatalogue(), today));
    expect(prices).toMatchObject({ currency: 'USD', standard: 1850, high: 2795 });

    // The member pages show the same amounts: ind.member is billed monthly at Self Only.
    const standard = await answer(viewCoverageDetailsEndpoint, 'indMember', {
      strPlanId: 'LAW-S',
    });
    const high = await answer(viewCoverageDetailsEndpoint, 'indMember', { strPlanId: 'LAW-H' });
    expect(standard.liRates[0]?.objCost.lnPerMonthCents).toBe(prices.standard);
    expect(high.liRates[0]?.objCost.lnPerMonthCents).toBe(prices.high);
  });
});

describe('refusals', () => {
  const everyCall: [Endpoint, Record<string, unknown>][] = [
    [fetchProgramListEndpoint, {}],
    [getPayFrequencyEndpoint, {}],
    [getHighLowPlanEndpoint, { strProgId: 'LAW' }],
    [comparePlansEndpoint, { strProgId: 'LAW' }],
    [comparePlanDetailsEndpoint, { strPlanId: 'LAW-S', strPayYear: '2027' }],
    [viewCoverageDetailsEndpoint, { strPlanId: 'LAW-S' }],
    [multiProgramDashboardEndpoint, {}],
    [programDashboardEndpoint, { strProgId: 'LAW' }],
    [fetchUserPolicyDetailsEndpoint, { strEnrollmentId: randomUUID() }],
    [fetchFutureUserEnrollmentEndpoint, { strProgId: 'LAW' }],
    [checkEnrollmentOptionsEndpoint, { strProgId: 'LAW' }],
  ];

  it.each(everyCall.map(([endpoint, body]) => [endpoint.path, endpoint, body] as const))(
    "%s answers 404 for another member's id, and 401 without a session",
    async (_path, endpoint, body) => {
      const other = await postEncrypted(
        t.app,
        `${apiBasePath}${endpoint.path}`,
        { ...body, strMember_Id: ids.fedMember },
        { token: tokens.fedNew },
      );
      expect(other.statusCode).toBe(404);
      expect(JSON.stringify(other.json())).not.toContain('Rivera');
      const visitor = await postEncrypted(t.app, `${apiBasePath}${endpoint.path}`, {
        ...body,
        strMember_Id: ids.fedNew,
      });
      expect(visitor.statusCode).toBe(401);
    },
  );

  it.each([
    [programDashboardEndpoint, { strProgId: 'XYZ' }],
    [getHighLowPlanEndpoint, { strProgId: 'LAW', strPayYear: '27' }],
    [getHighLowPlanEndpoint, { strProgId: 'LAW', strCoverageTier: 'S2' }],
    [comparePlanDetailsEndpoint, { strPlanId: 'law h', strPayYear: '2027' }],
    [fetchUserPolicyDetailsEndpoint, { strEnrollmentId: 'not-an-id' }],
    [checkEnrollmentOptionsEndpoint, { strProgId: 'LAW', strExtra: 'x' }],
    [programDashboardEndpoint, {}],
  ] as const)('refuses a malformed request with 400 (%#)', async (endpoint, body) => {
    const { status } = await call(endpoint, 'fedMember', body);
    expect(status).toBe(400);
  });

  it('answers 404 for a program not in the catalogue yet, and a plan year not offered', async () => {
    const dental = await call(programDashboardEndpoint, 'fedMember', { strProgId: 'DEN' });
    expect(dental.status).toBe(404);
    expect(JSON.stringify(dental.body)).toContain('This program is not offered online yet.');
    const vision = await call(checkEnrollmentOptionsEndpoint, 'fedMember', { strProgId: 'VIS' });
    expect(vision.status).toBe(404);
    const far = await call(getHighLowPlanEndpoint, 'fedMember', {
      strProgId: 'LAW',
      strPayYear: '2030',
    });
    expect(far.status).toBe(404);
    const unknownPlan = await call(viewCoverageDetailsEndpoint, 'fedMember', {
      strPlanId: 'LAW-X',
    });
    expect(unknownPlan.status).toBe(404);
  });
});
