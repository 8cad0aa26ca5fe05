import type { ProgramId } from '@portal/forms/code-lists';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type CheckDualEnrollmentForProgramRequest,
  checkDualEnrollmentForProgramEndpoint,
  fetchProgramDependentEndpoint,
  fetchUserDependentEndpoint,
  type SaveDependentDetailsRequest,
  saveDependentDetailsEndpoint,
  type ValidateDependentDetailsRequest,
  validateDependentDetailsEndpoint,
  validateFEHBDependentInfoEndpoint,
} from '../contracts/enrollment-family-contracts.js';
import { useApiClient } from './api-client-context.js';
import { type EnrollmentOutcome, objectOf, outcomeOfCall } from './enrollment-outcome.js';

/*
 * 'Who is covered' (issue 21; the life-events issue reuses these): the family on file and as the
 * program sees it on the effective date (reads), checking and adding a family member, and the
 * dual-enrollment check (mutations resolving an EnrollmentOutcome). Adding a family member
 * revalidates both family reads.
 */

type Own<R> = Omit<R, 'strMember_Id'>;

export function userDependentsKey(memberId: string) {
  return ['fetchUserDependent', memberId] as const;
}

export async function fetchUserDependents(client: ApiClient, memberId: string) {
  return objectOf(await client.call(fetchUserDependentEndpoint, { strMember_Id: memberId }))
    .liDependents;
}

/** The member's family on file. */
export function useUserDependents(memberId: string | null) {
  const client = useApiClient();
  return useSWR(memberId ? userDependentsKey(memberId) : null, () =>
    fetchUserDependents(client, memberId ?? ''),
  );
}

export function programDependentsKey(
  memberId: string,
  programId: ProgramId,
  effectiveDate: string | null,
) {
  return ['fetchProgramDependent', memberId, programId, effectiveDate] as const;
}

export async function fetchProgramDependents(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
  effectiveDate: string | null,
) {
  return objectOf(
    await client.call(fetchProgramDependentEndpoint, {
      strMember_Id: memberId,
      strProgId: programId,
      dtEffDate: effectiveDate,
    }),
  );
}

/** The family for the program on the effective date: who can be covered, and why not. */
export function useProgramDependents(
  memberId: string | null,
  programId: ProgramId,
  effectiveDate: string | null,
) {
  const client = useApiClient();
  return useSWR(memberId ? programDependentsKey(memberId, programId, effectiveDate) : null, () =>
    fetchProgramDependents(client, memberId ?? '', programId, effectiveDate),
  );
}

/**
 * Both checks of a family member the member typed: their own rules (validateFEHBDependentInfo),
 * then against the file and other members' plans (validateDependentDetails). The first refusal is
 * the outcome.
 */
export async function checkDependent(
  client: ApiClient,
  memberId: string,
  request: Own<ValidateDependentDetailsRequest>,
): Promise<EnrollmentOutcome<{ objFieldErrors?: Record<string, string>; strMessage?: string }>> {
  const own = await outcomeOfCall(() =>
    client.call(validateFEHBDependentInfoEndpoint, {
      strMember_Id: memberId,
      strProgId: request.strProgId,
      objDependent: request.objDependent,
    }),
  );
  if (own.kind !== 'ok') return own;
  return outcomeOfCall(() =>
    client.call(validateDependentDetailsEndpoint, { strMember_Id: memberId, ...request }),
  );
}

export function useCheckDependent(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['validateDependentDetails', memberId] as const) : null,
    (_key, { arg }: { arg: Own<ValidateDependentDetailsRequest> }) =>
      checkDependent(client, memberId ?? '', arg),
  );
}

export function saveDependent(
  client: ApiClient,
  memberId: string,
  request: Own<SaveDependentDetailsRequest>,
) {
  return outcomeOfCall(() =>
    client.call(saveDependentDetailsEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/**
 * Adds a family member: ok `value.objDependent`; refused with the dependant form's field errors;
 * dualEnrollment. Both family reads are revalidated after a save.
 */
export function useSaveDependent(memberId: string | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    memberId ? userDependentsKey(memberId) : null,
    async (_key, { arg }: { arg: Own<SaveDependentDetailsRequest> }) => {
      const outcome = await saveDependent(client, memberId ?? '', arg);
      if (outcome.kind === 'ok') {
        await mutate(
          (key) => Array.isArray(key) && key[0] === 'fetchProgramDependent' && key[1] === memberId,
        );
      }
      return outcome;
    },
    { populateCache: false, revalidate: true },
  );
}

export function checkDualEnrollment(
  client: ApiClient,
  memberId: string,
  request: Own<CheckDualEnrollmentForProgramRequest>,
) {
  return outcomeOfCall(() =>
    client.call(checkDualEnrollmentForProgramEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** ok: nobody is covered elsewhere; dualEnrollment: `value.liDualEnrolled` and the message. */
export function useCheckDualEnrollment(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['checkDualEnrollmentForProgram', memberId] as const) : null,
    (_key, { arg }: { arg: Own<CheckDualEnrollmentForProgramRequest> }) =>
      checkDualEnrollment(client, memberId ?? '', arg),
  );
}
