import useSWR from 'swr';
import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import {
  linkStatuses,
  type ValidateTokenRequest,
  type ValidateTokenResponse,
  validateTokenEndpoint,
} from '../contracts/account-recovery-contracts.js';
import { returnCodes } from '../contracts/codes.js';
import {
  type EditPortalSecurityCredentialsRequest,
  editPortalSecurityCredentialsEndpoint,
} from '../contracts/security-credentials-contract.js';
import { AnswerError } from './answer-error.js';
import { useApiClient } from './api-client-context.js';

/** A temporary-password link's check (spec section 7: /fehbLogin/validateToken). */
export function resetLinkKey(link: ValidateTokenRequest) {
  return ['validateToken', link.token_Id, link.method] as const;
}

export type ValidResetLink = NonNullable<ValidateTokenResponse['strReturnObject']>;

/** A link that can be used (with whom it is for), or one that cannot: never sent, or expired. */
export type ResetLinkCheck =
  | { kind: 'valid'; details: ValidResetLink }
  | { kind: 'notFound' }
  | { kind: 'expired' };

/** Any other answer throws an `AnswerError`: the service could not tell. */
export async function checkResetLink(
  client: ApiClient,
  link: ValidateTokenRequest,
): Promise<ResetLinkCheck> {
  const answer = await client.call(validateTokenEndpoint, link);
  const result = answer.strReturnObject;
  if (answer.returnCode === returnCodes.success && result)
    return { kind: 'valid', details: result };
  if (result?.strLinkStatus === linkStatuses.expired) return { kind: 'expired' };
  if (
    answer.returnCode === returnCodes.notFound ||
    answer.returnCode === returnCodes.invalidRequest
  ) {
    return { kind: 'notFound' };
  }
  throw new AnswerError(answer.returnCode);
}

/**
 * The link of the address, checked once per visit: no request while it is null (malformed), and
 * none again on focus or reconnect, which could turn the form the member is filling in into
 * 'expired' under their hands. A failure is SWR's `error`, not retried (the page says so).
 */
export function useResetLink(link: ValidateTokenRequest | null) {
  const client = useApiClient();
  return useSWR(
    link ? resetLinkKey(link) : null,
    ([, token_Id, method]) => checkResetLink(client, { token_Id, method }),
    {
      revalidateOnFocus: false,
      revalidateOnReconnect: false,
      shouldRetryOnError: false,
    },
  );
}

/** The reset by link: a new password, and the security questions when the member has none. */
export type LinkPasswordResetRequest = Extract<
  EditPortalSecurityCredentialsRequest,
  { token_Id: string }
>;

/**
 * What became of a reset: saved, the link gone meanwhile (expired or not found), refused with
 * field error keys (catalogue keys by form field name), or the service unavailable.
 */
export type LinkPasswordResetOutcome =
  | { kind: 'saved' }
  | { kind: 'expired' }
  | { kind: 'notFound' }
  | { kind: 'refused'; fieldErrors: Record<string, string> }
  | { kind: 'unavailable' };

export async function resetPasswordByLink(
  client: ApiClient,
  request: LinkPasswordResetRequest,
): Promise<LinkPasswordResetOutcome> {
  try {
    const answer = await client.call(editPortalSecurityCredentialsEndpoint, request);
    const result = answer.strReturnObject;
    if (answer.returnCode === returnCodes.success) return { kind: 'saved' };
    if (result?.strLinkStatus === linkStatuses.expired) return { kind: 'expired' };
    if (result?.strLinkStatus === linkStatuses.notFound) return { kind: 'notFound' };
    if (result?.objFieldErrors) return { kind: 'refused', fieldErrors: result.objFieldErrors };
    return { kind: 'unavailable' };
  } catch {
    // No envelope at all (network, the client's timeout after its retries).
    return { kind: 'unavailable' };
  }
}

/**
 * Resets the password by link; `trigger(request)` resolves to the outcome and never throws. Its
 * own key, not the link's: checking a used link again would show 'expired' while the page moves on.
 */
export function useResetPasswordByLink() {
  const client = useApiClient();
  return useSWRMutation(
    'editPortalSecurityCredentials',
    (_key, { arg }: { arg: LinkPasswordResetRequest }) => resetPasswordByLink(client, arg),
  );
}
