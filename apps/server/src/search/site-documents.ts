import path from 'node:path';
import type { SearchCategory } from '@portal/api/search';
import { searchCategories } from '@portal/api/search';
import type { ProductFlag } from '@portal/forms/code-lists';
import { z } from 'zod/mini';
import { contentDir, readContentText } from '../content/content-files.js';
import { htmlSections } from './html-sections.js';

/** One searchable thing: a page, a question, or a section of a content fragment. */
export interface SiteDocument {
  id: string;
  title: string;
  /** Where it is shown in the portal. */
  url: string;
  category: SearchCategory;
  keywords: string;
  text: string;
}

/** The asset under content/ that says what each edition's search covers. */
export const siteIndexAsset = 'search/site-index.json';

const sitePath = z
  .string()
  .check(z.regex(/^\/[\w\-/]*(#[\w-]+)?$/, 'a path of the portal, optionally with a fragment'));
const assetName = z.string().check(z.regex(/^(metadata|Footers)\/[\w.-]+\.(json|html)$/));

const editionIndexSchema = z.strictObject({
  pages: z.array(
    z.strictObject({
      id: z.string().check(z.regex(/^[\w-]+$/)),
      title: z.string().check(z.minLength(1)),
      path: sitePath,
      summary: z.string().check(z.minLength(1)),
      keywords: z.array(z.string().check(z.minLength(1))),
    }),
  ),
  // Each FAQ set by its key (spec section 1: faq-legal, faq-product) and the edition's file of it.
  faqs: z.strictObject({
    path: sitePath,
    sets: z.array(
      z.strictObject({ key: z.string().check(z.regex(/^[a-z-]+$/)), asset: assetName }),
    ),
  }),
  fragments: z.array(
    z.strictObject({ asset: assetName, path: sitePath, category: z.enum(searchCategories) }),
  ),
});

const siteIndexSchema = z.strictObject({
  about: z.string(),
  editions: z.strictObject({ MFB: editionIndexSchema, MP: editionIndexSchema }),
});

type EditionIndex = z.infer<typeof editionIndexSchema>;

const faqSetSchema = z.object({
  title: z.string(),
  items: z.array(z.object({ id: z.string(), question: z.string(), answer: z.string() })),
});

/** As served: `{phone}` filled in, so a result's snippet says the number the page says. */
async function readContent(name: string): Promise<string> {
  return readContentText(path.join(contentDir, name));
}

/**
 * Every edition's documents, read once at start-up from the content folder: a missing or
 * malformed file stops the service rather than leaving search quietly incomplete.
 */
export async function loadSiteDocuments(): Promise<Record<ProductFlag, SiteDocument[]>> {
  const index = siteIndexSchema.parse(JSON.parse(await readContent(siteIndexAsset)));
  return {
    MFB: await editionDocuments(index.editions.MFB),
    MP: await editionDocuments(index.editions.MP),
  };
}

async function editionDocuments(edition: EditionIndex): Promise<SiteDocument[]> {
  const documents: SiteDocument[] = edition.pages.map((page) => ({
    id: `page:${page.id}`,
    title: page.title,
    url: page.path,
    category: 'Pages',
    keywords: page.keywords.join(' '),
    text: page.summary,
  }));

  for (const { key: setKey, asset } of edition.faqs.sets) {
    const set = faqSetSchema.parse(JSON.parse(await readContent(asset)));
    // The FAQ page gives each question the anchor `<set key>-<question id>` and opens the one a
    // link points at, so a result leads to its answer, not to the top of a long page.
    for (const item of set.items) {
      documents.push({
        id: `faq:${setKey}-${item.id}`,
        title: item.question,
        url: `${edition.faqs.path}#${setKey}-${item.id}`,
        category: 'FAQs',
        keywords: set.title,
        text: item.answer.replace(/\s+/g, ' ').trim(),
      });
    }
  }

  for (const fragment of edition.fragments) {
    const sections = htmlSections(await readContent(fragment.asset));
    sections.forEach((section, position) => {
      documents.push({
        id: `${fragment.asset}:${position}`,
        title: section.parentHeading
          ? `${section.parentHeading}: ${section.heading}`
          : section.heading,
        url: fragment.path,
        category: fragment.category,
        keywords: '',
        text: section.text,
      });
    });
  }
  return documents;
}
