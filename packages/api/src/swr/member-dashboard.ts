import type { ProgramId } from '@portal/forms/code-lists';
import useSWR from 'swr';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import {
  type CheckEnrollmentOptionsResponse,
  checkEnrollmentOptionsEndpoint,
  type FetchFutureUserEnrollmentResponse,
  type FetchUserPolicyDetailsResponse,
  fetchFutureUserEnrollmentEndpoint,
  fetchUserPolicyDetailsEndpoint,
  type MultiProgramDashboardResponse,
  multiProgramDashboardEndpoint,
  type ProgramDashboardResponse,
  programDashboardEndpoint,
} from '../contracts/dashboard-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/*
 * The member dashboard's data hooks (issue 20): the overview once, then one call per program
 * (`useProgramDashboard`), never one per panel. No request while memberId is null; a returnCode
 * other than 200 is the hook's error, an AnswerError.
 */

type Answer<T> = { returnCode: number; strReturnObject: T | null };

function objectOf<T>(answer: Answer<T>): T {
  if (answer.returnCode !== returnCodes.success || answer.strReturnObject === null) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

export async function fetchMultiProgramDashboard(client: ApiClient, memberId: string) {
  return objectOf<NonNullable<MultiProgramDashboardResponse['strReturnObject']>>(
    await client.call(multiProgramDashboardEndpoint, { strMember_Id: memberId }),
  );
}

/** The member's programs and the open-season banner (dtOSEndDate). */
export function useMultiProgramDashboard(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? (['multiProgramDashboard', memberId] as const) : null, () =>
    fetchMultiProgramDashboard(client, memberId ?? ''),
  );
}

export function programDashboardKey(memberId: string, programId: ProgramId) {
  return ['programDashboard', memberId, programId] as const;
}

export async function fetchProgramDashboard(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
) {
  return objectOf<NonNullable<ProgramDashboardResponse['strReturnObject']>>(
    await client.call(programDashboardEndpoint, { strMember_Id: memberId, strProgId: programId }),
  );
}

/** Everything one program's panel shows, this year and next. */
export function useProgramDashboard(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(memberId ? programDashboardKey(memberId, programId) : null, () =>
    fetchProgramDashboard(client, memberId ?? '', programId),
  );
}

export async function fetchPolicyDetails(
  client: ApiClient,
  memberId: string,
  enrollmentId: string,
) {
  return objectOf<NonNullable<FetchUserPolicyDetailsResponse['strReturnObject']>>(
    await client.call(fetchUserPolicyDetailsEndpoint, {
      strMember_Id: memberId,
      strEnrollmentId: enrollmentId,
    }),
  );
}

export function usePolicyDetails(memberId: string | null, enrollmentId: string | null) {
  const client = useApiClient();
  return useSWR(
    memberId && enrollmentId ? (['fetchUserPolicyDetails', memberId, enrollmentId] as const) : null,
    () => fetchPolicyDetails(client, memberId ?? '', enrollmentId ?? ''),
  );
}

export async function fetchFutureEnrollment(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
) {
  return objectOf<NonNullable<FetchFutureUserEnrollmentResponse['strReturnObject']>>(
    await client.call(fetchFutureUserEnrollmentEndpoint, {
      strMember_Id: memberId,
      strProgId: programId,
    }),
  );
}

export function useFutureEnrollment(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(
    memberId ? (['fetchFutureUserEnrollment', memberId, programId] as const) : null,
    () => fetchFutureEnrollment(client, memberId ?? '', programId),
  );
}

export async function fetchEnrollmentOptions(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
) {
  return objectOf<NonNullable<CheckEnrollmentOptionsResponse['strReturnObject']>>(
    await client.call(checkEnrollmentOptionsEndpoint, {
      strMember_Id: memberId,
      strProgId: programId,
    }),
  );
}

/** Whether and how the member can enroll in a program online now. */
export function useEnrollmentOptions(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(memberId ? (['checkEnrollmentOptions', memberId, programId] as const) : null, () =>
    fetchEnrollmentOptions(client, memberId ?? '', programId),
  );
}
