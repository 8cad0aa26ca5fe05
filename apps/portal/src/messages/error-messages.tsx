import {
  type ErrorMessageKey,
  fillPlaceholders,
  formatMessage,
  type MessageParams,
} from '@portal/forms/catalogue';
import { use } from 'react';
import { ServedMessagesContext } from './served-messages.js';
// `{phone}` says this build's number (PORTAL_CUSTOMER_CARE_PHONE).
import '../settings/customer-care-phone.js';

export { ErrorMessagesProvider, errorMessagesAssetPath } from './served-messages.js';

/** `message(key, params)`: the served wording of a catalogue entry, placeholders filled. */
export function useErrorMessage() {
  const served = use(ServedMessagesContext);
  return (key: ErrorMessageKey, params?: MessageParams): string => {
    const text = served?.[key];
    return text === undefined ? formatMessage(key, params) : fillPlaceholders(text, params);
  };
}
