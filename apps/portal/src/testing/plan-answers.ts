import type { EnrollmentView, ProgramDashboardResponse } from '@portal/api/dashboard';
import type { GetHighLowPlanResponse, PlanCost, PricedPlan } from '@portal/api/plans';
import type { CoverageTier, PayFrequency } from '@portal/forms/code-lists';

/*
 * What the plan and dashboard calls answer, for page tests: shaped by their contracts, with the
 * demo catalogue's prices worked out by hand (annual / periods, half-up to the cent), so a test
 * states the amounts a member reads ('$21.92' per bi-weekly paycheck of High, Self and Family).
 */

type ProgramDashboard = NonNullable<ProgramDashboardResponse['strReturnObject']>;
type HighLowPlan = NonNullable<GetHighLowPlanResponse['strReturnObject']>;

const annual = {
  'LAW-S': { S: 22200, S1: 33000, SF: 39600 },
  'LAW-H': { S: 33540, S1: 48600, SF: 57000 },
} as const;

const periods: Record<PayFrequency, number> = { B: 26, S: 24, M: 12, T: 13 };

/** The service's split: each period half-up to the cent, the last takes the remainder. */
export function costOf(
  planId: keyof typeof annual,
  tier: CoverageTier,
  payFrequency: PayFrequency = 'B',
): PlanCost {
  const year = annual[planId][tier];
  const count = periods[payFrequency];
  const each = Math.round(year / count);
  return {
    strCoverageTier: tier,
    strRateCd: 'R01',
    strPayFreq: payFrequency,
    lnPeriodsPerYear: count,
    lnPerPaycheckCents: each,
    lnLastPaycheckCents: year - each * (count - 1),
    lnPerMonthCents: Math.round(year / 12),
    lnPerYearCents: year,
  };
}

export function pricedPlan(
  option: 'S' | 'H',
  tier: CoverageTier,
  {
    edition = 'MFB',
    payFrequency = 'B',
  }: { edition?: 'MFB' | 'MP'; payFrequency?: PayFrequency } = {},
): PricedPlan {
  const planId = option === 'S' ? 'LAW-S' : 'LAW-H';
  return {
    strPlanId: planId,
    strProgId: 'LAW',
    strPlanTier: option,
    strPlanNm: option === 'S' ? 'Standard' : edition === 'MP' ? 'Premium' : 'High',
    objCost: costOf(planId, tier, payFrequency),
  };
}

/** fed.member's enrollment: High, Self and Family, spouse and child, by payroll, this year. */
export function fedMemberEnrollment(changes: Partial<EnrollmentView> = {}): EnrollmentView {
  const { objCost, ...plan } = pricedPlan('H', 'SF');
  return {
    strEnrollmentId: '5f0c2a52-3c1b-4a59-9d0e-0a7b6f1f2a11',
    strPolicyNbr: 'LAW-2026-000101',
    strProgId: 'LAW',
    strPayYear: '2026',
    strStatus: 'active',
    strEnrlType: 'newHire',
    objPlan: plan,
    strCoverageTier: 'SF',
    strCoverageTierDesc: 'Self and Family',
    dtEffDate: '2026-01-01',
    dtEndDate: '2026-12-31',
    strPaymentType: '14',
    strPaymentTypeDesc: 'Payroll',
    blnAutoRenew: true,
    liCoveredPersons: [
      {
        strPersonId: '7100000001',
        strFirst_Nm: 'Jordan',
        strLast_Nm: 'Rivera',
        strRole: 'self',
        strRelationship: null,
        strRelationshipDesc: 'Enrollee',
        dtFromDate: '2026-01-01',
      },
      {
        strPersonId: '0c0f7d7e-2b43-4f7e-9a55-3f5d1b6d0a01',
        strFirst_Nm: 'Alex',
        strLast_Nm: 'Rivera',
        strRole: 'spouse',
        strRelationship: 'S',
        strRelationshipDesc: 'Spouse',
        dtFromDate: '2026-01-01',
      },
      {
        strPersonId: '0c0f7d7e-2b43-4f7e-9a55-3f5d1b6d0a02',
        strFirst_Nm: 'Mia',
        strLast_Nm: 'Rivera',
        strRole: 'child',
        strRelationship: 'X',
        strRelationshipDesc: 'Child under 21',
        dtFromDate: '2026-01-01',
      },
    ],
    objCost,
    ...changes,
  };
}

const openSeason = {
  blnOpenSeason: true,
  strPayYear: '2027',
  dtOSStartDate: '2026-11-10',
  dtOSEndDate: '2026-12-08',
  dtOSEffectiveDate: '2027-01-01',
};

