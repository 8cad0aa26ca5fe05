import useSWR from 'swr';
import type { ApiClient } from '../client/api-client.js';
import {
  type FetchActivityLogResponse,
  fetchActivityLogEndpoint,
} from '../contracts/activity-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** One page of the member's activity log, newest first (ours: /fetchActivityLog). */
export type ActivityLogPage = NonNullable<FetchActivityLogResponse['strReturnObject']>;

export function activityLogKey(memberId: string, page: number, pageSize?: number) {
  return ['fetchActivityLog', memberId, page, pageSize ?? null] as const;
}

export async function fetchActivityLog(
  client: ApiClient,
  memberId: string,
  page: number,
  pageSize?: number,
): Promise<ActivityLogPage> {
  const answer = await client.call(fetchActivityLogEndpoint, {
    strMember_Id: memberId,
    lnPage: page,
    ...(pageSize === undefined ? {} : { lnPageSize: pageSize }),
  });
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** Page `page` (1 is the newest); no request while memberId is null. */
export function useActivityLog(memberId: string | null, page = 1, pageSize?: number) {
  const client = useApiClient();
  return useSWR(memberId ? activityLogKey(memberId, page, pageSize) : null, () =>
    fetchActivityLog(client, memberId ?? '', page, pageSize),
  );
}
