import { formatMoney } from '@portal/forms/money';
import type { SavingsEstimate } from '@portal/forms/rules';
import { Inline, Link } from '@portal/ui';
import {
  legalCalculatorCopy as copy,
  legalCalculatorLinks as links,
} from './legal-calculator-copy.js';
import * as styles from './legal-calculator-page.css.js';

/** The estimate in sentences: the hours' cost, a year of the plan, and the difference. */
export function LegalCalculatorResult({
  estimate,
  tierLabel,
  monthlyPrice,
  hourlyRate,
  uncoveredLabels,
}: {
  estimate: SavingsEstimate;
  tierLabel: string;
  monthlyPrice: string;
  hourlyRate: string;
  uncoveredLabels: readonly string[];
}) {
  return (
    <section className={styles.result} aria-labelledby="legal-calculator-result-heading">
      <h2 id="legal-calculator-result-heading" className={styles.resultHeading}>
        {copy.resultHeading}
      </h2>
      <p>
        {copy.attorneyCost(
          estimate.coveredTenths,
          hourlyRate,
          formatMoney(estimate.attorneyCostCents),
        )}
      </p>
      <p>{copy.planYear(tierLabel, formatMoney(estimate.planYearCents), monthlyPrice)}</p>
      <p className={styles.savings}>
        {estimate.savingsCents > 0
          ? copy.savings(formatMoney(estimate.savingsCents))
          : copy.noSavings(formatMoney(-estimate.savingsCents))}
      </p>
      {uncoveredLabels.length > 0 ? (
        <>
          <p>{copy.notCovered(tierLabel)}</p>
          <ul>
            {uncoveredLabels.map((label) => (
              <li key={label}>{label}</li>
            ))}
          </ul>
        </>
      ) : null}
      <Inline as="ul" gap={5} className={styles.linkList}>
        <li>
          <Link href={links.enroll} variant="standalone">
            {copy.enroll}
          </Link>
        </li>
        <li>
          <Link href={links.comparePlans} variant="standalone">
            {copy.comparePlans}
          </Link>
        </li>
      </Inline>
    </section>
  );
}
