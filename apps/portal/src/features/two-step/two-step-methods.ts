import type { OneTimeCodeStatus } from '@portal/api/sign-in';
import type { TwoStepContactMethod } from '@portal/api/swr';
import type { PendingTwoStep } from '../../session/two-step-store.js';

/** Where a code can go: E email, S text message (the calls are in `@portal/api/swr`'s two-step). */
export type ContactMethod = TwoStepContactMethod;

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
