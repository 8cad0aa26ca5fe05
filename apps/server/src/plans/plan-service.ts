import type {
  CheckEnrollmentOptionsResponse,
  DashboardAction,
  EnrollmentView,
  MultiProgramDashboardResponse,
  OfflineStep,
  ProgramDashboardResponse,
} from '@portal/api/dashboard';
import type {
  ComparePlanDetailsResponse,
  ComparePlansResponse,
  EnrollOption,
  FetchProgramListResponse,
  GetHighLowPlanResponse,
  GetPayFrequencyResponse,
  PlanYearChoice,
  PricedPlan,
  ViewCoverageDetailsResponse,
} from '@portal/api/plans';
import { formatPlanMessage } from '@portal/forms/catalogue';
import {
  type CoverageTier,
  coverageTierValues,
  type ProgramId,
  payFrequencies,
  UNITED_STATES,
} from '@portal/forms/code-lists';
import { compareIsoDates, longDate } from '@portal/forms/dates';
import { moneyPeriodOfPayFrequency, moneyPeriods } from '@portal/forms/money';
import {
  type CatalogueProgram,
  coverageTierLabel,
  currentAndNextPlanYears,
  enrollOptionsOn,
  isOpenSeasonOn,
  type PlanCatalogue,
  type PlanYear,
  planYearOf,
} from '@portal/forms/plans';
import { DEFAULT_ZIP_OUTSIDE_US, planSearchDefaults } from '@portal/forms/rules';
import type { Database } from '../db/create-database.js';
import { findDraft } from '../enrollment/draft-queries.js';
import type { ServiceClock } from '../platform/service-clock.js';
import type { SignedInMember } from '../platform/session-queries.js';
import { offeredProgram, planById, plansOf, programsOffered } from './plan-catalogue.js';
import { planCompareRows } from './plan-compare-rows.js';
import { liveEnrollments, memberEnrollment, memberPlanFacts } from './plan-queries.js';
import {
  enrollmentView,
  familyTier,
  type PlanContext,
  planContext,
  planSummary,
  planYearInfo,
  pricedPlan,
} from './plan-views.js';

/** What a call answers: its object, or not found (another member's data reads the same). */
export type Outcome<T> = { kind: 'ok'; value: T } | { kind: 'not-found'; message: string };

const ok = <T>(value: T): Outcome<T> => ({ kind: 'ok', value });
const notFound = (key: 'programNotOffered' | 'planNotFound' | 'enrollmentNotFound') =>
  ({ kind: 'not-found', message: formatPlanMessage(key) }) as const;

/** The member's enrollments in a program, viewed, for this plan year and the next. */
interface ProgramState {
  program: CatalogueProgram;
  years: { current: PlanYear; next: PlanYear };
  current: EnrollmentView | null;
  future: EnrollmentView | null;
  /** The current enrollment renews by itself into the next plan year. */
  renews: boolean;
  options: ReturnType<typeof enrollOptionsOn>;
  openSeason: boolean;
}

