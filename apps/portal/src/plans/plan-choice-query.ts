import {
  type CoverageTier,
  coverageTiers,
  isCodeOf,
  type ProgramId,
  programIds,
} from '@portal/forms/code-lists';

/**
 * Where the plan choice is, in the address (spec section 2: /tools/plan-option?flowType=modifyPlan,
 * then plan-tier and select-plan): the program, the flow, and the year and tier chosen so far. In
 * the address rather than in a store: each step is a route of its own, and each step's Back link
 * returns to the previous one with what was chosen there.
 */
export type PlanChoiceQuery = {
  programId: ProgramId;
  flowType: 'enroll' | 'modifyPlan';
  planYear: string | null;
  coverageTier: CoverageTier | null;
};

const defaultProgram: ProgramId = 'LAW';

export function readPlanChoiceQuery(search: URLSearchParams): PlanChoiceQuery {
  const program = search.get('progId');
  const year = search.get('year');
  const tier = search.get('tier');
  return {
    programId: program !== null && isCodeOf(programIds, program) ? program : defaultProgram,
    flowType: search.get('flowType') === 'modifyPlan' ? 'modifyPlan' : 'enroll',
    planYear: year !== null && /^\d{4}$/.test(year) ? year : null,
    coverageTier: tier !== null && isCodeOf(coverageTiers, tier) ? tier : null,
  };
}

/** The path of a step with the query so far; the defaults (LAW, enroll) stay out of it. */
export function planChoicePath(
  step: 'plan-option' | 'plan-tier' | 'select-plan',
  query: Partial<PlanChoiceQuery>,
): string {
  const search = new URLSearchParams();
  if (query.programId && query.programId !== defaultProgram) search.set('progId', query.programId);
  if (query.flowType === 'modifyPlan') search.set('flowType', 'modifyPlan');
  if (query.planYear) search.set('year', query.planYear);
  if (query.coverageTier) search.set('tier', query.coverageTier);
  const text = search.toString();
  return `/tools/${step}${text ? `?${text}` : ''}`;
}

/**
 * Where enrolling goes on from a plan chosen (issue 21): /enrollment, which starts from the
 * choice; another program than the default keeps its `progId`, as every flow path does.
 */
export function enrollmentStartPath(programId: ProgramId): string {
  return programId === defaultProgram
    ? '/enrollment'
    : `/enrollment?progId=${encodeURIComponent(programId)}`;
}

/** A year the address names but the service does not offer now (typed in, or a stale bookmark). */
export function isYearOffered(
  planYears: ReadonlyArray<{ strPayYear: string; blnDisabled: boolean }>,
  planYear: string,
): boolean {
  return planYears.some((year) => year.strPayYear === planYear && !year.blnDisabled);
}

/** The tiers a family of this size can take (spec section 4): S always, S1 from one, SF from two. */
export function tiersFor(dependents: number): CoverageTier[] {
  return dependents >= 2 ? ['S', 'S1', 'SF'] : dependents === 1 ? ['S', 'S1'] : ['S'];
}

/**
 * The tiers offered for a choice: enrolling offers every tier, since family members can be added
 * on the way (issue 21's 'Who is covered', which checks the tier against them); changing a plan
 * offers what the family on file allows (adding family there is a life event).
 */
export function tiersOffered(flowType: PlanChoiceQuery['flowType'], dependents: number) {
  return flowType === 'enroll' ? tiersFor(Number.POSITIVE_INFINITY) : tiersFor(dependents);
}
