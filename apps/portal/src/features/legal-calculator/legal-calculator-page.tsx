import { type ProductFlag, planTierLabel } from '@portal/forms/code-lists';
import { AVERAGE_ATTORNEY_RATE_CENTS } from '@portal/forms/rules';
import { Stack } from '@portal/ui';
import { useLegalMatters } from '../../content/legal-calculator-content.js';
import { usePlanPrices } from '../../content/plan-prices-content.js';
import { useEdition } from '../../editions/edition-context.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { legalCalculatorCopy as copy } from './legal-calculator-copy.js';
import { LegalCalculatorForm } from './legal-calculator-form.js';
import * as styles from './legal-calculator-page.css.js';

/**
 * /tools/legal-calculator (spec sections 1 and 2, reached from Estimate savings): the hours a
 * member expects to need at the average rate of $370.00 an hour, against 12 months of the chosen
 * plan's price from the plan-prices metadata. The rules are @portal/forms'.
 */
export function LegalCalculatorPage() {
  const { productFlag } = useEdition();
  const matters = useLegalMatters();
  const prices = usePlanPrices();
  const failed = matters.error !== undefined || prices.error !== undefined;

  return (
    <section className={pageStyles.page} aria-labelledby="legal-calculator-heading">
      <h1 id="legal-calculator-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      <Stack gap={5}>
        <p>{copy.intro}</p>
        {failed ? (
          // Without the matters or the prices there is nothing honest to calculate.
          <ServiceUnavailableBanner />
        ) : matters.data === undefined || prices.data === undefined ? (
          <p role="status">{copy.loading}</p>
        ) : (
          <LegalCalculatorForm
            matters={matters.data}
            prices={prices.data}
            tierLabels={tierLabelsOf(productFlag)}
            hourlyRateCents={AVERAGE_ATTORNEY_RATE_CENTS}
          />
        )}
        <p className={styles.assumptions}>{copy.assumptions}</p>
      </Stack>
    </section>
  );
}

function tierLabelsOf(productFlag: ProductFlag) {
  return { S: planTierLabel('S', productFlag), H: planTierLabel('H', productFlag) } as const;
}
