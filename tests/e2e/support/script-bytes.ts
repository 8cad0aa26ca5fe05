import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';

/**
 * Counts the JavaScript a page downloads from now on, as the page budgets count it (size-limit:
 * each file's gzip size): every `.js` answer the browser receives, from the network log, gzipped
 * here at the highest level. `total()` waits for the bodies and sums them.
 */
export function countScriptBytes(page: Page) {
  const pending: Array<Promise<{ url: string; gzip: number }>> = [];
  const seen = new Set<string>();
  const onResponse = (response: import('@playwright/test').Response) => {
    const url = new URL(response.url());
    if (!url.pathname.endsWith('.js') || seen.has(url.pathname)) return;
    seen.add(url.pathname);
    pending.push(
      response
        .body()
        .then((body) => ({ url: url.pathname, gzip: gzipSync(body, { level: 9 }).length })),
    );
  };
  page.on('response', onResponse);
  return {
    async total() {
      page.off('response', onResponse);
      const files = await Promise.all(pending);
      return { bytes: files.reduce((sum, file) => sum + file.gzip, 0), files };
    },
  };
}
