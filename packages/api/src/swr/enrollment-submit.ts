import type { ProgramId } from '@portal/forms/code-lists';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  fetchEnrollmentConfirmationEndpoint,
  submitUserEnrollmentEndpoint,
} from '../contracts/enrollment-submit-contracts.js';
import { useApiClient } from './api-client-context.js';
import { enrollmentDraftKey } from './enrollment-draft.js';
import { objectOf, outcomeOfCall } from './enrollment-outcome.js';

/*
 * Submitting and the confirmation (issue 21). The submit is idempotent in its contract: one
 * `trigger()` is one attempt with one Idempotency-Key, and the service answers a second tab's
 * submit of the same draft with the same confirmation. After a submit the draft and the
 * dashboard are read again.
 */

export function submitEnrollment(client: ApiClient, memberId: string, programId: ProgramId) {
  return outcomeOfCall(() =>
    client.call(submitUserEnrollmentEndpoint, { strMember_Id: memberId, strProgId: programId }),
  );
}

/**
 * `trigger()` resolves ok (`value.objConfirmation`), refused (`value.strStep`: the step to go
 * back to, field errors, message), dualEnrollment, notFound (no draft) or unavailable.
 */
export function useSubmitEnrollment(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    memberId ? (['submitUserEnrollment', memberId, programId] as const) : null,
    async () => {
      const outcome = await submitEnrollment(client, memberId ?? '', programId);
      if (outcome.kind === 'ok' && memberId) {
        await mutate(enrollmentDraftKey(memberId, programId), null, { revalidate: false });
        await mutate(
          (key) =>
            Array.isArray(key) &&
            (key[0] === 'programDashboard' || key[0] === 'multiProgramDashboard') &&
            key[1] === memberId,
        );
      }
      return outcome;
    },
  );
}

export async function fetchEnrollmentConfirmation(
  client: ApiClient,
  memberId: string,
  enrollmentId: string,
) {
  return objectOf(
    await client.call(fetchEnrollmentConfirmationEndpoint, {
      strMember_Id: memberId,
      strEnrollmentId: enrollmentId,
    }),
  ).objConfirmation;
}

/** The confirmation of one of the member's enrollments (after a reload of the page). */
export function useEnrollmentConfirmation(memberId: string | null, enrollmentId: string | null) {
  const client = useApiClient();
  return useSWR(
    memberId && enrollmentId
      ? (['fetchEnrollmentConfirmation', memberId, enrollmentId] as const)
      : null,
    () => fetchEnrollmentConfirmation(client, memberId ?? '', enrollmentId ?? ''),
  );
}
