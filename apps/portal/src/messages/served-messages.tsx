import { createContext, type ReactNode, useEffect, useState } from 'react';

/** Spec section 7: the message catalogue is read from this asset, as text. */
export const errorMessagesAssetPath = '/assets/error-messages/errormsg.json';

export type ServedMessages = Readonly<Record<string, string>>;

async function fetchServedMessages(path: string): Promise<ServedMessages> {
  const response = await fetch(path, { headers: { Accept: 'application/json' } });
  if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
  return JSON.parse(await response.text()) as ServedMessages;
}

export const ServedMessagesContext = createContext<ServedMessages | undefined>(undefined);

/**
 * Loads the served catalogue once per page load, after the first render (so a prerendered page
 * hydrates with the built-in wording it was rendered with). Until it arrives, or if it cannot be
 * read, the catalogue built into the app answers (see useErrorMessage), so a message is never
 * missing. A plain effect rather than SWR, and apart from useErrorMessage, so the shell every page
 * loads first carries neither SWR nor the built-in catalogue.
 */
export function ErrorMessagesProvider({ children }: { children: ReactNode }) {
  const [served, setServed] = useState<ServedMessages>();
  useEffect(() => {
    let mounted = true;
    fetchServedMessages(errorMessagesAssetPath).then(
      (messages) => {
        if (mounted) setServed(messages);
      },
      () => {
        // The built-in catalogue keeps answering.
      },
    );
    return () => {
      mounted = false;
    };
  }, []);
  return <ServedMessagesContext value={served}>{children}</ServedMessagesContext>;
}
