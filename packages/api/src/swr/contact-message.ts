import useSWRMutation from 'swr/mutation';
import type { ApiClient } from '../client/api-client.js';
import { returnCodes } from '../contracts/codes.js';
import type { ContactUsRequest } from '../contracts/contact-contract.js';
import { portalContactUsSendMailEndpoint } from '../contracts/contact-contract.js';
import { useApiClient } from './api-client-context.js';

/** The contact-us call (spec section 7: /tools/portalContactUsSendMail). */
export const contactMessageKey = 'portalContactUsSendMail';

/** What became of a message: sent (with its reference), too many from here, or not sent. */
export type ContactMessageOutcome =
  | { kind: 'sent'; reference: string }
  | { kind: 'tooManyRequests' }
  | { kind: 'unavailable' };

export async function sendContactMessage(
  client: ApiClient,
  message: ContactUsRequest,
): Promise<ContactMessageOutcome> {
  try {
    const answer = await client.call(portalContactUsSendMailEndpoint, message);
    const reference = answer.strReturnObject?.strReference;
    if (answer.returnCode === returnCodes.success && reference) return { kind: 'sent', reference };
    if (answer.returnCode === returnCodes.tooManyRequests) return { kind: 'tooManyRequests' };
    return { kind: 'unavailable' };
  } catch {
    // No envelope at all (network, timeout after the retries): the member can only try later.
    return { kind: 'unavailable' };
  }
}

/** Sends a contact-us message; `trigger(message)` resolves to its outcome. */
export function useSendContactMessage() {
  const client = useApiClient();
  return useSWRMutation(contactMessageKey, (_key, { arg }: { arg: ContactUsRequest }) =>
    sendContactMessage(client, arg),
  );
}
