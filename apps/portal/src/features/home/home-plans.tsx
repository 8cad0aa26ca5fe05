import { type PlanTier, type ProductFlag, planTierLabel } from '@portal/forms/code-lists';
import { formatMoneyPerPeriod, type MoneyPerPeriod, perPeriodAmount } from '@portal/forms/money';
import { Inline, Link, PlanCard, PlanCardList, type PlanCardPrice, Stack } from '@portal/ui';
import { type PlanPrices, usePlanPrices } from '../../content/plan-prices-content.js';
import { homeCopy as copy, homeLinks } from './home-copy.js';
import * as styles from './home-page.css.js';

/** The two plans, Standard then tier H (High in MFB, Premium in MP; spec section 1). */
const tiers = [
  { tier: 'S', priceKey: 'standard' },
  { tier: 'H', priceKey: 'high' },
] as const satisfies ReadonlyArray<{ tier: PlanTier; priceKey: keyof PlanPrices }>;

/**
 * #plans (spec section 2): a card per plan with its monthly price (and, for federal employees,
 * its cost per biweekly paycheck), what it gives and its own Enroll button; then the way to the
 * full comparison (its own page, /tools/compare-plans), Estimate savings and How it works.
 */
export function HomePlans({ productFlag }: { productFlag: ProductFlag }) {
  return (
    <section id="plans" aria-labelledby="plans-heading">
      <h2 id="plans-heading" className={styles.sectionHeading}>
        {copy.plansHeading}
      </h2>
      <Stack gap={6}>
        <PlanCards productFlag={productFlag} />
        <div>
          <p>{copy.savingsPrompt}</p>
          <Inline as="ul" gap={5} className={styles.cardList}>
            <li>
              <Link href={homeLinks.comparePlans} variant="standalone">
                {copy.compareInDetail}
              </Link>
            </li>
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
        </div>
      </Stack>
    </section>
  );
}

function PlanCards({ productFlag }: { productFlag: ProductFlag }) {
  const { data, error } = usePlanPrices();
  // A failed price file shows no card at all, never a wrong or blank price; the comparison and
  // the hero's Enroll now stay.
  if (error !== undefined) return null;
  if (data === undefined) return <p role="status">{copy.loadingPrices}</p>;
  const currency = { currency: data.currency };
  return (
    <PlanCardList aria-label={copy.pricesLabel}>
      {tiers.map(({ tier, priceKey }) => {
        const name = planTierLabel(tier, productFlag);
        const monthly = data[priceKey];
        // Federal pay is biweekly: the same year's price, split over 26 paychecks (spec section 1).
        const perPaycheck =
          productFlag === 'MFB'
            ? [
                cardPrice(
                  formatMoneyPerPeriod(
                    perPeriodAmount(monthly * 12, 'paycheck'),
                    'paycheck',
                    currency,
                  ),
                ),
              ]
            : [];
        return (
          <PlanCard
            key={tier}
            name={name}
            priceLabel={copy.priceLabel}
            price={cardPrice(formatMoneyPerPeriod(monthly, 'month', currency))}
            otherPrices={perPaycheck}
            highlights={copy.planHighlights[tier]}
            action={<Link href={homeLinks.enroll}>{copy.enrollIn(name)}</Link>}
          />
        );
      })}
    </PlanCardList>
  );
}

/** A price from the money module in the shape the kit's card shows: the amount and its period. */
function cardPrice({ amount, short, spoken }: MoneyPerPeriod): PlanCardPrice {
  return { amount, period: { short, spoken } };
}
