import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import type { Bank } from '../contracts/bank-contracts.js';
import {
  bankStatusCodes,
  fetchUserBankDetailsEndpoint,
  updateUserBankDetailsEndpoint,
} from '../contracts/bank-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** The member's bank list (spec section 7: /fetchUserBankDetails). */
export function bankAccountsKey(memberId: string) {
  return ['fetchUserBankDetails', memberId] as const;
}

export async function fetchBankAccounts(
  client: ApiClient,
  memberId: string,
  effectiveDate: string | null,
): Promise<Bank[]> {
  const answer = await client.call(fetchUserBankDetailsEndpoint, {
    strMember_Id: memberId,
    dtEffDate: effectiveDate,
  });
  if (answer.returnCode !== returnCodes.success) throw new AnswerError(answer.returnCode);
  return answer.strReturnObject ?? [];
}

/**
 * The signed-in member's banks. `effectiveDate` is the current-year enrollment effective date,
 * the confirmation effective date, or null (spec section 7). No request while memberId is null.
 */
export function useBankAccounts(memberId: string | null, effectiveDate: string | null = null) {
  const client = useApiClient();
  return useSWR(memberId ? bankAccountsKey(memberId) : null, () =>
    fetchBankAccounts(client, memberId ?? '', effectiveDate),
  );
}

/** The outcome of a delete: done, refused by a rule (with its message), or failed. */
export type DeleteBankOutcome =
  | { kind: 'deleted' }
  | { kind: 'refused'; message: string | null }
  | { kind: 'failed'; returnCode: number };

export async function deleteBankAccount(client: ApiClient, bank: Bank): Promise<DeleteBankOutcome> {
  // Spec section 4: deleting sends the selected bank's fields with the status code I.
  const answer = await client.call(updateUserBankDetailsEndpoint, {
    ...bank,
    strStatus_CD: bankStatusCodes.deleted,
  });
  if (answer.returnCode === returnCodes.success) return { kind: 'deleted' };
  if (answer.returnCode === returnCodes.badRequest) {
    return { kind: 'refused', message: answer.strReturnObject?.strMessage ?? null };
  }
  return { kind: 'failed', returnCode: answer.returnCode };
}

/**
 * Deletes one of the member's banks; the bank list is fetched again once the call has answered
 * (spec section 4: success is followed by a refetch of the bank list).
 */
export function useDeleteBankAccount(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(bankAccountsKey(memberId), (_key, { arg: bank }: { arg: Bank }) =>
    deleteBankAccount(client, bank),
  );
}
