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
 * the address rather than in memory, so Back, a reload and a bookmark all land on the same step.
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
