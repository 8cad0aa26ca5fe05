import type { ProgramId } from '@portal/forms/code-lists';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import {
  discardEnrollmentDraftEndpoint,
  type EnrollmentDraft,
  fetchEnrollmentAgreementsEndpoint,
  fetchEnrollmentDraftEndpoint,
  type SaveEnrollmentDraftRequest,
  saveEnrollmentDraftEndpoint,
} from '../contracts/enrollment-draft-contracts.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';
import { objectOf, outcomeOfCall } from './enrollment-outcome.js';

/*
 * The enrollment draft (issue 21): read once when the flow opens (null: none, start at REASON),
 * saved by every step's Continue, discarded by 'Start again'. The key holds the member and the
 * program; a save revalidates it.
 */

export function enrollmentDraftKey(memberId: string, programId: ProgramId) {
  return ['fetchEnrollmentDraft', memberId, programId] as const;
}

export async function fetchEnrollmentDraft(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
): Promise<EnrollmentDraft | null> {
  const answer = await client.call(fetchEnrollmentDraftEndpoint, {
    strMember_Id: memberId,
    strProgId: programId,
  });
  if (answer.returnCode === returnCodes.notFound) return null;
  if (answer.returnCode !== returnCodes.success || !answer.strReturnObject) {
    throw new AnswerError(answer.returnCode);
  }
  return answer.strReturnObject;
}

/** The member's draft for the program, or null. No request while memberId is null. */
export function useEnrollmentDraft(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(
    memberId ? enrollmentDraftKey(memberId, programId) : null,
    () => fetchEnrollmentDraft(client, memberId ?? '', programId),
    { revalidateOnFocus: false },
  );
}

export function saveEnrollmentStep(client: ApiClient, request: SaveEnrollmentDraftRequest) {
  return outcomeOfCall(() => client.call(saveEnrollmentDraftEndpoint, request));
}

/**
 * Saves one step; `trigger(request)` resolves an EnrollmentOutcome (ok: `value.strNextStep`) and
 * never throws. The draft's key is revalidated after a save.
 */
export function useSaveEnrollmentStep(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? enrollmentDraftKey(memberId, programId) : null,
    (_key, { arg }: { arg: SaveEnrollmentDraftRequest }) => saveEnrollmentStep(client, arg),
    { populateCache: false, revalidate: true },
  );
}

/** 'Start again': resolves true when the service answered. */
export async function discardEnrollmentDraft(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
): Promise<boolean> {
  try {
    const answer = await client.call(discardEnrollmentDraftEndpoint, {
      strMember_Id: memberId,
      strProgId: programId,
    });
    return answer.returnCode === returnCodes.success;
  } catch {
    return false;
  }
}

export function useDiscardEnrollmentDraft(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? enrollmentDraftKey(memberId, programId) : null,
    () => discardEnrollmentDraft(client, memberId ?? '', programId),
    { populateCache: false, revalidate: true },
  );
}

export async function fetchEnrollmentAgreements(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
) {
  return objectOf(
    await client.call(fetchEnrollmentAgreementsEndpoint, {
      strMember_Id: memberId,
      strProgId: programId,
    }),
  ).liAgreements;
}

/**
 * The agreements the draft needs (with automatic bank withdrawal, three), each with its version.
 * `paymentType` is part of the key so a change of payment method reads them again.
 */
export function useEnrollmentAgreements(
  memberId: string | null,
  programId: ProgramId,
  paymentType: string | null,
) {
  const client = useApiClient();
  return useSWR(
    memberId ? (['fetchEnrollmentAgreements', memberId, programId, paymentType] as const) : null,
    () => fetchEnrollmentAgreements(client, memberId ?? '', programId),
  );
}
