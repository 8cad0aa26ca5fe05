import type { ComponentPropsWithRef } from 'react';
import { cx } from '../internal/class-names';
import { warnInDevelopment } from '../internal/warn';
import { VisuallyHidden } from '../VisuallyHidden/VisuallyHidden';
import * as styles from './MoneyAmount.css';

/** The period a price is per, in the two forms a price needs. */
export interface MoneyAmountPeriod {
  /** Shown after the amount, abbreviated: '/mo'. */
  short: string;
  /** Read by screen readers instead: 'per month'. */
  spoken: string;
}

export type MoneyAmountSize = 'md' | 'lg' | 'xl' | 'xxl';

export interface MoneyAmountProps extends Omit<ComponentPropsWithRef<'span'>, 'children'> {
  /** The amount as the app formatted it ('$25.50', from `formatMoney` of `@portal/forms/money`). */
  amount: string;
  /**
   * What the amount is per, if anything: `{ short: '/mo', spoken: 'per month' }` (the shape of
   * `moneyPeriods.month` in `@portal/forms/money`).
   */
  period?: MoneyAmountPeriod;
  /** The amount's step of the type scale. Default 'xl'; the suffix is a step or two smaller. */
  size?: MoneyAmountSize;
}

/**
 * A price, emphasised as HealthCare.gov's plan cards show one: the amount large and bold, an
 * optional period suffix after it, short on screen ('/mo') and in words for screen readers
 * ('per month'), which read '/mo' as 'slash M O'. The kit computes nothing: it shows strings the
 * app formatted with `@portal/forms/money`. One `<span>`; rest props and `ref` go to it.
 */
export function MoneyAmount({ amount, period, size = 'xl', className, ...rest }: MoneyAmountProps) {
  if (amount.trim() === '')
    /* @__PURE__ */ warnInDevelopment('MoneyAmount: `amount` is empty; nothing is shown.');
  return (
    <span {...rest} className={cx(styles.root, className)} data-size={size}>
      <span className={cx(styles.amount, styles.amountSize[size])}>{amount}</span>
      {period ? (
        <>
          {/* Hidden from the accessibility tree, replaced by the words: no 'slash M O'. */}
          <span className={cx(styles.period, styles.periodSize[size])} aria-hidden="true">
            {period.short}
          </span>
          <VisuallyHidden> {period.spoken}</VisuallyHidden>
        </>
      ) : null}
    </span>
  );
}
