import { type EnrollmentConfirmation, recordIdSchema } from '@portal/api/enrollment';
import { AnswerError, useEnrollmentConfirmation } from '@portal/api/swr';
import { ConfirmationPage } from '@portal/ui';
import { Navigate, useLocation, useParams } from 'react-router';
import { DeclarationsDownload } from '../../declarations/declarations-download.js';
import { longDate } from '../../plans/long-date.js';
import { planCostAmounts, spokenPrice } from '../../plans/plan-cost-amounts.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { confirmationLinks, confirmationCopy as copy } from './confirmation-copy.js';
import { enrollmentCopy } from './enrollment-copy.js';
import { useEnrollmentFlow } from './enrollment-flow.js';
import type { SentState } from './use-accept-and-send.js';

const pageNotFound = '/page-not-found';

/** The confirmation 'Accept and send' left in the history entry, when it is this one. */
function sentConfirmation(state: unknown, enrollmentId: string): EnrollmentConfirmation | null {
  const sent = (state as Partial<SentState> | null)?.confirmation;
  return sent?.strEnrollmentId === enrollmentId ? sent : null;
}

/**
 * /enrollment/confirmation/:enrollmentId: the enrollment confirmation (spec section 2's title)
 * with the policy number to quote, when coverage starts, the cost per paycheck, what happens
 * next, the declarations PDF and the way back to the dashboard. Reached from 'Accept and send'
 * (which hands over the confirmation, shown at once) or by a reload or a bookmark: it is read
 * again (fetchEnrollmentConfirmation) either way. Another member's enrollment, or no enrollment
 * at all, is 'Page not found' (the service answers 404, as it does for a missing one).
 */
export function EnrollmentConfirmationPage() {
  const { enrollmentId = '' } = useParams();
  const { memberId } = useEnrollmentFlow();
  const location = useLocation();
  const wellFormed = recordIdSchema.safeParse(enrollmentId).success;
  const read = useEnrollmentConfirmation(wellFormed ? memberId : null, enrollmentId);
  if (!wellFormed || (read.error instanceof AnswerError && read.error.returnCode === 404)) {
    return <Navigate to={pageNotFound} replace />;
  }
  const confirmation = read.data ?? sentConfirmation(location.state, enrollmentId);
  if (!confirmation) {
    if (read.error !== undefined) return <ServiceUnavailableBanner withContactLink />;
    return <p role="status">{copy.loading}</p>;
  }
  return <Confirmation memberId={memberId} confirmation={confirmation} />;
}

function Confirmation({
  memberId,
  confirmation,
}: {
  memberId: string;
  confirmation: EnrollmentConfirmation;
}) {
  const price = spokenPrice(planCostAmounts(confirmation.objCost).perPaycheck);
  return (
    <ConfirmationPage
      heading={copy.heading}
      referenceLabel={copy.referenceLabel}
      reference={confirmation.strPolicyNbr}
      panelContent={
        <>
          <p>
            {copy.enrolledIn(
              confirmation.objPlan.strPlanNm,
              confirmation.strCoverageTierDesc,
              confirmation.strPayYear,
            )}
          </p>
          <p>{copy.startsOn(longDate(confirmation.dtEffDate))}</p>
          <p>{copy.costs(price)}</p>
        </>
      }
      links={[
        { href: confirmationLinks.dashboard, label: enrollmentCopy.dashboard },
        { href: confirmationLinks.planDetails(confirmation.strProgId), label: copy.planDetails },
      ]}
    >
      {confirmation.liNextSteps.map((step) => (
        <p key={step}>{step}</p>
      ))}
      <DeclarationsDownload memberId={memberId} enrollmentId={confirmation.strEnrollmentId} />
    </ConfirmationPage>
  );
}
