import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fillPlaceholders } from '@portal/forms/catalogue';
import { easternDateOf } from '@portal/forms/dates';
import { parsePlanCatalogue, publicPlanPricesOf } from '@portal/forms/plans';
import type { LoaderFunctionArgs } from 'react-router';
import { editionOfPrefix } from '../app/prerendered-pages.js';
import { editions } from '../editions/all-editions.js';
import type { EditionContent } from '../editions/edition-content.js';
import type { ContentAsset } from './content-asset.js';
import { planPricesAsset } from './plan-prices-content.js';
// `{phone}` says this build's number (PORTAL_CUSTOMER_CARE_PHONE).
import '../settings/customer-care-phone.js';

/**
 * The repository's content folder, which the service serves at /assets/: the build runs in
 * apps/portal (react-router build), two folders below it.
 */
const contentFolder = path.resolve(process.cwd(), '../../content');

/**
 * Served assets that are not files: the service works them out, and the build the same way. The
 * public prices are the plan catalogue's Self Only monthly rates of the plan year current today
 * (@portal/forms/plans, domain.md section 3): one source for the public pages and the member's.
 */
const workedOutAssets: Record<string, () => Promise<string>> = {
  async [planPricesAsset]() {
    const file = path.join(contentFolder, 'catalogue', 'plan-catalogue.json');
    const catalogue = parsePlanCatalogue(JSON.parse(await readFile(file, 'utf8')));
    return JSON.stringify(publicPlanPricesOf(catalogue, easternDateOf(new Date())));
  },
};

/** What a prerendered page's loader hands the page: its content hooks' data, by their keys. */
export type PrerenderedContent = { content: Record<string, unknown> };

/**
 * A prerendered page's loader (it runs at build time only: react-router.config.ts has no runtime
 * server): reads the page's content files and parses them as the page's hooks do, so the page's
 * HTML shows the content and hydrates with it (root.tsx hands it to SWR).
 */
export async function readContent(assets: ContentAsset[]): Promise<PrerenderedContent> {
  const entries = await Promise.all(
    assets.map(async ({ path: assetPath, parse }) => {
      const workedOut = workedOutAssets[assetPath];
      if (workedOut) return [assetPath, parse(await workedOut())] as const;
      const file = path.join(contentFolder, assetPath.replace(/^\/assets\//, ''));
      if (!file.startsWith(contentFolder + path.sep)) {
        throw new Error(`${assetPath} is not a content file`);
      }
      // `{phone}` filled as the service fills it (configured by customer-care-phone.ts).
      return [assetPath, parse(fillPlaceholders(await readFile(file, 'utf8')))] as const;
    }),
  );
  return { content: Object.fromEntries(entries) };
}

/**
 * A prerendered page's `loader`: the content its hooks read in the page's edition (the path's
 * prefix, routes.ts).
 */
export function contentLoader(assets: (edition: EditionContent) => ContentAsset[]) {
  return async ({ params }: LoaderFunctionArgs): Promise<PrerenderedContent> => {
    const flag = editionOfPrefix(params.edition);
    // The member pages' shell (`/`, no edition) shows no page, so it needs no content.
    return flag ? readContent(assets(editions[flag])) : { content: {} };
  };
}
