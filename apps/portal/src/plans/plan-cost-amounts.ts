import type { PlanCost } from '@portal/api/plans';
import type { PayFrequency } from '@portal/forms/code-lists';
import {
  type Cents,
  formatMoneyPerPeriod,
  type MoneyPeriod,
  moneyPeriodOfPayFrequency,
} from '@portal/forms/money';
import type { MoneyAmountProps } from '@portal/ui';

/** What the kit's MoneyAmount (and PlanCard's prices) take: the amount and its period. */
export type PriceShown = Pick<MoneyAmountProps, 'amount' | 'period'>;

function shown(cents: Cents, period: MoneyPeriod): PriceShown {
  const { amount, short, spoken } = formatMoneyPerPeriod(cents, period);
  return { amount, period: { short, spoken } };
}

/** A price in words, for a sentence: '$21.92 per paycheck'. */
export function spokenPrice({ amount, period }: PriceShown): string {
  return period ? `${amount} ${period.spoken}` : amount;
}

/**
 * A plan's cost as the screens show it, all from the service's cents (worked out by the one money
 * module): per paycheck at the member's own pay frequency, per month and per year. A monthly pay
 * frequency's paycheck is the month, and says so ('/mo').
 */
export function planCostAmounts(cost: PlanCost) {
  return {
    perPaycheck: shown(cost.lnPerPaycheckCents, paycheckPeriod(cost.strPayFreq)),
    perMonth: shown(cost.lnPerMonthCents, 'month'),
    perYear: shown(cost.lnPerYearCents, 'year'),
  };
}

export function paycheckPeriod(payFrequency: PayFrequency): MoneyPeriod {
  return moneyPeriodOfPayFrequency[payFrequency];
}
