import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { fillPlaceholders } from '@portal/forms/catalogue';

/**
 * The source texts live in the repository's top-level content/ folder, outside the portal's
 * hashed build: the portal's own /assets/ are content-hashed and cached for a year, these change
 * without a release. The portal's build reads the same folder to prerender its public pages.
 * This file sits at apps/server/src/content/, the bundle at apps/server/dist/; the first
 * candidate holding the marker file is the folder.
 */
export const contentDir = findContentDir(['../../../../content', '../../../content']);

function findContentDir(candidates: readonly string[]): string {
  for (const candidate of candidates) {
    const dir = fileURLToPath(new URL(candidate, import.meta.url));
    if (existsSync(path.join(dir, 'catalogue', 'plan-catalogue.json'))) return dir;
  }
  throw new Error(
    `The content folder (content/ at the repository's root) was not found from ${import.meta.url}`,
  );
}

/** One served file: the URL folder, the allowed names in it, and their content type. */
export interface ContentFolder {
  /** URL path of the folder, e.g. /assets/metadata */
  urlPath: string;
  /** The folder under content/. */
  folder: string;
  contentType: string;
  /** The only names served; anything else (traversal included) is a 404. */
  names: readonly string[];
}

export const contentFolders: readonly ContentFolder[] = [
  {
    urlPath: '/assets/metadata',
    folder: 'metadata',
    contentType: 'application/json; charset=utf-8',
    // plan-prices.json is not a file: content-routes.ts works it out from the plan catalogue.
    names: [
      'Comments.json',
      // The FAQ sets, one pair per edition ('-pb' the individual plans').
      'faq-legal.json',
      'faq-product.json',
      'faq-legal-pb.json',
      'faq-product-pb.json',
      'plan-compare.json',
      'legal-calculator.json',
      // The about and terms pages, one per edition ('-pb' the individual one, as privacy-notice-pb).
      'about.json',
      'about-pb.json',
      'terms-and-conditions.json',
      'terms-and-conditions-pb.json',
    ],
  },
  {
    urlPath: '/assets/Footers',
    folder: 'Footers',
    contentType: 'text/html; charset=utf-8',
    names: ['privacy-notice.html', 'privacy-notice-pb.html', 'plan-compare.html'],
  },
];

/**
 * A content file's text as customers read it: `{phone}` becomes the configured customer-care
 * number (`PORTAL_CUSTOMER_CARE_PHONE`), as in the messages, so a changed number changes
 * everywhere at once. The portal's prerender fills its copies the same way.
 */
export async function readContentText(file: string): Promise<string> {
  return fillPlaceholders(await readFile(file, 'utf8'));
}

/**
 * Reads every allowed file of a folder once, at start-up: a missing or malformed file stops the
 * service instead of failing a visitor later. JSON is parsed to check it and re-sent as written,
 * with `{phone}` filled in.
 */
export async function loadContentFolder(folder: ContentFolder): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  for (const name of folder.names) {
    const text = await readContentText(path.join(contentDir, folder.folder, name));
    if (name.endsWith('.json')) JSON.parse(text);
    files.set(name, text);
  }
  return files;
}

/**
 * Media files, served as they are with range requests (a video player asks for byte ranges):
 * the home page's explainer video and its captions, made by scripts/render-explainer-video.mjs.
 */
export const mediaFolder = {
  urlPath: '/assets/videos/',
  folder: 'videos',
  names: ['how-the-plan-works.webm', 'how-the-plan-works.vtt'],
} as const;
