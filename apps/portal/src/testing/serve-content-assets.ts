import { fillPlaceholders } from '@portal/forms/catalogue';
import { easternDateOf } from '@portal/forms/dates';
import { parsePlanCatalogue, publicPlanPricesOf } from '@portal/forms/plans';
import { type MockInstance, vi } from 'vitest';
import planCatalogueText from '../../../../content/catalogue/plan-catalogue.json?raw';

/**
 * The content the service serves under `/assets/` (spec section 7), read from the repository's
 * `content` folder at build time of the test bundle, so a page test shows the real texts.
 */
const contentFiles = import.meta.glob(
  [
    '../../../../content/metadata/*.json',
    '../../../../content/Footers/*.html',
    '../../../../content/videos/*.vtt',
  ],
  { query: '?raw', import: 'default', eager: true },
) as Record<string, string>;

const servedContent = new Map<string, string>(
  Object.entries(contentFiles).map(([file, text]) => [
    file.replace(/^.*\/content\//, '/assets/'),
    // As the service sends it: `{phone}` filled with the customer-care number.
    fillPlaceholders(text),
  ]),
);
// Not a file: the service works the public prices out from the plan catalogue, for today.
servedContent.set(
  '/assets/metadata/plan-prices.json',
  JSON.stringify(
    publicPlanPricesOf(
      parsePlanCatalogue(JSON.parse(planCatalogueText)),
      easternDateOf(Date.now()),
    ),
  ),
);

const contentTypes: Record<string, string> = {
  json: 'application/json',
  html: 'text/html',
  vtt: 'text/vtt',
};

/**
 * Answers the page's GETs of content assets (`/assets/metadata/faq-legal.json`...) as the service
 * does, from the content folder; `failing` answers the named ones with that HTTP status instead,
 * as a broken deployment would. Any other address answers 404. Undo it with `mockRestore()` (or
 * `vi.restoreAllMocks()`) after the test.
 */
export function serveContentAssets(
  failing: Readonly<Record<string, number>> = {},
): MockInstance<typeof fetch> {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (input) => {
    const address = input instanceof Request ? input.url : String(input);
    const { pathname } = new URL(address, window.location.href);
    const status = failing[pathname];
    if (status !== undefined) return new Response('Internal error', { status });
    const body = servedContent.get(pathname);
    if (body === undefined) return new Response('Not found', { status: 404 });
    const extension = pathname.split('.').pop() ?? '';
    return new Response(body, {
      status: 200,
      headers: { 'Content-Type': contentTypes[extension] ?? 'text/plain' },
    });
  });
}

/** One served content asset, parsed: what the page should show comes from the same file. */
export function servedJson<T>(assetPath: string): T {
  const body = servedContent.get(assetPath);
  if (body === undefined) throw new Error(`no content file for ${assetPath}`);
  return JSON.parse(body) as T;
}
