import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import type { ContactMethodCode } from '../contracts/reauthentication-contracts.js';
import {
  reauthenticateEndpoint,
  sendReauthenticationCodeEndpoint,
} from '../contracts/reauthentication-contracts.js';
import { useApiClient } from './api-client-context.js';
import { userProfileKey } from './my-profile.js';

/*
 * "Confirm it's you" (issue 22): the password or a one-time code opens a 15-minute window in which
 * emails, phones, addresses and the two-step settings may be changed. Neither call throws.
 */

export type ReauthCodeOutcome =
  | { kind: 'sent'; maskedContact: string; lifetimeSeconds: number }
  /** The method cannot be used (no mobile phone; the address is flagged invalid). */
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  | { kind: 'tooManyRequests' }
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

export async function sendReauthenticationCode(
  client: ApiClient,
  memberId: string,
  method: ContactMethodCode,
): Promise<ReauthCodeOutcome> {
  try {
    const answer = await client.call(sendReauthenticationCodeEndpoint, {
      strMember_Id: memberId,
      str2FAPref: method,
    });
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success && result?.strMaskedContact) {
      return {
        kind: 'sent',
        maskedContact: result.strMaskedContact,
        lifetimeSeconds: result.lnCodeLifetimeSeconds ?? 0,
      };
    }
    if (answer.returnCode === returnCodes.badRequest && result?.objFieldErrors) {
      return { kind: 'invalid', fieldErrors: result.objFieldErrors };
    }
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooManyRequests' };
    if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

export type ReauthenticateInput = { password: string } | { code: string };

export type ReauthenticateOutcome =
  | { kind: 'confirmed'; until: string | null }
  /** The password is wrong: `{ password: 'currentPasswordIncorrect' }`. */
  | { kind: 'invalid'; fieldErrors: Record<string, string> }
  /** The code was refused (spec section 8's one-time code messages). */
  | { kind: 'codeRefused'; status: 'invalid' | 'expired' | 'tooManyAttempts' }
  | { kind: 'tooManyRequests' }
  /** The session ended (401; also after too many wrong passwords): sign in again. */
  | { kind: 'signedOut' }
  | { kind: 'unavailable' };

export async function reauthenticate(
  client: ApiClient,
  memberId: string,
  input: ReauthenticateInput,
): Promise<ReauthenticateOutcome> {
  try {
    const answer = await client.call(
      reauthenticateEndpoint,
      'password' in input
        ? { strMember_Id: memberId, strPassword: input.password }
        : { strMember_Id: memberId, verify2FA: input.code },
    );
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success) {
      return { kind: 'confirmed', until: result?.dtReauthenticatedUntil ?? null };
    }
    if (answer.returnCode === returnCodes.badRequest && result?.strCodeStatus) {
      return { kind: 'codeRefused', status: result.strCodeStatus };
    }
    if (answer.returnCode === returnCodes.badRequest && result?.objFieldErrors) {
      return { kind: 'invalid', fieldErrors: result.objFieldErrors };
    }
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooManyRequests' };
    if (answer.returnCode === returnCodes.notAuthenticated) return { kind: 'signedOut' };
    return { kind: 'unavailable' };
  } catch {
    return { kind: 'unavailable' };
  }
}

export function sendReauthenticationCodeKey(memberId: string) {
  return ['sendReauthenticationCode', memberId] as const;
}
export function reauthenticateKey(memberId: string) {
  return ['reauthenticate', memberId] as const;
}

/** Sends a one-time code by E or S; `trigger(method)` never throws. */
export function useSendReauthenticationCode(memberId: string) {
  const client = useApiClient();
  return useSWRMutation(
    sendReauthenticationCodeKey(memberId),
    (_key, { arg: method }: { arg: ContactMethodCode }) =>
      sendReauthenticationCode(client, memberId, method),
  );
}

/**
 * Confirms with the password or a code; the profile (which says until when) is read again once
 * confirmed. `trigger(input)` never throws; send the change again after `confirmed`.
 */
export function useReauthenticate(memberId: string) {
  const client = useApiClient();
  const { mutate } = useSWRConfig();
  return useSWRMutation(
    reauthenticateKey(memberId),
    async (_key, { arg }: { arg: ReauthenticateInput }) => {
      const outcome = await reauthenticate(client, memberId, arg);
      if (outcome.kind === 'confirmed') void mutate(userProfileKey(memberId));
      return outcome;
    },
  );
}
