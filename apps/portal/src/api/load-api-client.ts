import { createApiClient } from '@portal/api/client';

/** The real client, in its own chunk with the contracts and zod (see deferred-api-client.ts). */
export function loadBrowserApiClient() {
  return createApiClient({ session: sessionStorage });
}
