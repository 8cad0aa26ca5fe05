import {
  type ErrorMessageKey,
  fillPlaceholders,
  formatMessage,
  type MessageParams,
} from '@portal/forms';
import { createContext, type ReactNode, use } from 'react';
import useSWR from 'swr';

/** Spec section 7: the message catalogue is read from this asset, as text. */
export const errorMessagesAssetPath = '/assets/error-messages/errormsg.json';

type ServedMessages = Readonly<Record<string, string>>;

async function fetchServedMessages(path: string): Promise<ServedMessages> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return JSON.parse(await response.text()) as ServedMessages;
}

const ServedMessagesContext = createContext<ServedMessages | undefined>(undefined);

/**
 * Loads the served catalogue once. Until it arrives, or if it cannot be read, the catalogue built
 * into the app (the same @portal/forms source) answers, so a message is never missing.
 */
export function ErrorMessagesProvider({ children }: { children: ReactNode }) {
  const { data } = useSWR(errorMessagesAssetPath, fetchServedMessages, {
    revalidateOnFocus: false,
    revalidateOnReconnect: false,
  });
  return <ServedMessagesContext value={data}>{children}</ServedMessagesContext>;
}

/** `message(key, params)`: the served wording of a catalogue entry, placeholders filled. */
export function useErrorMessage() {
  const served = use(ServedMessagesContext);
  return (key: ErrorMessageKey, params?: MessageParams): string => {
    const text = served?.[key];
    return text === undefined ? formatMessage(key, params) : fillPlaceholders(text, params);
  };
}
