import {
  type ApiClient,
  generate2FACodeEndpoint,
  type OneTimeCodeStatus,
  type ProfileCompletion,
  returnCodes,
  type SessionSettings,
  twoStepTokenMethods,
  type User,
  validate2FACodeEndpoint,
} from '@portal/api';
import type { PendingTwoStep } from '../../session/two-step-store.js';

export type ContactMethod = 'E' | 'S';

/** What a screen does when the service refuses, whatever the call. */
type Refusal =
  /** The pending sign-in is over (time, tries, a newer sign-in): log in again. */
  { kind: 'ended' } | { kind: 'locked' } | { kind: 'unavailable' };

export type SendOutcome =
  | { kind: 'sent'; method: ContactMethod; maskedContact: string; lifetimeSeconds: number }
  | { kind: 'tooMany' }
  | Refusal;

export type CheckOutcome =
  | {
      kind: 'signedIn';
      user: User;
      settings: SessionSettings | null;
      profileCompletion: ProfileCompletion | null;
      redirectURL: string;
    }
  | { kind: OneTimeCodeStatus }
  | Refusal;

function refusalOf(returnCode: number): Refusal {
  if (returnCode === returnCodes.notAuthenticated) return { kind: 'ended' };
  if (returnCode === returnCodes.accountLock) return { kind: 'locked' };
  return { kind: 'unavailable' };
}

/** Spec section 7 /fehbLogin/generate2FACode: a new code by the chosen method. */
export async function sendCode(
  client: ApiClient,
  pending: PendingTwoStep,
  method: ContactMethod,
): Promise<SendOutcome> {
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
    return { kind: 'unavailable' };
  }
}

/** Spec section 7 /fehbLogin/validate2FACode: the code the member typed. */
export async function checkCode(
  client: ApiClient,
  pending: PendingTwoStep,
  method: ContactMethod,
  code: string,
): Promise<CheckOutcome> {
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
        kind: 'signedIn',
        user: result.objuservo,
        settings: result.objSessionSettings ?? null,
        profileCompletion: result.objProfileCompletion ?? null,
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

/** The methods the member can get a code by, in the order offered (E first). */
export function availableMethods(pending: PendingTwoStep): ContactMethod[] {
  const methods: ContactMethod[] = [];
  if (pending.strMaskedEmail) methods.push('E');
  if (pending.strMaskedPhone) methods.push('S');
  return methods;
}

export function maskedContactOf(pending: PendingTwoStep, method: ContactMethod): string {
  return (method === 'E' ? pending.strMaskedEmail : pending.strMaskedPhone) ?? '';
}

/**
 * Spec section 8: a refused code's message, in the variant offering another method when the
 * member has one.
 */
export function refusalMessageKey(status: OneTimeCodeStatus, hasOtherMethod: boolean) {
  const base = {
    invalid: 'oneTimeCodeInvalid',
    expired: 'oneTimeCodeExpired',
    tooManyAttempts: 'oneTimeCodeRepeatedFailure',
  } as const satisfies Record<OneTimeCodeStatus, string>;
  return hasOtherMethod ? (`${base[status]}OtherMethod` as const) : base[status];
}