/** fed.member's legal-plan panel during open season: this year's plan, Modify plan for next. */
export function fedMemberProgramDashboard(
  changes: Partial<ProgramDashboard> = {},
): ProgramDashboard {
  return {
    strProgId: 'LAW',
    strProgramNm: 'Legal plan',
    strPayFreq: 'B',
    objOpenSeason: openSeason,
    objCurrentYear: fedMemberEnrollment(),
    objFutureYear: null,
    liEnrollOptions: [],
    liAvailablePlans: [],
    liActions: [
      {
        strAction: 'modifyPlan',
        strPath: '/tools/plan-option?flowType=modifyPlan',
        strPayYear: '2027',
      },
      { strAction: 'downloadDeclarations', strPath: '/downloadDeclarations', strPayYear: '2026' },
    ],
    liOfflineSteps: [
      {
        strTopic: 'payments',
        strMessage:
          'Paying online is not available yet. To make a payment or change how you pay, call customer care at 1-800-555-0100.',
      },
      {
        strTopic: 'cancel',
        strMessage:
          'To cancel your enrollment or its automatic renewal, call customer care at 1-800-555-0100.',
      },
    ],
    ...changes,
  };
}

/** fed.new's panel: a new hire with no family, no enrollment, who can enroll for this year. */
export function fedNewProgramDashboard(changes: Partial<ProgramDashboard> = {}): ProgramDashboard {
  return {
    strProgId: 'LAW',
    strProgramNm: 'Legal plan',
    strPayFreq: 'B',
    objOpenSeason: openSeason,
    objCurrentYear: null,
    objFutureYear: null,
    liEnrollOptions: [
      {
        strPayYear: '2026',
        strEnrlType: 'newHire',
        dtEffDate: '2026-12-06',
        dtEnrollBy: '2026-12-20',
      },
    ],
    liAvailablePlans: [pricedPlan('S', 'S'), pricedPlan('H', 'S')],
    liActions: [{ strAction: 'enroll', strPath: '/tools/plan-option', strPayYear: '2026' }],
    liOfflineSteps: [],
    ...changes,
  };
}

export function multiProgramDashboard({
  firstName = 'Jordan',
  openSeasonEnd = '2026-12-08' as string | null,
  status = 'active' as 'active' | null,
} = {}) {
  return {
    dtToday: '2026-11-25',
    blnOpenSeason: openSeasonEnd !== null,
    dtOSEndDate: openSeasonEnd,
    objDemographics: {
      strFirst_Nm: firstName,
      strLast_Nm: 'Rivera',
      strProductNm: 'MFB',
      strPayFreq: 'B',
    },
    liPrograms: [
      {
        strProgId: 'LAW',
        strProgramNm: 'Legal plan',
        strCurrentStatus: status,
        strFutureStatus: null,
        blnCanEnroll: status === null,
      },
    ],
  };
}

const planYears = [
  {
    strPayYear: '2026',
    dtCoverageStart: '2026-01-01',
    dtCoverageEnd: '2026-12-31',
    dtOSStartDate: '2025-11-10',
    dtOSEndDate: '2025-12-08',
    dtOSEffectiveDate: '2026-01-01',
    strYearKind: 'current' as const,
  },
  {
    strPayYear: '2027',
    dtCoverageStart: '2027-01-01',
    dtCoverageEnd: '2027-12-31',
    dtOSStartDate: '2026-11-10',
    dtOSEndDate: '2026-12-08',
    dtOSEffectiveDate: '2027-01-01',
    strYearKind: 'future' as const,
  },
];

/**
 * getHighLowPlan as fed.new sees it: 2026 planned (a new hire), 2027 disabled; Self Only (no
 * family), paid bi-weekly. `plannedYear` '2027' is fed.member's modify-plan flow instead.
 */
export function highLowPlan({
  plannedYear = '2026',
  tier = 'S' as CoverageTier,
  dependents = 0,
  flowType = 'enroll' as 'enroll' | 'modifyPlan',
  edition = 'MFB' as 'MFB' | 'MP',
  payFrequency = 'B' as PayFrequency,
} = {}): HighLowPlan {
  return {
    strProgId: 'LAW',
    strProgramNm: 'Legal plan',
    strFlowType: flowType,
    strPlannedYear: plannedYear,
    liPlanYears: planYears.map((year) => ({
      ...year,
      blnDisabled: year.strPayYear !== plannedYear,
      ...(year.strPayYear !== plannedYear && { strDisabledReason: 'notPlannedYear' as const }),
    })),
    objPlanSearch: {
      strPayFreq: payFrequency,
      strRateCd: 'R01',
      strZip: '20001',
      strPayYear: plannedYear,
      strCoverageTier: tier,
      lnCoveredDependents: dependents,
    },
    liPlans: [
      pricedPlan('S', tier, { edition, payFrequency }),
      pricedPlan('H', tier, { edition, payFrequency }),
    ],
    objCurrentPlan: null,
  };
}
