import useSWR from 'swr';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import {
  type ComparePlanDetailsRequest,
  type ComparePlanDetailsResponse,
  type ComparePlansRequest,
  type ComparePlansResponse,
  comparePlanDetailsEndpoint,
  comparePlansEndpoint,
  type FetchProgramListResponse,
  fetchProgramListEndpoint,
  type GetHighLowPlanRequest,
  type GetHighLowPlanResponse,
  type GetPayFrequencyResponse,
  getHighLowPlanEndpoint,
  getPayFrequencyEndpoint,
  type ViewCoverageDetailsRequest,
  type ViewCoverageDetailsResponse,
  viewCoverageDetailsEndpoint,
} from '../contracts/plan-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/*
 * The plan choice's data hooks (issue 20; /tools/plan-option, plan-tier, select-plan and
 * compare-plans signed in). Each key starts with the call's name and holds what the request
 * holds; no request while memberId is null. A returnCode other than 200 (404: another member, a
 * program or plan not in the catalogue) is the hook's error, an AnswerError.
 */

type Answer<T> = { returnCode: number; strReturnObject: T | null };

function objectOf<T>(answer: Answer<T>): T {
  if (answer.returnCode !== returnCodes.success || answer.strReturnObject === null) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

type PlanRequest<R> = Omit<R, 'strMember_Id'>;

export async function fetchProgramList(client: ApiClient, memberId: string) {
  return objectOf<NonNullable<FetchProgramListResponse['strReturnObject']>>(
    await client.call(fetchProgramListEndpoint, { strMember_Id: memberId }),
  );
}

export function useProgramList(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? (['fetchProgramList', memberId] as const) : null, () =>
    fetchProgramList(client, memberId ?? ''),
  );
}

export async function fetchPayFrequency(client: ApiClient, memberId: string) {
  return objectOf<NonNullable<GetPayFrequencyResponse['strReturnObject']>>(
    await client.call(getPayFrequencyEndpoint, { strMember_Id: memberId }),
  );
}

/** The member's pay frequency, which every per-paycheck price follows. */
export function usePayFrequency(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? (['getPayFrequency', memberId] as const) : null, () =>
    fetchPayFrequency(client, memberId ?? ''),
  );
}

export function highLowPlanKey(memberId: string, request: PlanRequest<GetHighLowPlanRequest>) {
  return [
    'getHighLowPlan',
    memberId,
    request.strProgId,
    request.strPayYear ?? null,
    request.strCoverageTier ?? null,
    request.strFlowType ?? null,
  ] as const;
}

export async function fetchHighLowPlan(
  client: ApiClient,
  memberId: string,
  request: PlanRequest<GetHighLowPlanRequest>,
) {
  return objectOf<NonNullable<GetHighLowPlanResponse['strReturnObject']>>(
    await client.call(getHighLowPlanEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** The plan-option and plan-tier screens: plans priced for the member, with the plan years. */
export function useHighLowPlan(
  memberId: string | null,
  request: PlanRequest<GetHighLowPlanRequest>,
) {
  const client = useApiClient();
  return useSWR(memberId ? highLowPlanKey(memberId, request) : null, () =>
    fetchHighLowPlan(client, memberId ?? '', request),
  );
}

export async function fetchComparePlans(
  client: ApiClient,
  memberId: string,
  request: PlanRequest<ComparePlansRequest>,
) {
  return objectOf<NonNullable<ComparePlansResponse['strReturnObject']>>(
    await client.call(comparePlansEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** The comparison table with the member's own prices (compare-plans signed in). */
export function useComparePlans(
  memberId: string | null,
  request: PlanRequest<ComparePlansRequest>,
) {
  const client = useApiClient();
  return useSWR(
    memberId
      ? ([
          'comparePlans',
          memberId,
          request.strProgId,
          request.strPayYear ?? null,
          request.strCoverageTier ?? null,
        ] as const)
      : null,
    () => fetchComparePlans(client, memberId ?? '', request),
  );
}

export async function fetchComparePlanDetails(
  client: ApiClient,
  memberId: string,
  request: PlanRequest<ComparePlanDetailsRequest>,
) {
  return objectOf<NonNullable<ComparePlanDetailsResponse['strReturnObject']>>(
    await client.call(comparePlanDetailsEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** The member's plan beside another (select-plan in the modify-plan flow). */
export function useComparePlanDetails(
  memberId: string | null,
  request: PlanRequest<ComparePlanDetailsRequest> | null,
) {
  const client = useApiClient();
  return useSWR(
    memberId && request
      ? (['comparePlanDetails', memberId, request.strPlanId, request.strPayYear] as const)
      : null,
    () =>
      fetchComparePlanDetails(client, memberId ?? '', request ?? { strPlanId: '', strPayYear: '' }),
  );
}

export async function fetchCoverageDetails(
  client: ApiClient,
  memberId: string,
  request: PlanRequest<ViewCoverageDetailsRequest>,
) {
  return objectOf<NonNullable<ViewCoverageDetailsResponse['strReturnObject']>>(
    await client.call(viewCoverageDetailsEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** One plan with its highlights and its rates at every tier. */
export function useCoverageDetails(
  memberId: string | null,
  request: PlanRequest<ViewCoverageDetailsRequest> | null,
) {
  const client = useApiClient();
  return useSWR(
    memberId && request
      ? (['viewCoverageDetails', memberId, request.strPlanId, request.strPayYear ?? null] as const)
      : null,
    () => fetchCoverageDetails(client, memberId ?? '', request ?? { strPlanId: '' }),
  );
}
