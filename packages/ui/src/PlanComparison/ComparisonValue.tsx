import { CheckIcon } from '../internal/icons/check-icon';
import { CloseIcon } from '../internal/icons/close-icon';
import * as styles from './PlanComparison.css';
import type { PlanComparisonMarkLabels, PlanComparisonValue } from './plan-comparison-types';

/**
 * A value as shown in a cell or a card: `true` / `false` become a tick or a cross with the words
 * beside it, anything else is shown as given.
 */
export function ComparisonValue({
  value,
  includedLabel,
  notIncludedLabel,
}: { value: PlanComparisonValue } & PlanComparisonMarkLabels) {
  if (typeof value !== 'boolean') return <>{value}</>;
  // The words stay visible: a tick alone is read inconsistently by screen readers and is not
  // understood by everyone; the icon is a second cue for scanning a column (WCAG 1.1.1, 1.4.1).
  return (
    <span className={styles.mark} data-state={value ? 'included' : 'not-included'}>
      {value ? (
        <CheckIcon size="small" className={styles.markIcon.included} />
      ) : (
        <CloseIcon size="small" className={styles.markIcon.notIncluded} />
      )}
      {value ? includedLabel : notIncludedLabel}
    </span>
  );
}
