import { type ProductFlag, planTierLabel } from '@portal/forms/code-lists';
import { formatMoney } from '@portal/forms/money';
import { Card, Inline, Link, Stack } from '@portal/ui';
import { usePlanPrices } from '../../content/plan-prices-content.js';
import { homeCopy as copy, homeLinks } from './home-copy.js';
import * as styles from './home-page.css.js';
import { usePlanCompare } from './plan-compare-content.js';

/** #plans (spec section 2): monthly prices, the comparison table, Estimate savings, How it works. */
export function HomePlans({ productFlag }: { productFlag: ProductFlag }) {
  return (
    <section id="plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading" className={styles.sectionHeading}>
        {copy.plansHeading}
      </h2>
      <Stack gap={5}>
        <PlanPrices productFlag={productFlag} />
        <PlanComparison />
        <p>{copy.savingsPrompt}</p>
        <Inline as="ul" gap={5} className={styles.cardList}>
          <li>
            <Link href={homeLinks.estimateSavings} variant="standalone">
              {copy.estimateSavings}
            </Link>
          </li>
          <li>
            {/* `download`: the router link adapter leaves it a plain anchor, so the server serves the PDF. */}
            <Link href={homeLinks.planHighlights} download variant="standalone">
              {copy.howItWorks}
            </Link>
          </li>
        </Inline>
      </Stack>
    </section>
  );
}

function PlanPrices({ productFlag }: { productFlag: ProductFlag }) {
  const { data, error } = usePlanPrices();
  // A failed price file shows no price at all, never a wrong or blank one.
  if (error !== undefined) return null;
  if (data === undefined) return <p role="status">{copy.loadingPrices}</p>;
  const plans = [
    { tier: 'S', cents: data.standard },
    { tier: 'H', cents: data.high },
  ] as const;
  return (
    <Inline as="ul" gap={4} className={styles.cardList} aria-label={copy.pricesLabel}>
      {plans.map(({ tier, cents }) => {
        const label = planTierLabel(tier, productFlag);
        return (
          <Card as="li" key={tier} className={styles.priceCard}>
            <h3 className={styles.planName}>{label}</h3>
            <p>
              <span className={styles.price}>
                {formatMoney(cents, { currency: data.currency })}
              </span>{' '}
              {copy.perMonth}
            </p>
          </Card>
        );
      })}
    </Inline>
  );
}

function PlanComparison() {
  const { data, error } = usePlanCompare();
  if (error !== undefined) return null;
  if (data === undefined) return <p role="status">{copy.loadingComparison}</p>;
  return (
    <div
      className={styles.comparison}
      // The comparison is our own trusted asset, served by our own service from our own files
      // (spec section 7): an HTML fragment with a table and no scripts or styles. It is inserted as
      // HTML to keep its caption and header cells; never pass anything a user or another site
      // supplies through here.
      // biome-ignore lint/security/noDangerouslySetInnerHtml: trusted first-party asset, see above.
      dangerouslySetInnerHTML={{ __html: data }}
    />
  );
}
