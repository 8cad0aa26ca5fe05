import { assertNonNegativeCents, type Cents } from './cents.js';
import { type MoneyPeriod, moneyPeriods } from './money-periods.js';

function assertPeriods(periods: number): void {
  if (!Number.isSafeInteger(periods) || periods < 1) {
    throw new RangeError(`periods must be a whole number of at least 1, got ${String(periods)}`);
  }
}

/**
 * The regular period's amount: `annualCents / periods` rounded half-up, in integers only (the
 * remainder decides the rounding, so no product can overflow and no float is involved).
 */
function regularAmount(annualCents: Cents, periods: number): Cents {
  const quotient = Math.floor(annualCents / periods);
  const remainder = annualCents - quotient * periods;
  return remainder * 2 >= periods ? quotient + 1 : quotient;
}

/**
 * One annual amount split into `periods` amounts (12 months, 26 biweekly paychecks, 24
 * semi-monthly, 52 weekly) that sum exactly to it: every period but the last is the annual amount
 * divided and rounded half-up; the last absorbs the difference, as payroll deductions do, so the
 * year never charges a cent more or less than the annual price.
 *
 * Throws a `TypeError` for fractional cents, a `RangeError` for a negative amount, a period count
 * under 1, or an amount too small to split (below about half a cent per period the rounded-up
 * regular periods alone would exceed the year, leaving the last one negative).
 */
export function splitAnnualAmount(annualCents: Cents, periods: number): Cents[] {
  assertNonNegativeCents(annualCents, 'annualCents');
  assertPeriods(periods);
  const regular = regularAmount(annualCents, periods);
  const last = annualCents - regular * (periods - 1);
  if (last < 0) {
    throw new RangeError(
      `${annualCents} cents is too small to split into ${periods} periods rounded half-up`,
    );
  }
  const amounts = new Array<Cents>(periods).fill(regular);
  amounts[periods - 1] = last;
  return amounts;
}

/**
 * The amount a member sees per `period`: the regular period's share of `annualCents` (the first
 * of `splitAnnualAmount`), not the last period's, which may differ by the year's remainder.
 */
export function perPeriodAmount(annualCents: Cents, period: MoneyPeriod): Cents {
  const periods = moneyPeriods[period].perYear;
  return splitAnnualAmount(annualCents, periods)[0] as Cents;
}
