import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { ProductFlag, ProgramId } from '@portal/forms/code-lists';
import {
  type CataloguePlan,
  type CatalogueProgram,
  type PlanCatalogue,
  parsePlanCatalogue,
} from '@portal/forms/plans';
import { contentDir } from '../content/content-files.js';

/*
 * The plan catalogue (domain.md section 3) is data: content/catalogue/plan-catalogue.json, checked
 * by @portal/forms/plans' schema when read, so a bad edit stops the service at start-up rather
 * than pricing wrongly. Programs, plans, each program's plan-year calendar, and rates as annual
 * amounts; per-period prices are computed (plan-pricing.ts of @portal/forms/plans), never stored.
 */

export const planCatalogueFile = path.join(contentDir, 'catalogue', 'plan-catalogue.json');

let loaded: PlanCatalogue | undefined;

/** The catalogue, read on first use and kept (it changes with a release, not at run time). */
export function planCatalogue(): PlanCatalogue {
  loaded ??= parsePlanCatalogue(JSON.parse(readFileSync(planCatalogueFile, 'utf8')));
  return loaded;
}

/** The program if the catalogue offers it in this edition. */
export function offeredProgram(
  catalogue: PlanCatalogue,
  programId: ProgramId,
  productLine: ProductFlag,
): CatalogueProgram | undefined {
  return catalogue.programs.find(
    (program) => program.programId === programId && program.productLines.includes(productLine),
  );
}

export function programsOffered(
  catalogue: PlanCatalogue,
  productLine: ProductFlag,
): CatalogueProgram[] {
  return catalogue.programs.filter((program) => program.productLines.includes(productLine));
}

export function plansOf(catalogue: PlanCatalogue, programId: ProgramId): CataloguePlan[] {
  return catalogue.plans.filter((plan) => plan.programId === programId);
}

export function planById(catalogue: PlanCatalogue, planId: string): CataloguePlan | undefined {
  return catalogue.plans.find((plan) => plan.planId === planId);
}
