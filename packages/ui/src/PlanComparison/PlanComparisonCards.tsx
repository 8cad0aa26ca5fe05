import { useId } from 'react';
import { cx } from '../internal/class-names';
import { visuallyHidden } from '../internal/shared.css';
import { ComparisonValue } from './ComparisonValue';
import * as styles from './PlanComparison.css';
import type {
  PlanComparisonFeature,
  PlanComparisonMarkLabels,
  PlanComparisonPlan,
} from './plan-comparison-types';

export type PlanComparisonHeadingLevel = 2 | 3 | 4 | 5 | 6;

export interface PlanComparisonCardsProps extends PlanComparisonMarkLabels {
  caption: string;
  captionHidden: boolean;
  plans: ReadonlyArray<PlanComparisonPlan>;
  features: ReadonlyArray<PlanComparisonFeature>;
  headingLevel: PlanComparisonHeadingLevel;
  className: string;
}

/**
 * The narrow layout: a list named by the caption, one card per plan, each a heading with the
 * plan's name and a description list of feature and value. Read top to bottom, it needs no
 * sideways scrolling and no table navigation.
 */
export function PlanComparisonCards({
  caption,
  captionHidden,
  plans,
  features,
  headingLevel,
  className,
  ...labels
}: PlanComparisonCardsProps) {
  const captionId = `${useId()}-caption`;
  const Heading = `h${headingLevel}` as const;
  return (
    <div className={className}>
      <p id={captionId} className={cx(styles.caption, captionHidden && visuallyHidden)}>
        {caption}
      </p>
      <ul aria-labelledby={captionId} className={styles.cards}>
        {plans.map((plan) => (
          <li key={plan.id} className={styles.card}>
            <Heading className={styles.planName}>{plan.name}</Heading>
            <dl className={styles.pairs}>
              {features.map((feature) => (
                <div key={feature.name} className={styles.pair}>
                  <dt className={styles.feature}>{feature.name}</dt>
                  <dd className={styles.value}>
                    <ComparisonValue value={feature.values[plan.id]} {...labels} />
                  </dd>
                </div>
              ))}
            </dl>
          </li>
        ))}
      </ul>
    </div>
  );
}
