import type { EnrollmentView } from '@portal/api/dashboard';
import { payFrequencies } from '@portal/forms/code-lists';
import { type KeyValuePanelItem, MoneyAmount } from '@portal/ui';
import { longDate } from '../../plans/long-date.js';
import { planCostAmounts } from '../../plans/plan-cost-amounts.js';
import { dashboardCopy } from './dashboard-copy.js';
import * as styles from './dashboard-page.css.js';

const copy = dashboardCopy.facts;

/**
 * What a member has in one plan year, as a panel's facts: plan, tier, who is covered, the cost
 * per paycheck at their own pay frequency and per year, the dates and how they pay. `detailed`
 * (the program's own page) adds the monthly cost, the pay frequency and the policy number.
 */
export function enrollmentFacts(
  enrollment: EnrollmentView,
  { detailed = false }: { detailed?: boolean } = {},
): KeyValuePanelItem[] {
  const cost = enrollment.objCost;
  const amounts = planCostAmounts(cost);
  const items: KeyValuePanelItem[] = [
    { id: 'plan', term: copy.plan, value: enrollment.objPlan.strPlanNm },
    { id: 'coverage', term: copy.coverage, value: enrollment.strCoverageTierDesc },
    {
      id: 'covered',
      term: copy.coveredPeople,
      value: (
        <ul className={styles.people}>
          {enrollment.liCoveredPersons.map((person) => (
            <li key={person.strPersonId}>
              {copy.person(person.strFirst_Nm, person.strLast_Nm, person.strRelationshipDesc)}
            </li>
          ))}
        </ul>
      ),
    },
    {
      id: 'per-paycheck',
      term: cost.strPayFreq === 'M' ? copy.perMonth : copy.perPaycheck,
      value: <MoneyAmount {...amounts.perPaycheck} size="md" />,
    },
  ];
  if (detailed && cost.strPayFreq !== 'M') {
    items.push({
      id: 'per-month',
      term: copy.perMonth,
      value: <MoneyAmount {...amounts.perMonth} size="md" />,
    });
  }
  items.push({
    id: 'per-year',
    term: copy.perYear,
    value: <MoneyAmount {...amounts.perYear} size="md" />,
  });
  if (detailed) {
    items.push({
      id: 'pay-frequency',
      term: copy.payFrequency,
      value: copy.paychecksAYear(payFrequencies[cost.strPayFreq], cost.lnPeriodsPerYear),
    });
  }
  items.push(
    {
      id: 'dates',
      term: copy.coverageDates,
      value: copy.dateRange(longDate(enrollment.dtEffDate), longDate(enrollment.dtEndDate)),
    },
    {
      id: 'payment',
      term: copy.paymentMethod,
      value: enrollment.strPaymentTypeDesc ?? copy.noPaymentMethod,
    },
  );
  if (detailed && enrollment.strPolicyNbr) {
    items.push({ id: 'policy', term: copy.policyNumber, value: enrollment.strPolicyNbr });
  }
  return items;
}
