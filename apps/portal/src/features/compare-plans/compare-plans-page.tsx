import { type PlanTier, planTierLabel } from '@portal/forms/code-lists';
import { formatMoney } from '@portal/forms/money';
import {
  Inline,
  Link,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '@portal/ui';
import { type PlanCompareTable, usePlanCompareTable } from '../../content/plan-compare-content.js';
import { type PlanPrices, usePlanPrices } from '../../content/plan-prices-content.js';
import { useEdition } from '../../editions/edition-context.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { comparePlansCopy as copy, comparePlansLinks as links } from './compare-plans-copy.js';
import * as styles from './compare-plans-page.css.js';

/** The two columns, Standard then tier H (High in MFB, Premium in MP; spec section 1). */
const tiers = [
  { tier: 'S', rowKey: 'standard', priceKey: 'standard' },
  { tier: 'H', rowKey: 'high', priceKey: 'high' },
] as const satisfies ReadonlyArray<{ tier: PlanTier; rowKey: string; priceKey: keyof PlanPrices }>;

/**
 * /tools/compare-plans (spec section 2): Standard and High (Premium in MP) side by side, in one
 * table with a caption, a header cell for each column and each row, the monthly prices from the
 * plan-prices metadata, then Enroll for each plan and a way to the savings calculator.
 */
export function ComparePlansPage() {
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
          <ComparisonTable table={comparison.data} columns={columns} prices={prices.data} />
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

function ComparisonTable({
  table,
  columns,
  prices,
}: {
  table: PlanCompareTable;
  columns: ReadonlyArray<(typeof tiers)[number] & { label: string }>;
  /** Undefined while loading or when the price file failed: the row is left out, never wrong. */
  prices: PlanPrices | undefined;
}) {
  return (
    <Stack gap={3}>
      <Table caption={table.caption}>
        <TableHead>
          <TableRow>
            <TableHeaderCell>{table.featureHeading}</TableHeaderCell>
            {columns.map((column) => (
              <TableHeaderCell key={column.tier}>{column.label}</TableHeaderCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {prices ? (
            <TableRow>
              <TableHeaderCell scope="row">{copy.priceRow}</TableHeaderCell>
              {columns.map((column) => (
                <TableCell key={column.tier}>
                  <span className={styles.price}>
                    {formatMoney(prices[column.priceKey], { currency: prices.currency })}
                  </span>{' '}
                  {copy.perMonth}
                </TableCell>
              ))}
            </TableRow>
          ) : null}
          {table.rows.map((row) => (
            <TableRow key={row.feature}>
              <TableHeaderCell scope="row">{row.feature}</TableHeaderCell>
              {columns.map((column) => (
                <TableCell key={column.tier}>{row[column.rowKey]}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
      <p>{table.note}</p>
    </Stack>
  );
}
