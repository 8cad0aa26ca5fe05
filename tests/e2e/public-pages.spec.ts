import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** The public pages of spec section 2, read from the service's real content assets (section 7). */

type FaqSet = { title: string; items: Array<{ id: string; question: string }> };

async function servedFaqSet(page: Page, key: 'faq-legal' | 'faq-product'): Promise<FaqSet> {
  const answer = await page.request.get(`/assets/metadata/${key}.json`);
  expect(answer.ok(), `${key}.json is served`).toBe(true);
  return (await answer.json()) as FaqSet;
}

test.describe('FAQ page (spec sections 1 and 2)', () => {
  test('shows both sets, and Expand All / Collapse All open and close every question', async ({
    page,
  }) => {
    const sets = [await servedFaqSet(page, 'faq-legal'), await servedFaqSet(page, 'faq-product')];
    await page.goto('/faqs');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    // faq-legal first, then faq-product, each under its own h2.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sets.map((set) => set.title));

    for (const set of sets) {
      const section = page.getByRole('region', { name: set.title, exact: true });
      const questions = section.getByRole('heading', { level: 3 }).getByRole('button');
      await expect(questions).toHaveCount(set.items.length);
      await expect(questions).toHaveText(set.items.map((item) => item.question));
      for (const question of await questions.all()) {
        await expect(question).toHaveAttribute('aria-expanded', 'false');
      }

      await section.getByRole('button', { name: 'Expand All' }).click();
      for (const question of await questions.all()) {
        await expect(question).toHaveAttribute('aria-expanded', 'true');
      }
      await expectNoAxeViolations(page);

      await section.getByRole('button', { name: 'Collapse All' }).click();
      for (const question of await questions.all()) {
        await expect(question).toHaveAttribute('aria-expanded', 'false');
      }
    }
    await expectNoAxeViolations(page);
  });

  test('says the service is unavailable when a set cannot be read', async ({ page }) => {
    await page.route('**/assets/metadata/faq-legal.json', (route) =>
      route.fulfill({ status: 500, body: 'Internal error' }),
    );
    const product = await servedFaqSet(page, 'faq-product');
    await page.goto('/faqs');

    await expect(page.getByRole('alert')).toContainText(
      "We're unable to complete your request at this time.",
    );
    // The other set still shows.
    await expect(page.getByRole('heading', { level: 2, name: product.title })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('Compliance and legal page (spec sections 2 and 9)', () => {
  const documents = [
    { name: 'Download Privacy Notice (PDF)', href: '/assets/policy-documents/privacy-notice.pdf' },
    { name: 'Download Fraud Warnings (PDF)', href: '/assets/policy-documents/fraud-warnings.pdf' },
  ];
  const intros = {
    MFB: /Federal Legal Plan/,
    MP: /Individual Legal Plans/,
  } as const;

  test('names the edition’s plans and offers both documents', async ({ page, edition }) => {
    await page.goto('/compliance-and-legal');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Compliance and legal documentation.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(intros[edition.productFlag])).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveText(['Privacy Notice', 'Fraud Warnings']);
    for (const document of documents) {
      await expect(page.getByRole('link', { name: document.name, exact: true })).toHaveAttribute(
        'href',
        document.href,
      );
    }
    await expectNoAxeViolations(page);
  });

  test('hides the word Download below 636 px and keeps the link names', async ({ page }) => {
    await page.setViewportSize({ width: 600, height: 800 });
    await page.goto('/compliance-and-legal');
    for (const document of documents) {
      const link = page.getByRole('link', { name: document.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link.getByText('Download', { exact: true })).toBeHidden();
    }
    await expectNoAxeViolations(page);

    await page.setViewportSize({ width: 700, height: 800 });
    for (const document of documents) {
      const link = page.getByRole('link', { name: document.name, exact: true });
      await expect(link.getByText('Download', { exact: true })).toBeVisible();
    }
    await expectNoAxeViolations(page);
  });

  test('a Download link downloads the PDF from the service', async ({ page }) => {
    await page.goto('/compliance-and-legal');
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Fraud Warnings (PDF)', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('fraud-warnings.pdf');
    // The page stays: the router did not take the file path for a page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compliance and legal documentation.' }),
    ).toBeVisible();
  });
});

test.describe('Privacy notice (spec section 2)', () => {
  const assets = {
    MFB: '/assets/Footers/privacy-notice.html',
    MP: '/assets/Footers/privacy-notice-pb.html',
  } as const;

  for (const path of ['/privacy', '/privacy-act']) {
    test(`${path} shows the edition’s privacy notice`, async ({ page, edition }) => {
      const answer = await page.request.get(assets[edition.productFlag]);
      expect(answer.ok(), 'the edition’s privacy notice is served').toBe(true);
      const noticeHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(await answer.text())?.[1]?.trim();
      expect(noticeHeading, 'the notice starts with an h2').toBeTruthy();

      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(
        page.getByRole('article').getByRole('heading', { level: 2, name: noticeHeading }),
      ).toBeVisible();
      await expectNoAxeViolations(page);
    });
  }
});

test.describe('Unsupported browser page (spec section 2)', () => {
  test('stands alone, without header or footer', async ({ page }) => {
    // Other pages have both, so their absence below is the page's doing.
    await page.goto('/faqs');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toHaveCount(1);

    await page.goto('/unsupported-browser');

    await expect(
      page.getByRole('heading', { level: 1, name: 'This browser is not supported!' }),
    ).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await expect(page.getByRole('contentinfo')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('Internet Explorer is sent there', async ({ browser, baseURL }) => {
    const context = await browser.newContext({
      baseURL,
      userAgent: 'Mozilla/5.0 (Windows NT 10.0; WOW64; Trident/7.0; rv:11.0) like Gecko',
    });
    const page = await context.newPage();
    await page.goto('/faqs');

    await expect(page).toHaveURL(/\/unsupported-browser$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'This browser is not supported!' }),
    ).toBeVisible();
    await context.close();
  });
});
