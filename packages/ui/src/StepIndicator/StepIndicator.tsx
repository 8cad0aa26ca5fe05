import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { CheckIcon } from '../internal/icons/check-icon';
import { warnInDevelopment } from '../internal/warn';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './StepIndicator.css';

export const stepIndicatorMessages = {
  /** Accessible name of the list of steps. */
  label: 'Progress',
  /** Read after the label of each step before the current one. */
  completed: 'completed',
  /** The visible position, e.g. "Step 2 of 4" (numbers start at 1). */
  stepOf: (step: number, total: number) => `Step ${step} of ${total}`,
} as const;

export interface StepIndicatorStep {
  id: string;
  label: string;
}

export type StepState = 'complete' | 'current' | 'upcoming';

export interface StepIndicatorProps extends Omit<ComponentPropsWithRef<'div'>, 'children'> {
  steps: ReadonlyArray<StepIndicatorStep>;
  /** The current step, from 0. Steps before it are completed. */
  currentIndex: number;
  /** Accessible name of the `<ol>`. Default `stepIndicatorMessages.label` ('Progress'). */
  label?: string;
  /** Screen-reader text after a completed step's label. Default 'completed'. */
  completedLabel?: string;
  /** Formats the visible position. Default `stepIndicatorMessages.stepOf` ('Step 2 of 4'). */
  stepOfLabel?: (step: number, total: number) => string;
}

/**
 * The progress of a multi-step flow (account creation, enrollment, QLE, payments): a visible
 * "Step N of M" and an ordered list of the steps, the current one marked `aria-current="step"`,
 * completed ones saying so in text. Below 600 px only the current step shows on screen. Not
 * interactive: steps are not links. Rest props and `ref` go to the wrapping `<div>`.
 */
export function StepIndicator({
  steps,
  currentIndex,
  label = stepIndicatorMessages.label,
  completedLabel = stepIndicatorMessages.completed,
  stepOfLabel = stepIndicatorMessages.stepOf,
  className,
  ...rest
}: StepIndicatorProps) {
  if (steps.length > 0 && (currentIndex < 0 || currentIndex >= steps.length)) {
    /* @__PURE__ */ warnInDevelopment(
      `StepIndicator: currentIndex ${currentIndex} is outside the ${steps.length} steps; it is clamped.`,
    );
  }
  const current = Math.min(Math.max(Math.trunc(currentIndex), 0), Math.max(steps.length - 1, 0));

  return (
    <div {...rest} className={cx(styles.root, className)}>
      <p className={styles.count}>{stepOfLabel(current + 1, steps.length)}</p>
      <ol className={styles.list} aria-label={label}>
        {steps.map((step, index) => {
          const state: StepState =
            index < current ? 'complete' : index === current ? 'current' : 'upcoming';
          return (
            <li
              key={step.id}
              className={cx(styles.item, state !== 'current' && styles.hiddenOnMobile)}
              data-state={state}
              aria-current={state === 'current' ? 'step' : undefined}
            >
              <span className={styles.markerStyle} aria-hidden="true">
                {state === 'complete' ? <CheckIcon /> : index + 1}
              </span>
              <span className={styles.label}>
                {step.label}
                {state === 'complete' ? <VisuallyHidden> {completedLabel}</VisuallyHidden> : null}
              </span>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
