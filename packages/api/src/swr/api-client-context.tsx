import { createContext, type ReactNode, use } from 'react';
import type { ApiClient } from '../client/api-client.js';

const ApiClientContext = createContext<ApiClient | null>(null);

/** Hands the app's one API client to every data hook below it. */
export function ApiClientProvider({
  client,
  children,
}: {
  client: ApiClient;
  children: ReactNode;
}) {
  return <ApiClientContext value={client}>{children}</ApiClientContext>;
}

export function useApiClient(): ApiClient {
  const client = use(ApiClientContext);
  if (!client) throw new Error('useApiClient must be used inside an ApiClientProvider');
  return client;
}
