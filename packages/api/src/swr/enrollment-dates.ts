import type { ProgramId } from '@portal/forms/code-lists';
import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  type CalculateEffectiveDatesRequest,
  calculateEffectiveDatesEndpoint,
  type FetchBaseCoverageDateRequest,
  fetchBaseCoverageDateEndpoint,
  seasonSearchFlgsEndpoint,
  type ValidateCoverageDateRequest,
  type ValidateNewHireDatesRequest,
  validateCoverageDateEndpoint,
  validateNewHireDatesEndpoint,
} from '../contracts/enrollment-date-contracts.js';
import { useApiClient } from './api-client-context.js';
import { objectOf, outcomeOfCall } from './enrollment-outcome.js';

/*
 * 'Why and when' (issue 21). The season flags are a plain read (an AnswerError on refusal); the
 * effective and base dates may be refused by a rule ('No pay periods remain for current plan
 * year.'), so their data is an EnrollmentOutcome the screen shows; the hire-date and coverage-date
 * checks are mutations resolving an EnrollmentOutcome.
 */

type Own<R> = Omit<R, 'strMember_Id'>;

export async function fetchSeasonFlags(client: ApiClient, memberId: string, programId: ProgramId) {
  return objectOf(
    await client.call(seasonSearchFlgsEndpoint, { strMember_Id: memberId, strProgId: programId }),
  );
}

/** Open season: whether it runs, for which year, and whether the member may enroll in it. */
export function useSeasonFlags(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(memberId ? (['seasonSearchFlgs', memberId, programId] as const) : null, () =>
    fetchSeasonFlags(client, memberId ?? '', programId),
  );
}

export function checkNewHireDates(
  client: ApiClient,
  memberId: string,
  request: Own<ValidateNewHireDatesRequest>,
) {
  return outcomeOfCall(() =>
    client.call(validateNewHireDatesEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/**
 * The hire date's windows: `trigger({ strProgId, dtHireDate? })` (none: the one on file).
 * Refused: `fieldErrors.hireDate` is 'dateOutsideEnrollmentWindow' or 'hireDateInFuture'.
 */
export function useCheckNewHireDates(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['validateNewHireDates', memberId] as const) : null,
    (_key, { arg }: { arg: Own<ValidateNewHireDatesRequest> }) =>
      checkNewHireDates(client, memberId ?? '', arg),
  );
}

export function effectiveDatesKey(memberId: string, request: Own<CalculateEffectiveDatesRequest>) {
  return [
    'calculateEffectiveDates',
    memberId,
    request.strProgId,
    request.strEnrlType,
    request.strPayYear ?? null,
    request.dtHireDate ?? null,
  ] as const;
}

export function calculateEffectiveDates(
  client: ApiClient,
  memberId: string,
  request: Own<CalculateEffectiveDatesRequest>,
) {
  return outcomeOfCall(() =>
    client.call(calculateEffectiveDatesEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** When coverage starts for a reason; data is an EnrollmentOutcome. No request without both. */
export function useEffectiveDates(
  memberId: string | null,
  request: Own<CalculateEffectiveDatesRequest> | null,
) {
  const client = useApiClient();
  return useSWR(memberId && request ? effectiveDatesKey(memberId, request) : null, () =>
    calculateEffectiveDates(
      client,
      memberId ?? '',
      request ?? { strProgId: 'LAW', strEnrlType: 'newHire' },
    ),
  );
}

export function fetchBaseCoverageDate(
  client: ApiClient,
  memberId: string,
  request: Own<FetchBaseCoverageDateRequest>,
) {
  return outcomeOfCall(() =>
    client.call(fetchBaseCoverageDateEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** The earliest and latest coverage dates for a reason; data is an EnrollmentOutcome. */
export function useBaseCoverageDate(
  memberId: string | null,
  request: Own<FetchBaseCoverageDateRequest> | null,
) {
  const client = useApiClient();
  return useSWR(
    memberId && request
      ? (['fetchBaseCoverageDate', memberId, request.strProgId, request.strEnrlType] as const)
      : null,
    () =>
      fetchBaseCoverageDate(
        client,
        memberId ?? '',
        request ?? { strProgId: 'LAW', strEnrlType: 'newHire' },
      ),
  );
}

export function checkCoverageDate(
  client: ApiClient,
  memberId: string,
  request: Own<ValidateCoverageDateRequest>,
) {
  return outcomeOfCall(() =>
    client.call(validateCoverageDateEndpoint, { strMember_Id: memberId, ...request }),
  );
}

/** Checks a chosen coverage date; refused: `fieldErrors.effectiveDate`. */
export function useCheckCoverageDate(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['validateCoverageDate', memberId] as const) : null,
    (_key, { arg }: { arg: Own<ValidateCoverageDateRequest> }) =>
      checkCoverageDate(client, memberId ?? '', arg),
  );
}
