import { expect, expectNoAxeViolations, test } from './support/test.js';

/** Spec section 2: plan options, reviews and enroll appear in the federal edition only. */
const visitorLinks = {
  MFB: ['PLAN OPTIONS', 'REVIEWS', 'FAQS', 'LOGIN', 'ENROLL NOW'],
  MP: ['FAQS', 'LOGIN'],
} as const;

test.describe("the header's links for a visitor", () => {
  test('are the set of this edition, in order', async ({ page, edition }) => {
    await page.goto('/faqs');

    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    await expect(navigation.getByRole('link')).toHaveText([...visitorLinks[edition.productFlag]]);
    await expectNoAxeViolations(page);
  });

  test('FAQS leads to the FAQ page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('banner').getByRole('link', { name: 'FAQS' }).click();

    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
  });
});