export function createPlanService({
  db,
  clock,
  catalogue,
}: {
  db: Database;
  clock: ServiceClock;
  catalogue: () => PlanCatalogue;
}) {
  async function contextOf(member: SignedInMember): Promise<PlanContext> {
    const facts = await memberPlanFacts(db, member.memberId);
    // The session's member exists (sessions cascade with members); anything else is a bug.
    if (!facts) throw new Error('The signed-in member has no members row');
    return planContext(catalogue(), facts, member.edition, clock.today());
  }

  async function programState(
    context: PlanContext,
    program: CatalogueProgram,
  ): Promise<ProgramState> {
    const years = currentAndNextPlanYears(program.planYears, context.today);
    const rows = await liveEnrollments(
      db,
      context.facts.memberId,
      program.programId,
      context.today,
    );
    const inYear = (year: number) => {
      const row = rows.find((candidate) => candidate.enrollment.plan_year === year);
      return row ? (enrollmentView(context, row) ?? null) : null;
    };
    const current = inYear(years.current.year);
    const future = inYear(years.next.year);
    const renews = current?.blnAutoRenew === true;
    const options = enrollOptionsOn({
      program,
      today: context.today,
      productLine: context.edition,
      hireDate: context.facts.hireDate,
      enrolledYears: rows.map((row) => row.enrollment.plan_year),
      renewsIntoNextYear: renews,
    });
    return {
      program,
      years,
      current,
      future,
      renews,
      options,
      openSeason: isOpenSeasonOn(years.next, context.today),
    };
  }

  function programOf(context: PlanContext, programId: ProgramId) {
    return offeredProgram(context.catalogue, programId, context.edition);
  }

  const optionWire = (option: ReturnType<typeof enrollOptionsOn>[number]): EnrollOption => ({
    strPayYear: String(option.planYear),
    strEnrlType: option.kind,
    dtEffDate: option.effectiveDate,
    dtEnrollBy: option.enrollBy,
  });

  /** Modify plan works online in open season, for the next plan year, for an enrolled member. */
  const canModify = (state: ProgramState) =>
    state.openSeason && (state.future !== null || state.renews);

  function pricedPlans(
    context: PlanContext,
    programId: ProgramId,
    year: number,
    tier: CoverageTier,
  ) {
    // Standard first, then High (Premium), as every comparison of the site shows them.
    return plansOf(context.catalogue, programId)
      .sort((a, b) => b.option.localeCompare(a.option))
      .flatMap((plan) => pricedPlan(context, plan, year, tier) ?? []);
  }

  /** The year a request names, if it is the current or the next plan year. */
  function yearOf(state: ProgramState, requested: string | undefined): PlanYear | undefined {
    if (requested === undefined) return undefined;
    return [state.years.current, state.years.next].find((year) => String(year.year) === requested);
  }

  return {
    async fetchProgramList(
      member: SignedInMember,
    ): Promise<FetchProgramListResponse['strReturnObject']> {
      const context = await contextOf(member);
      return {
        liPrograms: programsOffered(context.catalogue, context.edition).map((program) => ({
          strProgId: program.programId,
          strProgramNm: program.name[context.edition],
          strStartPath: program.startPath,
          liPlans: plansOf(context.catalogue, program.programId).map((plan) =>
            planSummary(plan, context.edition),
          ),
        })),
      };
    },

    async getPayFrequency(
      member: SignedInMember,
    ): Promise<GetPayFrequencyResponse['strReturnObject']> {
      const context = await contextOf(member);
      return {
        strPayFreq: context.payFrequency,
        strPayFreqDesc: payFrequencies[context.payFrequency],
        lnPeriodsPerYear: moneyPeriods[moneyPeriodOfPayFrequency[context.payFrequency]].perYear,
        blnOnFile: context.payFrequencyOnFile,
      };
    },

    async getHighLowPlan(
      member: SignedInMember,
      request: {
        strProgId: ProgramId;
        strPayYear?: string | undefined;
        strCoverageTier?: CoverageTier | undefined;
        strFlowType?: 'enroll' | 'modifyPlan' | undefined;
      },
    ): Promise<Outcome<NonNullable<GetHighLowPlanResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const program = programOf(context, request.strProgId);
      if (!program) return notFound('programNotOffered');
      const state = await programState(context, program);
      const flow = request.strFlowType ?? 'enroll';
      const requested = yearOf(state, request.strPayYear);
      if (request.strPayYear !== undefined && !requested) return notFound('planNotFound');

      const choosable =
        flow === 'modifyPlan'
          ? canModify(state)
            ? [state.years.next.year]
            : []
          : state.options.map((option) => option.planYear);
      const planned =
        requested && choosable.includes(requested.year) ? requested.year : (choosable[0] ?? null);
      const priced =
        requested ?? (planned === state.years.next.year ? state.years.next : state.years.current);
      const enrolledIn = (year: PlanYear) =>
        year.year === state.years.current.year ? state.current : (state.future ?? null);
      // The member's plan in the priced year: the future election, or the current one renewing.
      const memberPlan =
        priced.year === state.years.next.year
          ? (state.future ?? (state.renews ? state.current : null))
          : state.current;
      const tier = request.strCoverageTier ?? memberPlan?.strCoverageTier ?? familyTier(context);
      const option = state.options.find((candidate) => candidate.planYear === priced.year);

      const liPlanYears: PlanYearChoice[] = [state.years.current, state.years.next].map((year) => {
        const choice = planYearInfo(year, year === state.years.current ? 'current' : 'future');
        if (year.year === planned) return { ...choice, blnDisabled: false };
        const reason =
          flow === 'enroll' && enrolledIn(year) !== null
            ? 'enrolled'
            : choosable.includes(year.year)
              ? 'notPlannedYear'
              : 'noOpenWindow';
        return { ...choice, blnDisabled: true, strDisabledReason: reason };
      });
      const search = planSearchDefaults({
        countryCode: context.facts.residence?.country ?? UNITED_STATES,
        // No address on file: the default ZIP; the legal plan's rates do not vary by ZIP.
        zip: context.facts.residence?.zip ?? DEFAULT_ZIP_OUTSIDE_US,
        planYear: String(priced.year),
      });
      return ok({
        strProgId: program.programId,
        strProgramNm: program.name[context.edition],
        strFlowType: flow,
        strPlannedYear: planned === null ? null : String(planned),
        liPlanYears,
        objPlanSearch: {
          strPayFreq: context.payFrequency,
          ...(option && { strEnrlType: option.kind }),
          strRateCd: search.rateCode,
          strZip: search.zip,
          strPayYear: search.planYear,
          strCoverageTier: tier,
          lnCoveredDependents: context.facts.dependents.length,
        },
        liPlans: pricedPlans(context, program.programId, priced.year, tier),
        objCurrentPlan: memberPlan ? memberPlan.objPlan : null,
      });
    },

    async comparePlans(
      member: SignedInMember,
      request: {
        strProgId: ProgramId;
        strPayYear?: string | undefined;
        strCoverageTier?: CoverageTier | undefined;
      },
    ): Promise<Outcome<NonNullable<ComparePlansResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const program = programOf(context, request.strProgId);
      if (!program) return notFound('programNotOffered');
      const state = await programState(context, program);
      const requested = yearOf(state, request.strPayYear);
      if (request.strPayYear !== undefined && !requested) return notFound('planNotFound');
      const year = requested ?? state.years.current;
      const tier = request.strCoverageTier ?? state.current?.strCoverageTier ?? familyTier(context);
      const plans = pricedPlans(context, program.programId, year.year, tier);
      const table = await planCompareRows();
      return ok({
        strPayYear: String(year.year),
        strCoverageTier: tier,
        liPlans: plans,
        strCaption: table.caption,
        strFeatureHeading: table.featureHeading,
        liRows: table.rows.map((row) => ({
          strFeature: row.feature,
          liValues: plans.map((plan) => (plan.strPlanTier === 'S' ? row.standard : row.high)),
        })),
      });
    },

    async comparePlanDetails(
      member: SignedInMember,
      request: { strPlanId: string; strPayYear: string },
    ): Promise<Outcome<NonNullable<ComparePlanDetailsResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const plan = planById(context.catalogue, request.strPlanId);
      const program = plan && programOf(context, plan.programId);
      if (!plan || !program) return notFound('planNotFound');
      const state = await programState(context, program);
      const year = yearOf(state, request.strPayYear);
      if (!year) return notFound('planNotFound');
      const memberPlan =
        year.year === state.years.next.year
          ? (state.future ?? (state.renews ? state.current : null))
          : state.current;
      const tier = memberPlan?.strCoverageTier ?? familyTier(context);
      const newPlan = pricedPlan(context, plan, year.year, tier);
      if (!newPlan) return notFound('planNotFound');
      const currentCatalogued =
        memberPlan && planById(context.catalogue, memberPlan.objPlan.strPlanId);
      const current: PricedPlan | null =
        (currentCatalogued && pricedPlan(context, currentCatalogued, year.year, tier)) || null;
      const before = current?.objCost;
      const after = newPlan.objCost;
      return ok({
        objCurrentPlan: current,
        objNewPlan: newPlan,
        lnDifferencePerPaycheckCents: after.lnPerPaycheckCents - (before?.lnPerPaycheckCents ?? 0),
        lnDifferencePerMonthCents: after.lnPerMonthCents - (before?.lnPerMonthCents ?? 0),
        lnDifferencePerYearCents: after.lnPerYearCents - (before?.lnPerYearCents ?? 0),
      });
    },

    async viewCoverageDetails(
      member: SignedInMember,
      request: { strPlanId: string; strPayYear?: string | undefined },
    ): Promise<Outcome<NonNullable<ViewCoverageDetailsResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const plan = planById(context.catalogue, request.strPlanId);
      const program = plan && programOf(context, plan.programId);
      if (!plan || !program) return notFound('planNotFound');
      const years = currentAndNextPlanYears(program.planYears, context.today);
      const year =
        request.strPayYear === undefined
          ? years.current
          : [years.current, years.next].find(
              (candidate) => String(candidate.year) === request.strPayYear,
            );
      if (!year) return notFound('planNotFound');
      const liRates = coverageTierValues.flatMap((tier) => {
        const priced = pricedPlan(context, plan, year.year, tier);
        return priced
          ? [{ strCoverageTierDesc: coverageTierLabel(tier), objCost: priced.objCost }]
          : [];
      });
      if (liRates.length === 0) return notFound('planNotFound');
      return ok({
        objPlan: {
          ...planSummary(plan, context.edition),
          strAdministrator: plan.administrator,
          liHighlights: plan.highlights,
        },
        strPayYear: String(year.year),
        liRates,
      });
    },

    async multiProgramDashboard(
      member: SignedInMember,
    ): Promise<NonNullable<MultiProgramDashboardResponse['strReturnObject']>> {
      const context = await contextOf(member);
      const states = await Promise.all(
        programsOffered(context.catalogue, context.edition).map((program) =>
          programState(context, program),
        ),
      );
      const running = states.find((state) => state.openSeason);
      return {
        dtToday: context.today,
        blnOpenSeason: running !== undefined,
        dtOSEndDate: running ? running.years.next.openSeasonLastDay : null,
        objDemographics: {
          strFirst_Nm: context.facts.firstName,
          strLast_Nm: context.facts.lastName,
          strProductNm: context.edition,
          strPayFreq: context.payFrequency,
        },
        liPrograms: states.map((state) => ({
          strProgId: state.program.programId,
          strProgramNm: state.program.name[context.edition],
          strCurrentStatus: state.current?.strStatus ?? null,
          strFutureStatus: state.future?.strStatus ?? null,
          blnCanEnroll: state.options.length > 0,
        })),
      };
    },

    async programDashboard(
      member: SignedInMember,
      programId: ProgramId,
    ): Promise<Outcome<NonNullable<ProgramDashboardResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const program = programOf(context, programId);
      if (!program) return notFound('programNotOffered');
      const state = await programState(context, program);
      const enrolled = state.current !== null || state.future !== null;
      const liActions: DashboardAction[] = [];
      if (canModify(state)) {
        liActions.push({
          strAction: 'modifyPlan',
          strPath: '/tools/plan-option?flowType=modifyPlan',
          strPayYear: String(state.years.next.year),
        });
      }
      const firstOption = state.options[0];
      if (firstOption) {
        // An enrollment in progress (its draft, issue 21) is resumed where it stopped, not
        // started again from the plan choice.
        const draft = await findDraft(db, member.memberId, program.programId, clock.now());
        const continues = draft !== undefined && draft.submittedEnrollmentId === null;
        liActions.push({
          strAction: 'enroll',
          strPath: continues ? '/enrollment' : '/tools/plan-option',
          strPayYear: String(firstOption.planYear),
          ...(continues && { blnContinues: true }),
        });
      }
      const liOfflineSteps: OfflineStep[] = enrolled
        ? [
            { strTopic: 'payments', strMessage: formatPlanMessage('paymentsByPhone') },
            { strTopic: 'familyChanges', strMessage: formatPlanMessage('familyChangesByPhone') },
            ...(canModify(state)
              ? []
              : [
                  {
                    strTopic: 'planChange' as const,
                    strMessage: formatPlanMessage('planChangeByPhone'),
                  },
                ]),
            { strTopic: 'cancel', strMessage: formatPlanMessage('cancelByPhone') },
          ]
        : [];
      const availableYear = firstOption?.planYear;
      return ok({
        strProgId: program.programId,
        strProgramNm: program.name[context.edition],
        strPayFreq: context.payFrequency,
        objOpenSeason: {
          blnOpenSeason: state.openSeason,
          strPayYear: String(state.years.next.year),
          dtOSStartDate: state.years.next.openSeasonFirstDay,
          dtOSEndDate: state.years.next.openSeasonLastDay,
          dtOSEffectiveDate: state.years.next.openSeasonEffectiveDate,
        },
        objCurrentYear: state.current,
        objFutureYear: state.future,
        liEnrollOptions: state.options.map(optionWire),
        liAvailablePlans:
          !enrolled && availableYear !== undefined
            ? pricedPlans(context, program.programId, availableYear, familyTier(context))
            : [],
        liActions,
        liOfflineSteps,
      });
    },

    async fetchUserPolicyDetails(
      member: SignedInMember,
      enrollmentId: string,
    ): Promise<Outcome<{ objPolicy: EnrollmentView }>> {
      const context = await contextOf(member);
      const row = await memberEnrollment(db, member.memberId, enrollmentId, context.today);
      const view =
        row &&
        programOf(context, row.enrollment.program_id as ProgramId) &&
        enrollmentView(context, row);
      return view ? ok({ objPolicy: view }) : notFound('enrollmentNotFound');
    },

    async fetchFutureUserEnrollment(
      member: SignedInMember,
      programId: ProgramId,
    ): Promise<Outcome<{ strPayYear: string; objFutureEnrollment: EnrollmentView | null }>> {
      const context = await contextOf(member);
      const program = programOf(context, programId);
      if (!program) return notFound('programNotOffered');
      const state = await programState(context, program);
      return ok({ strPayYear: String(state.years.next.year), objFutureEnrollment: state.future });
    },

    async checkEnrollmentOptions(
      member: SignedInMember,
      programId: ProgramId,
    ): Promise<Outcome<NonNullable<CheckEnrollmentOptionsResponse['strReturnObject']>>> {
      const context = await contextOf(member);
      const program = programOf(context, programId);
      if (!program) return notFound('programNotOffered');
      const state = await programState(context, program);
      const canEnroll = state.options.length > 0;
      const enrolled = state.current !== null || state.future !== null;
      // From 9 December the next plan year's open season is over: name the one after it.
      const upcoming =
        compareIsoDates(context.today, state.years.next.openSeasonLastDay) > 0
          ? planYearOf(program.planYears, state.years.next.year + 1)
          : state.years.next;
      return ok({
        strProgId: program.programId,
        blnCanEnroll: canEnroll,
        strStartPath: program.startPath,
        liEnrollOptions: state.options.map(optionWire),
        ...(!canEnroll &&
          !enrolled && {
            strMessage: formatPlanMessage('enrollmentClosed', {
              from: longDate(upcoming.openSeasonFirstDay),
              to: longDate(upcoming.openSeasonLastDay),
            }),
          }),
      });
    },
  };
}

export type PlanService = ReturnType<typeof createPlanService>;
