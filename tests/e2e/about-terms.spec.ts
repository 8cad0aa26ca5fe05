import { expect, expectNoAxeViolations, test } from './support/test.js';

/** /about and /terms-and-conditions (spec section 2): our own plain-language text, per edition. */

type ContentDocument = { sections: Array<{ heading: string }> };

const pages = [
  { path: '/about', heading: 'About us', asset: 'about' },
  { path: '/terms-and-conditions', heading: 'Terms and conditions', asset: 'terms-and-conditions' },
] as const;
const productNames = { MFB: 'Federal Legal Plan', MP: 'Individual Legal Plans' } as const;
const suffixes = { MFB: '', MP: '-pb' } as const;

for (const { path, heading, asset } of pages) {
  test(`${path} shows the edition’s text under one h1 and an h2 per section`, async ({
    page,
    edition,
  }) => {
    const answer = await page.request.get(
      `/assets/metadata/${asset}${suffixes[edition.productFlag]}.json`,
    );
    expect(answer.ok()).toBe(true);
    const document = (await answer.json()) as ContentDocument;
    await page.goto(path);

    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(heading);
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      document.sections.map((section) => section.heading),
    );
    await expect(main.getByText(productNames[edition.productFlag]).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('/about says who administers the plan, in Florida and California', async ({ page }) => {
  await page.goto('/about');
  const section = page.getByRole('region', { name: 'Who runs the plan' });
  await expect(section).toContainText('third-party administrator');
  await expect(section).toContainText('Florida');
  await expect(section).toContainText('California');
  await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
    'href',
    '/contact',
  );
});

test('/terms-and-conditions points to the Privacy Policy', async ({ page }) => {
  await page.goto('/terms-and-conditions');
  await page
    .getByRole('region', { name: 'Your privacy' })
    .getByRole('link', { name: 'Privacy Policy' })
    .click();
  await expect(page).toHaveURL(/\/privacy$/);
});
