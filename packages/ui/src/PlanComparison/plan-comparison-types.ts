import type { ReactNode } from 'react';

/** A plan: one column of the table, one card of the stacked layout. */
export interface PlanComparisonPlan {
  /** Stable key: the features' `values` are looked up by it. */
  id: string;
  /** The plan's name: the column header, and the heading of its card. */
  name: string;
}

/**
 * What a plan offers for a feature: text or any inline content (a price), or `true` / `false` for
 * a mark read as 'Included' / 'Not included'.
 */
export type PlanComparisonValue = ReactNode;

/** A feature: one row of the table, one term of each card. */
export interface PlanComparisonFeature {
  /** The row header, and the term of each card's pair. Unique within a comparison (the key). */
  name: string;
  /** Each plan's value, by plan id. */
  values: Readonly<Record<string, PlanComparisonValue>>;
}

/** The words of the yes/no marks. */
export interface PlanComparisonMarkLabels {
  includedLabel: string;
  notIncludedLabel: string;
}
