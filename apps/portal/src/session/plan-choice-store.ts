import type { PlanCost } from '@portal/api/plans';
import type { CoverageTier, ProgramId } from '@portal/forms/code-lists';
import { useSyncExternalStore } from 'react';

/**
 * The plan a member chose on /tools/select-plan (spec section 3 'Plan selection state': the plan
 * year, tier, pay frequency and plan of the choice), which the enrollment flow starts from (issue
 * 21). Kept in sessionStorage beside the session, so it outlives the page that made it; clearing
 * the session (logout, home) clears it with every other flow's draft.
 */
export type PlanChoice = {
  strProgId: ProgramId;
  strFlowType: 'enroll' | 'modifyPlan';
  strPayYear: string;
  strCoverageTier: CoverageTier;
  strPlanId: string;
  strPlanNm: string;
  objCost: PlanCost;
};

const storageKey = 'portal.planChoice';
const listeners = new Set<() => void>();
let cachedText: string | null = null;
let cached: PlanChoice | null = null;

function read(): PlanChoice | null {
  const text = typeof sessionStorage === 'undefined' ? null : sessionStorage.getItem(storageKey);
  // useSyncExternalStore needs the same object back while nothing changed.
  if (text === cachedText) return cached;
  cachedText = text;
  try {
    cached = text ? (JSON.parse(text) as PlanChoice) : null;
  } catch {
    cached = null;
  }
  return cached;
}

function write(next: PlanChoice | null) {
  if (next) sessionStorage.setItem(storageKey, JSON.stringify(next));
  else sessionStorage.removeItem(storageKey);
  for (const listener of listeners) listener();
}

export const planChoiceStore = {
  get: read,
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  choose(choice: PlanChoice) {
    write(choice);
  },
  clear() {
    write(null);
  },
};

export function usePlanChoice(): PlanChoice | null {
  return useSyncExternalStore(planChoiceStore.subscribe, read, () => null);
}
