import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type ManageMyAlertsResponse,
  manageMyAlertsEndpoint,
} from '../contracts/alert-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** The member's alerts (spec section 7: /manageMyAlerts; /manage-alert and the bell). */
export type MyAlerts = NonNullable<ManageMyAlertsResponse['strReturnObject']>;

export function myAlertsKey(memberId: string) {
  return ['manageMyAlerts', memberId] as const;
}

export async function fetchMyAlerts(client: ApiClient, memberId: string): Promise<MyAlerts> {
  const answer = await client.call(manageMyAlertsEndpoint, {
    strMember_Id: memberId,
    strAction: 'LIST',
  });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** The alerts, the count pending and the pending-action flag; no request while memberId is null. */
export function useMyAlerts(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? myAlertsKey(memberId) : null, () =>
    fetchMyAlerts(client, memberId ?? ''),
  );
}

export type DismissAlertOutcome =
  | { kind: 'dismissed'; alerts: MyAlerts }
  /** Not dismissable (an alert to act on), with the service's words. */
  | { kind: 'refused'; message: string | null }
  /** No such alert of this member's (already gone). */
  | { kind: 'notFound' }
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

export async function dismissAlert(
  client: ApiClient,
  memberId: string,
  alertId: string,
): Promise<DismissAlertOutcome> {
  try {
    const answer = await client.call(manageMyAlertsEndpoint, {
      strMember_Id: memberId,
      strAction: 'DISMISS',
      strAlertId: alertId,
    });
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && result) {
      return { kind: 'dismissed', alerts: result };
    }
    if (answer.returnCode === returnCodes.badRequest) {
      return { kind: 'refused', message: result?.strMessage ?? null };
    }
    if (answer.returnCode === returnCodes.notFound) return { kind: 'notFound' };
    if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Dismisses one informational alert; the list is read again after. `trigger(id)` never throws. */
export function useDismissAlert(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(myAlertsKey(memberId), (_key, { arg: alertId }: { arg: string }) =>
    dismissAlert(client, memberId, alertId),
  );
}
