import { type PlanTier, planTierLabel } from '@portal/forms/code-lists';
import { formatMoney } from '@portal/forms/money';
import { Inline, Link, PlanComparison, type PlanComparisonFeature, Stack } from '@portal/ui';
import { lazy, Suspense } from 'react';
import { type PlanCompareTable, usePlanCompareTable } from '../../content/plan-compare-content.js';
import { type PlanPrices, usePlanPrices } from '../../content/plan-prices-content.js';
import { useEdition } from '../../editions/edition-context.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { comparePlansCopy as copy, comparePlansLinks as links } from './compare-plans-copy.js';
import * as styles from './compare-plans-page.css.js';

// Only a signed-in member downloads their comparison (the plan calls, the kit's price pieces): the
// visitor's prerendered page stays within its budget.
const MemberComparePlans = lazy(() =>
  import('./member-compare-plans.js').then((module) => ({ default: module.MemberComparePlans })),
);

/** The two columns, Standard then tier H (High in MFB, Premium in MP; spec section 1). */
const tiers = [
  { tier: 'S', rowKey: 'standard', priceKey: 'standard' },
  { tier: 'H', rowKey: 'high', priceKey: 'high' },
] as const satisfies ReadonlyArray<{ tier: PlanTier; rowKey: string; priceKey: keyof PlanPrices }>;

/**
 * /tools/compare-plans (spec section 2): Standard and High (Premium in MP) side by side in the
 * kit's PlanComparison (a table with a caption and a header cell for each column and each row; a
 * card per plan on a phone), the monthly prices from the plan-prices metadata first, then Enroll
 * for each plan and a way to the savings calculator.
 */
export function ComparePlansPage() {
  const { user } = useSession();
  // The prerendered page is the visitor's; a signed-in member sees their own prices once the
  // session is read (the server snapshot is signed out, so hydration matches the HTML).
  if (!user) return <PublicComparePlans />;
  return (
    <Suspense fallback={<p role="status">{copy.loading}</p>}>
      <MemberComparePlans memberId={user.strMember_Id} />
    </Suspense>
  );
}

function PublicComparePlans() {
  const { productFlag } = useEdition();
  const comparison = usePlanCompareTable();
  const prices = usePlanPrices();
  const columns = tiers.map((column) => ({
    ...column,
    label: planTierLabel(column.tier, productFlag),
  }));

  return (
    <section className={pageStyles.page} aria-labelledby="compare-plans-heading">
      <h1 id="compare-plans-heading" className={pageStyles.heading}>
        {copy.heading}
      </h1>
      <Stack gap={5}>
        <p>{copy.intro}</p>
        {comparison.error !== undefined ? (
          <ServiceUnavailableBanner />
        ) : comparison.data === undefined ? (
          <p role="status">{copy.loading}</p>
        ) : (
          <Comparison table={comparison.data} columns={columns} prices={prices.data} />
        )}
        <Inline as="ul" gap={4} className={styles.enrollList} aria-label={copy.enrollLabel}>
          {columns.map((column) => (
            <li key={column.tier}>
              <Link href={links.enroll} className={pageStyles.enrollLink}>
                {copy.enrollIn(column.label)}
              </Link>
            </li>
          ))}
        </Inline>
        <p>
          {copy.savingsPrompt} <Link href={links.calculator}>{copy.estimateSavings}</Link>
        </p>
      </Stack>
    </section>
  );
}

function Comparison({
  table,
  columns,
  prices,
}: {
  table: PlanCompareTable;
  columns: ReadonlyArray<(typeof tiers)[number] & { label: string }>;
  /** Undefined while loading or when the price file failed: the row is left out, never wrong. */
  prices: PlanPrices | undefined;
}) {
  const priceFeature: PlanComparisonFeature[] = prices
    ? [
        {
          name: copy.priceRow,
          values: Object.fromEntries(
            columns.map((column) => [
              column.tier,
              <>
                <span className={styles.price}>
                  {formatMoney(prices[column.priceKey], { currency: prices.currency })}
                </span>{' '}
                {copy.perMonth}
              </>,
            ]),
          ),
        },
      ]
    : [];
  const features = table.rows.map((row) => ({
    name: row.feature,
    values: Object.fromEntries(columns.map((column) => [column.tier, row[column.rowKey]])),
  }));
  return (
    <Stack gap={3}>
      <PlanComparison
        caption={table.caption}
        featureHeading={table.featureHeading}
        plans={columns.map((column) => ({ id: column.tier, name: column.label }))}
        features={[...priceFeature, ...features]}
        // The cards' plan names come right under the page's h1.
        headingLevel={2}
      />
      <p>{table.note}</p>
    </Stack>
  );
}
