import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { warnInDevelopment } from '../internal/warn';
import * as styles from './PlanComparison.css';
import { PlanComparisonCards, type PlanComparisonHeadingLevel } from './PlanComparisonCards';
import { PlanComparisonTable } from './PlanComparisonTable';
import type { PlanComparisonFeature, PlanComparisonPlan } from './plan-comparison-types';

export const planComparisonMessages = {
  /** The words of a `true` value's tick. */
  includedLabel: 'Included',
  /** The words of a `false` value's cross. */
  notIncludedLabel: 'Not included',
} as const;

export interface PlanComparisonProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  /**
   * Names the comparison: the table's `<caption>`, and the name of the list of cards. Required:
   * screen reader users list and pick tables by caption.
   */
  caption: string;
  /** Keeps the caption for screen readers but hides it on screen (a heading already says it). */
  captionHidden?: boolean;
  /** The header of the features' column ('Feature or legal matter'). */
  featureHeading: string;
  /** The plans, in the order of the columns and of the cards. */
  plans: ReadonlyArray<PlanComparisonPlan>;
  /** The features, in the order of the rows and of each card's pairs. */
  features: ReadonlyArray<PlanComparisonFeature>;
  /** The level of each card's heading (the plan's name), one below the section's. Default 3. */
  headingLevel?: PlanComparisonHeadingLevel;
  includedLabel?: string;
  notIncludedLabel?: string;
}

/**
 * Plans side by side: a table (a column per plan, a row per feature) where there is room, and one
 * card per plan below 600 px of its own width, so it reads on a phone without sideways scrolling.
 * Both are rendered; a container query shows one and `display: none` takes the other out of the
 * accessibility tree. Rest props and `ref` go to the root `<div>`.
 */
export function PlanComparison({
  caption,
  captionHidden = false,
  featureHeading,
  plans,
  features,
  headingLevel = 3,
  includedLabel = planComparisonMessages.includedLabel,
  notIncludedLabel = planComparisonMessages.notIncludedLabel,
  className,
  ...rest
}: PlanComparisonProps) {
  for (const feature of features) {
    for (const plan of plans) {
      if (feature.values[plan.id] === undefined) {
        /* @__PURE__ */ warnInDevelopment(
          `PlanComparison: the feature "${feature.name}" has no value for the plan "${plan.id}"; its cell is left empty.`,
        );
      }
    }
  }
  const shared = { caption, captionHidden, plans, features, includedLabel, notIncludedLabel };
  return (
    <div {...rest} className={cx(styles.root, className)}>
      <PlanComparisonTable {...shared} featureHeading={featureHeading} className={styles.wide} />
      <PlanComparisonCards {...shared} headingLevel={headingLevel} className={styles.narrow} />
    </div>
  );
}
