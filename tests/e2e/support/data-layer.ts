import type { Page } from '@playwright/test';

/** The events the page pushed to window.dataLayer (where a tag manager would read them). */
export type DataLayerEntry = {
  event: string;
  category: string;
  page: { path: string; title: string };
  link?: { text: string; href: string };
  user: {
    application: string;
    status: string;
    customerId: string | null;
    mlpId: string | null;
    cId: string | null;
    btId: string | null;
  };
  marketing: { utm: string | null; utmSource: string | null };
};

export async function dataLayerEvents(page: Page): Promise<DataLayerEntry[]> {
  return page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as never);
}
