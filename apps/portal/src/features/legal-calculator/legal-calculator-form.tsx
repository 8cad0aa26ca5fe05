import type { PlanTier } from '@portal/forms/code-lists';
import { formatMoney } from '@portal/forms/money';
import { useSchemaForm } from '@portal/forms/react';
import { estimateLegalSavings, type SavingsEstimate } from '@portal/forms/rules';
import {
  type LegalCalculatorForm as CalculatorValues,
  createLegalCalculatorSchema,
} from '@portal/forms/schemas';
import { Button, ErrorSummary, RadioGroup, TextField } from '@portal/ui';
import { useMemo, useState } from 'react';
import type { LegalMatter } from '../../content/legal-calculator-content.js';
import type { PlanPrices } from '../../content/plan-prices-content.js';
import { legalCalculatorCopy as copy } from './legal-calculator-copy.js';
import * as styles from './legal-calculator-page.css.js';
import { LegalCalculatorResult } from './legal-calculator-result.js';

const monthlyPriceOf = (prices: PlanPrices, tier: PlanTier) =>
  tier === 'S' ? prices.standard : prices.high;

/** The calculator's form and its result; rendered once the matters and prices are loaded. */
export function LegalCalculatorForm({
  matters,
  prices,
  tierLabels,
  hourlyRateCents,
}: {
  matters: readonly LegalMatter[];
  prices: PlanPrices;
  tierLabels: Readonly<Record<PlanTier, string>>;
  hourlyRateCents: number;
}) {
  const schema = useMemo(
    () => createLegalCalculatorSchema(matters.map((matter) => matter.id)),
    [matters],
  );
  const defaultValues = useMemo(
    () => Object.fromEntries([['tier', ''], ...matters.map((matter) => [matter.id, ''])]),
    [matters],
  );
  const form = useSchemaForm({ schema, defaultValues });
  const [estimate, setEstimate] = useState<{ tier: PlanTier; result: SavingsEstimate } | null>(
    null,
  );

  function calculate(values: CalculatorValues) {
    setEstimate({
      tier: values.tier,
      result: estimateLegalSavings({
        matters,
        hoursInTenths: values.hoursInTenths,
        tier: values.tier,
        monthlyPriceCents: monthlyPriceOf(prices, values.tier),
        hourlyRateCents,
      }),
    });
  }

  const tierOptions = (['S', 'H'] as const).map((tier) => ({
    value: tier,
    label: copy.tierOption(
      tierLabels[tier],
      formatMoney(monthlyPriceOf(prices, tier), { currency: prices.currency }),
    ),
  }));

  return (
    <div className={styles.calculator}>
      <ErrorSummary {...form.errorSummary} />
      <form noValidate onSubmit={form.submit(calculate)}>
        <div className={styles.formParts}>
          <RadioGroup
            legend={copy.tierLegend}
            options={tierOptions}
            {...form.valueField<string>('tier')}
          />
          <fieldset className={styles.fieldset} aria-describedby="legal-calculator-hours-hint">
            <legend className={styles.legend}>{copy.hoursLegend}</legend>
            <p id="legal-calculator-hours-hint" className={styles.hint}>
              {copy.hoursHint}
            </p>
            <div className={styles.matterFields}>
              {matters.map((matter) => (
                <TextField
                  key={matter.id}
                  label={matter.label}
                  hint={copy.typicalHours(matter.typicalHours)}
                  inputMode="decimal"
                  autoComplete="off"
                  {...form.inputField(matter.id)}
                />
              ))}
            </div>
          </fieldset>
          <div>
            <Button type="submit" disabled={!form.isHydrated}>
              {copy.submit}
            </Button>
          </div>
        </div>
      </form>
      {/* Always in the page, so screen readers announce the estimate when it is written in. */}
      <div aria-live="polite">
        {estimate ? (
          <LegalCalculatorResult
            estimate={estimate.result}
            tierLabel={tierLabels[estimate.tier]}
            monthlyPrice={formatMoney(monthlyPriceOf(prices, estimate.tier), {
              currency: prices.currency,
            })}
            hourlyRate={formatMoney(hourlyRateCents)}
            uncoveredLabels={estimate.result.uncoveredMatterIds.map(
              (id) => matters.find((matter) => matter.id === id)?.label ?? id,
            )}
          />
        ) : null}
      </div>
    </div>
  );
}
