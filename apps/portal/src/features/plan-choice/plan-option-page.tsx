import type { GetHighLowPlanResponse } from '@portal/api/plans';
import { useHighLowPlan } from '@portal/api/swr';
import { customerCarePhone } from '@portal/forms/catalogue';
import { AlertBanner, Link, QuestionPage, RadioGroup } from '@portal/ui';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { longDate } from '../../plans/long-date.js';
import { useSession } from '../../session/session-store.js';
import '../../settings/customer-care-phone.js';
import {
  type PlanChoiceQuery,
  planChoicePath,
  readPlanChoiceQuery,
} from '../../plans/plan-choice-query.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import * as pageStyles from '../../styles/page.css.js';
import { planChoiceCopy, planChoiceLinks } from './plan-choice-copy.js';

const copy = planChoiceCopy.option;

type HighLowPlan = NonNullable<GetHighLowPlanResponse['strReturnObject']>;

/**
 * /tools/plan-option (spec section 2; `?flowType=modifyPlan` from the dashboard's Modify plan):
 * the plan year, current or future, the one not matching the planned year disabled (spec section
 * 4 'Eligibility and enrollment routing'); Continue goes on to the coverage tier.
 */
export function PlanOptionPage() {
  const { user } = useSession();
  const [search] = useSearchParams();
  if (!user) return null;
  const query = readPlanChoiceQuery(search);
  return <PlanOption memberId={user.strMember_Id} query={query} />;
}

function PlanOption({ memberId, query }: { memberId: string; query: PlanChoiceQuery }) {
  const plans = useHighLowPlan(memberId, {
    strProgId: query.programId,
    strFlowType: query.flowType,
  });
  if (plans.error !== undefined) return <Problem />;
  if (plans.data === undefined) return <p role="status">{planChoiceCopy.loading}</p>;
  if (plans.data.strPlannedYear === null) return <NothingOpen />;
  return <PlanYearQuestion key={plans.data.strPlannedYear} plans={plans.data} query={query} />;
}

function PlanYearQuestion({ plans, query }: { plans: HighLowPlan; query: PlanChoiceQuery }) {
  const navigate = useNavigate();
  const [planYear, setPlanYear] = useState<string | null>(plans.strPlannedYear);
  const current = plans.objCurrentPlan;
  return (
    <QuestionPage
      caption={planChoiceCopy.caption(plans.strProgramNm)}
      heading={copy.heading[query.flowType]}
      lead={
        query.flowType === 'modifyPlan'
          ? copy.lead.modifyPlan(customerCarePhone())
          : copy.lead.enroll
      }
      focusHeadingOnMount
      backHref={planChoiceLinks.dashboard}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (planYear === null) return;
        navigate(planChoicePath('plan-tier', { ...query, planYear }));
      }}
    >
      {query.flowType === 'modifyPlan' && current && plans.strPlannedYear ? (
        <p>{copy.currentPlan(current.strPlanNm, plans.objPlanSearch.strPayYear)}</p>
      ) : null}
      <RadioGroup
        legend={copy.legend}
        name="planYear"
        value={planYear}
        onChange={setPlanYear}
        options={plans.liPlanYears.map((year) => ({
          value: year.strPayYear,
          label: copy.yearLabel(
            year.strPayYear,
            longDate(year.dtCoverageStart),
            longDate(year.dtCoverageEnd),
          ),
          disabled: year.blnDisabled,
          ...(year.blnDisabled && year.strDisabledReason
            ? { hint: copy.disabledReason[year.strDisabledReason] }
            : {}),
        }))}
      />
    </QuestionPage>
  );
}

function NothingOpen() {
  return (
    <section className={pageStyles.page} aria-labelledby="plan-option-heading">
      <h1 id="plan-option-heading" className={pageStyles.heading}>
        {copy.heading.enroll}
      </h1>
      <AlertBanner status="INFO">
        <p>
          {copy.nothingOpen} {copy.byPhone(customerCarePhone())}
        </p>
      </AlertBanner>
      <p>
        <Link href={planChoiceLinks.dashboard}>{planChoiceCopy.chosen.dashboard}</Link>
      </p>
    </section>
  );
}

export function Problem() {
  return (
    <div className={pageStyles.page}>
      <ServiceUnavailableBanner />
    </div>
  );
}
