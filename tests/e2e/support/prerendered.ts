import { readFileSync } from 'node:fs';
import type { Browser, Page } from '@playwright/test';
import type { EditionFixture } from './editions.js';
import { expect } from './test.js';

/** Helpers of the prerendered-pages specs (architecture section 6; issue 6 "Speed"). */

export type FaqSet = { title: string; items: Array<{ question: string; answer: string }> };

/** An answer's first paragraph, as the page shows it (the content separates them by blank lines). */
export function firstParagraph(answer: string): string {
  return answer.split(/\n\s*\n/)[0]?.trim() ?? '';
}

export const editionCopy = {
  MFB: {
    productName: 'Federal Legal Plan',
    headerLinks: ['PLAN OPTIONS', 'REVIEWS', 'FAQS', 'LOGIN', 'ENROLL NOW'],
    notFoundLinks: ['Home', 'Plan Options', 'FAQs', 'Enroll', 'Log In'],
    privacyNotice: '/assets/Footers/privacy-notice.html',
    faqSets: ['/assets/metadata/faq-legal.json', '/assets/metadata/faq-product.json'],
    policyDocuments: {
      privacyNotice: '/assets/policy-documents/privacy-notice.pdf',
      fraudWarnings: '/assets/policy-documents/fraud-warnings.pdf',
    },
  },
  MP: {
    productName: 'Individual Legal Plans',
    headerLinks: ['FAQS', 'LOGIN'],
    notFoundLinks: ['Enroll', 'Log In'],
    privacyNotice: '/assets/Footers/privacy-notice-pb.html',
    faqSets: ['/assets/metadata/faq-legal-pb.json', '/assets/metadata/faq-product-pb.json'],
    // The individual plans' own notices: no payroll deduction, agency or federal plan in them.
    policyDocuments: {
      privacyNotice: '/assets/policy-documents/privacy-notice-pb.pdf',
      fraudWarnings: '/assets/policy-documents/fraud-warnings-pb.pdf',
    },
  },
} as const;

/** The paths the build prerendered for the edition (apps/portal/dist/prerendered.json). */
export function prerenderedPaths(productFlag: 'MFB' | 'MP'): string[] {
  const manifest = JSON.parse(
    readFileSync(new URL('../../../apps/portal/dist/prerendered.json', import.meta.url), 'utf8'),
  ) as { editions: Record<string, { pages: Record<string, unknown> }> };
  return Object.keys(manifest.editions[productFlag]?.pages ?? {});
}

export async function served<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `${path} is served`).toBe(true);
  return (await answer.json()) as T;
}

/** A page as a browser with JavaScript turned off gets it. */
export async function pageWithoutJavaScript(browser: Browser, edition: EditionFixture) {
  const context = await browser.newContext({ baseURL: edition.baseURL, javaScriptEnabled: false });
  return { context, page: await context.newPage() };
}

export async function expectVisitorChrome(page: Page, edition: EditionFixture) {
  const copy = editionCopy[edition.productFlag];
  const header = page.getByRole('navigation', { name: 'Main' });
  await expect(header.getByRole('link')).toHaveText([...copy.headerLinks]);
  await expect(page.getByRole('navigation', { name: 'Footer' }).getByRole('link')).toHaveText([
    'Contact Us',
    'Privacy Policy',
    'Compliance & Legal',
  ]);
}

/** Errors the page reports: console errors (React's hydration errors, CSP refusals) and uncaught ones. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/**
 * Opens `path` and waits for the app to have hydrated: the served message catalogue is fetched by
 * an effect, and effects run once React has taken the page over.
 */
export async function openHydrated(page: Page, path: string) {
  const hydrated = page.waitForResponse('**/assets/error-messages/errormsg.json');
  await page.goto(path);
  await hydrated;
}

/** A link followed by the router, not by the browser: the page's window survives it. */
export async function expectClientNavigation(page: Page, linkName: string, heading: string) {
  await page.evaluate(() => {
    (window as Window & { samePageLoad?: boolean }).samePageLoad = true;
  });
  await page
    .getByRole('navigation', { name: 'Footer' })
    .getByRole('link', { name: linkName })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  expect(
    await page.evaluate(() => (window as Window & { samePageLoad?: boolean }).samePageLoad),
  ).toBe(true);
}
