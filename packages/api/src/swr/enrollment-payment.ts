import type { ProgramId } from '@portal/forms/code-lists';
import useSWR, { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import type { BankVo } from '../contracts/enrollment-forms.js';
import {
  paymentMethodEndpoint,
  saveBankDetailsEndpoint,
  validateBankAccountEndpoint,
  validateRoutingNumberEndpoint,
} from '../contracts/enrollment-payment-contracts.js';
import { useApiClient } from './api-client-context.js';
import { bankAccountsKey } from './bank-accounts.js';
import { objectOf, outcomeOfCall } from './enrollment-outcome.js';

/*
 * 'How to pay' (issue 21): the payment methods offered (a read), the routing number and bank form
 * checks and saving a new bank (mutations resolving an EnrollmentOutcome). A saved bank
 * revalidates the bank list (`useBankAccounts`), where it then shows, masked.
 */

export async function fetchPaymentMethods(
  client: ApiClient,
  memberId: string,
  programId: ProgramId,
) {
  return objectOf(
    await client.call(paymentMethodEndpoint, { strMember_Id: memberId, strProgId: programId }),
  );
}

/** The payment methods the member may choose, their deduction first. */
export function usePaymentMethods(memberId: string | null, programId: ProgramId) {
  const client = useApiClient();
  return useSWR(memberId ? (['paymentMethod', memberId, programId] as const) : null, () =>
    fetchPaymentMethods(client, memberId ?? '', programId),
  );
}

export function checkRoutingNumber(client: ApiClient, memberId: string, routingNumber: string) {
  return outcomeOfCall(() =>
    client.call(validateRoutingNumberEndpoint, {
      strMember_Id: memberId,
      strAba_Rout_Nbr: routingNumber,
    }),
  );
}

/** `trigger(routingNumber)`; refused: `fieldErrors.routingNumber`. */
export function useCheckRoutingNumber(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['validateRoutingNumber', memberId] as const) : null,
    (_key, { arg }: { arg: string }) => checkRoutingNumber(client, memberId ?? '', arg),
  );
}

export function checkBankAccount(client: ApiClient, memberId: string, bank: BankVo) {
  return outcomeOfCall(() =>
    client.call(validateBankAccountEndpoint, { strMember_Id: memberId, objBank: bank }),
  );
}

/** The whole bank form on the service; refused: field errors by the bank form's names. */
export function useCheckBankAccount(memberId: string | null) {
  const client = useApiClient();
  return useSWRMutation(
    memberId ? (['validateBankAccount', memberId] as const) : null,
    (_key, { arg }: { arg: BankVo }) => checkBankAccount(client, memberId ?? '', arg),
  );
}

export function saveBank(client: ApiClient, memberId: string, bank: BankVo) {
  return outcomeOfCall(() =>
    client.call(saveBankDetailsEndpoint, { strMember_Id: memberId, objBank: bank }),
  );
}

/** Saves a new bank: ok `value.objBank` (masked), then the bank list is read again. */
export function useSaveBank(memberId: string | null) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    memberId ? (['saveBankDetails', memberId] as const) : null,
    async (_key, { arg }: { arg: BankVo }) => {
      const outcome = await saveBank(client, memberId ?? '', arg);
      if (outcome.kind === 'ok' && memberId) await mutate(bankAccountsKey(memberId));
      return outcome;
    },
  );
}
