import type { ProgramDashboardResponse } from '@portal/api/dashboard';
import { customerCarePhone } from '@portal/forms/catalogue';
import { coverageTiers } from '@portal/forms/code-lists';
import { sendByDate } from '@portal/forms/plans';
import { DashboardCard, Link, MoneyAmount, Stack, StatusTag } from '@portal/ui';
import { longDate } from '../../plans/long-date.js';
import { planCostAmounts } from '../../plans/plan-cost-amounts.js';
import '../../settings/customer-care-phone.js';
import * as pageStyles from '../../styles/page.css.js';
import { dashboardCopy } from './dashboard-copy.js';
import * as styles from './dashboard-page.css.js';

const copy = dashboardCopy.notEnrolled;

type ProgramDashboard = NonNullable<ProgramDashboardResponse['strReturnObject']>;

/**
 * A program the member has no plan in: what they can enroll in, at their own cost per paycheck,
 * and a start button (issue 20 item 3: not an empty page). When nothing can be chosen online now,
 * it says when it can and how to enroll today.
 */
export function EnrollCard({
  program,
  headingLevel,
}: {
  program: ProgramDashboard;
  headingLevel: 2 | 3;
}) {
  const option = program.liEnrollOptions[0];
  const enroll = program.liActions.find((action) => action.strAction === 'enroll');
  const tier = program.liAvailablePlans[0]?.objCost.strCoverageTier;
  return (
    <DashboardCard
      title={program.strProgramNm}
      headingLevel={headingLevel}
      status={<StatusTag>{copy.status}</StatusTag>}
    >
      <Stack gap={3}>
        <p>{copy.text(program.strProgramNm)}</p>
        {option && enroll ? (
          <>
            <p>{optionLine(option)}</p>
            {tier ? (
              <>
                <p>{copy.plansHeading(coverageTiers[tier])}</p>
                <ul className={styles.plans}>
                  {program.liAvailablePlans.map((plan) => {
                    const amounts = planCostAmounts(plan.objCost);
                    return (
                      <li key={plan.strPlanId}>
                        {plan.strPlanNm}: <MoneyAmount {...amounts.perPaycheck} size="md" /> (
                        <MoneyAmount {...amounts.perYear} size="md" />)
                      </li>
                    );
                  })}
                </ul>
              </>
            ) : null}
            <p>
              <Link href={enroll.strPath} className={pageStyles.enrollLink}>
                {enroll.blnContinues ? copy.continue : copy.start}
              </Link>
            </p>
          </>
        ) : (
          <p>
            {copy.closed} {copy.closedByPhone(customerCarePhone())}
          </p>
        )}
      </Stack>
    </DashboardCard>
  );
}

/** For which year, from when and until when; for a long window, by when for that start. */
function optionLine(option: ProgramDashboard['liEnrollOptions'][number]): string {
  const sendBy = sendByDate(option.dtEffDate, option.dtEnrollBy);
  return sendBy === option.dtEnrollBy
    ? copy.option(option.strPayYear, longDate(option.dtEffDate), longDate(option.dtEnrollBy))
    : copy.optionUntil(
        option.strPayYear,
        longDate(option.dtEnrollBy),
        longDate(option.dtEffDate),
        longDate(sendBy),
      );
}
