import type { AccountCreationStep } from '@portal/api/account-creation';
import type { AccountDraft } from '@portal/api/swr';
import { type ReactNode, useCallback } from 'react';
import { Navigate, useNavigate } from 'react-router';
import { useIsDirectLoad } from '../../app/use-navigation-rules.js';
import { useSession } from '../../session/session-store.js';
import { ServiceUnavailableBanner } from '../../shell/service-unavailable-banner.js';
import { accountCreationCopy as copy } from './account-creation-copy.js';
import { useAccountCreationFlow } from './account-creation-flow.js';
import {
  afterCreationPath,
  type FlowPage,
  flowPagesFor,
  flowPaths,
  pageAfterSave,
} from './account-creation-steps.js';
import { accountCreationFrame, type StepFrame } from './step-frame.js';

/**
 * Whether a visitor's application may show `page`: a page up to the step the service says comes
 * next (a member may go back to any step saved, never past the first one not saved), and the check
 * page once every saved step is done and the sign-in details are typed. A step not in this
 * member's flow (branch of service for a civilian) is never shown.
 */
export function reachablePage(
  page: FlowPage,
  draft: AccountDraft,
  hasCredentials: boolean,
): FlowPage {
  const pages = flowPagesFor(draft.objGetStarted?.strEnrollingAs);
  const furthest = pageAfterSave(draft.strNextStep, hasCredentials);
  const index = pages.indexOf(page);
  return index >= 0 && index <= pages.indexOf(furthest) ? page : furthest;
}

/**
 * Shows a step of a visitor's account creation once the application is loaded, with its frame in
 * the member's flow (focus and announcement on arrival, not when the address was loaded): a page
 * past where the application stands goes there (a typed or old address), and every page but
 * get-started needs an application (without one, get-started, which starts it). Reloading a step
 * keeps the member on it, with what they saved.
 */
export function VisitorStepGate({
  page,
  children,
}: {
  page: Exclude<FlowPage, 'GET_STARTED'>;
  children: (draft: AccountDraft, frame: StepFrame) => ReactNode;
}) {
  const { draft, draftFailed, credentials } = useAccountCreationFlow();
  const { isLoggedIn } = useSession();
  const arrived = !useIsDirectLoad();
  // Signed in (the account was just made, or a member opened a visitor's step): the member's
  // home, where creating the account leads too.
  if (isLoggedIn) return <Navigate to={afterCreationPath} replace />;
  if (draftFailed) return <ServiceUnavailableBanner withContactLink />;
  if (draft === undefined) return <p role="status">{copy.loading}</p>;
  if (draft === null) return <Navigate to={flowPaths.GET_STARTED} replace />;
  const allowed = reachablePage(page, draft, credentials !== null);
  if (allowed !== page) return <Navigate to={flowPaths[allowed]} replace />;
  return children(draft, accountCreationFrame(page, draft.objGetStarted?.strEnrollingAs, arrived));
}

/**
 * After a step's save: reads the application again (so the next page shows what was saved), then
 * goes to the page the service says comes next.
 */
export function useGoOnAfterSave() {
  const { refreshDraft, credentials } = useAccountCreationFlow();
  const navigate = useNavigate();
  return useCallback(
    async (next: AccountCreationStep) => {
      await refreshDraft();
      navigate(flowPaths[pageAfterSave(next, credentials !== null)]);
    },
    [refreshDraft, navigate, credentials],
  );
}
