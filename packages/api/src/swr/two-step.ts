import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import {
  generate2FACodeEndpoint,
  type OneTimeCodeStatus,
  twoStepTokenMethods,
  validate2FACodeEndpoint,
} from '../contracts/two-step-contracts.js';
import { useApiClient } from './api-client-context.js';
import { type SignedInOutcome, signedInOutcome } from './signed-in-outcome.js';

/** The two-step calls of a pending sign-in (spec section 7: generate2FACode, validate2FACode). */
export const sendTwoStepCodeKey = 'generate2FACode';
export const checkTwoStepCodeKey = 'validate2FACode';

export type TwoStepContactMethod = 'E' | 'S';

/** What the calls need of the pending sign-in that login started (the portal keeps the rest). */
export type TwoStepSignIn = { strMember_Id: string; redirectURL: string };

/** What a screen does when the service refuses, whatever the call. */
export type TwoStepRefusal =
  /** The pending sign-in is over (time, tries, a newer sign-in): log in again. */
  { kind: 'ended' } | { kind: 'locked' } | { kind: 'unavailable' };

export type TwoStepSendOutcome =
  | { kind: 'sent'; method: TwoStepContactMethod; maskedContact: string; lifetimeSeconds: number }
  | { kind: 'tooMany' }
  | TwoStepRefusal;

export type TwoStepCheckOutcome =
  | (SignedInOutcome & { redirectURL: string })
  | { kind: OneTimeCodeStatus }
  | TwoStepRefusal;

function refusalOf(returnCode: number): TwoStepRefusal {
  if (returnCode === returnCodes.notAuthenticated) return { kind: 'ended' };
  if (returnCode === returnCodes.accountLock) return { kind: 'locked' };
  return { kind: 'unavailable' };
}

/** A new code by the chosen method. */
export async function sendTwoStepCode(
  client: ApiClient,
  pending: TwoStepSignIn,
  method: TwoStepContactMethod,
): Promise<TwoStepSendOutcome> {
  try {
    const answer = await client.call(generate2FACodeEndpoint, {
      strMember_Id: pending.strMember_Id,
      strTokenMethod: twoStepTokenMethods.login,
      str2FAPref: method,
    });
    const sent = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && sent) {
      return {
        kind: 'sent',
        method: sent.str2FAPref,
        maskedContact: sent.strMaskedContact,
        lifetimeSeconds: sent.lnCodeLifetimeSeconds,
      };
    }
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooMany' };
    return refusalOf(answer.returnCode);
  } catch {
    // No envelope at all (network, the client's timeout after its retries).
    return { kind: 'unavailable' };
  }
}

/** The code the member typed. */
export async function checkTwoStepCode(
  client: ApiClient,
  pending: TwoStepSignIn,
  method: TwoStepContactMethod,
  code: string,
): Promise<TwoStepCheckOutcome> {
  try {
    const answer = await client.call(validate2FACodeEndpoint, {
      strMember_Id: pending.strMember_Id,
      strTokenMethod: twoStepTokenMethods.login,
      str2FAPref: method,
      verify2FA: code,
      redirectURL: pending.redirectURL,
    });
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && result?.objuservo) {
      return {
        ...signedInOutcome(result.objuservo, result, answer.forwardCode),
        redirectURL: result.redirectURL ?? pending.redirectURL,
      };
    }
    if (answer.returnCode === returnCodes.badRequest && result?.strCodeStatus) {
      return { kind: result.strCodeStatus };
    }
    return refusalOf(answer.returnCode);
  } catch {
    return { kind: 'unavailable' };
  }
}

/** Sends a code; `trigger({ pending, method })` resolves to its outcome and never throws. */
export function useSendTwoStepCode() {
  const client = useApiClient();
  return useSWRMutation(
    sendTwoStepCodeKey,
    (_key, { arg }: { arg: { pending: TwoStepSignIn; method: TwoStepContactMethod } }) =>
      sendTwoStepCode(client, arg.pending, arg.method),
  );
}

/** Checks a code; `trigger({ pending, method, code })` resolves to its outcome and never throws. */
export function useCheckTwoStepCode() {
  const client = useApiClient();
  return useSWRMutation(
    checkTwoStepCodeKey,
    (
      _key,
      { arg }: { arg: { pending: TwoStepSignIn; method: TwoStepContactMethod; code: string } },
    ) => checkTwoStepCode(client, arg.pending, arg.method, arg.code),
  );
}
