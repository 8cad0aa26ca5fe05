import { type ProductFlag, planTierLabel } from '@portal/forms/code-lists';
import { AVERAGE_ATTORNEY_RATE_CENTS } from '@portal/forms/rules';
import { ContentPage } from '@portal/ui';
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
 *
 * On the kit's `ContentPage`: a tool read top to bottom (the introduction as its lead, the form,
 * the estimate, the assumptions), not a step of a flow, so not a `QuestionPage`: there is no
 * Back or Continue, and the answer shows on the same page.
 */
export function LegalCalculatorPage() {
  const { productFlag } = useEdition();
  const matters = useLegalMatters();
  const prices = usePlanPrices();
  const failed = matters.error !== undefined || prices.error !== undefined;

  return (
    <div className={pageStyles.page}>
      <ContentPage heading={copy.heading} lead={copy.intro}>
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
      </ContentPage>
    </div>
  );
}

function tierLabelsOf(productFlag: ProductFlag) {
  return { S: planTierLabel('S', productFlag), H: planTierLabel('H', productFlag) } as const;
}
