import type { ReactNode } from 'react';
import { type Middleware, SWRConfig } from 'swr';

export type AssetFetcher = (key: string) => Promise<unknown>;

/**
 * Hands SWR the data a page was prerendered with, so each content hook (useFaqSet,
 * usePlanPrices...) returns it at once; SWR still revalidates after mounting, so content changed
 * since the build shows up. During the prerender, `onRequest` also hears which string keys the
 * page's hooks asked for, with their fetchers, so the build can fetch them and render again.
 */
export function SwrFallback({
  fallback,
  onRequest,
  children,
}: {
  fallback: Record<string, unknown>;
  onRequest?: (key: string, fetcher: AssetFetcher) => void;
  children: ReactNode;
}) {
  const use: Middleware[] = onRequest ? [recordRequests(onRequest)] : [];
  return <SWRConfig value={{ fallback, use }}>{children}</SWRConfig>;
}

/** SWR middleware: hears each string key a hook asks for, with its fetcher. */
function recordRequests(onRequest: (key: string, fetcher: AssetFetcher) => void): Middleware {
  return (useSWRNext) => (key, fetcher, config) => {
    if (typeof key === 'string' && fetcher) onRequest(key, fetcher as AssetFetcher);
    // SWR's middleware API wraps its hook: this runs once per useSWR call, in the same order.
    return useSWRNext(key, fetcher, config);
  };
}
