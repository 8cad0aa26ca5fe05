import type { Page } from '@playwright/test';

/** The public site's served content (spec sections 1 and 7) and the header search, for journeys. */

export type PlanPrices = { currency: string; standard: number; high: number };
export type Testimonial = { comment: string; name: string; address: string };
export type PlanCompare = {
  caption: string;
  featureHeading: string;
  rows: Array<{ feature: string; standard: string; high: string }>;
};
export type ContentDocument = { sections: Array<{ heading: string }> };

/** Tier H is High in the federal edition, Premium in the individual one (spec section 1). */
export const highTierLabels = { MFB: 'High', MP: 'Premium' } as const;

/** The edition's file of a content document: the individual edition's ends in `-pb`. */
export function contentDocumentPath(asset: 'about' | 'terms-and-conditions', flag: 'MFB' | 'MP') {
  return `/assets/metadata/${asset}${flag === 'MP' ? '-pb' : ''}.json`;
}

/** Cents as the pages write money: `$18.50`. */
export function dollars(cents: number, currency = 'USD'): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

/** The header's search field, on every page that has a header. */
export function searchField(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search' });
}

/** Types `words` into the header's search and presses Enter, as a visitor does. */
export async function searchFor(page: Page, words: string) {
  const field = searchField(page);
  await field.fill(words);
  await field.press('Enter');
}

/** How far the window is scrolled. */
export function scrollY(page: Page): Promise<number> {
  return page.evaluate(() => window.scrollY);
}
