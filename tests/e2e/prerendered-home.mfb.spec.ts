import {
  collectErrors,
  expectClientNavigation,
  expectVisitorChrome,
  type FaqSet,
  firstParagraph,
  openHydrated,
  pageWithoutJavaScript,
  served,
} from './support/prerendered.js';
import { kitLayers, layerOrder } from './support/style-layers.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** The federal home page, prerendered (architecture section 6): read without JavaScript, then hydrated. */

type PlanPrices = { currency: string; standard: number; high: number };
type Testimonial = { comment: string; name: string; address: string };

function dollars(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

test.describe('Home page without JavaScript', () => {
  test('the home page shows the claims, the prices and the first questions', async ({
    browser,
    edition,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    const prices = await served<PlanPrices>(page, '/assets/metadata/plan-prices.json');
    const legal = await served<FaqSet>(page, '/assets/metadata/faq-legal.json');
    const testimonials = await served<Testimonial[]>(page, '/assets/metadata/Comments.json');
    await page.goto('/');

    await expect(page).toHaveTitle('Home | Federal Legal Plan');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Federal Legal Plan', exact: true }),
    ).toBeVisible();
    await expect(page.getByRole('list', { name: 'What the plan offers' })).toContainText(
      'Unlimited visits',
    );
    const plans = page.getByRole('list', { name: 'Plans and prices' });
    await expect(plans).toContainText(dollars(prices.standard, prices.currency));
    await expect(plans).toContainText(dollars(prices.high, prices.currency));
    const reviews = page.getByRole('region', { name: 'What our members say' });
    await expect(reviews.getByRole('blockquote').first()).toContainText(
      testimonials[0]?.comment ?? '',
    );
    const firstQuestion = legal.items[0]?.question ?? '';
    await expect(page.getByRole('button', { name: firstQuestion, exact: true })).toBeVisible();
    // Its answer too, though no script has opened it.
    await expect(
      page.getByText(firstParagraph(legal.items[0]?.answer ?? ''), { exact: true }),
    ).toBeVisible();
    await expectVisitorChrome(page, edition);
    await context.close();
  });
});

test.describe('Home page hydrated', () => {
  test('the home page takes its HTML over: a question opens', async ({ page }) => {
    const errors = collectErrors(page);
    const legal = await served<FaqSet>(page, '/assets/metadata/faq-legal.json');
    await openHydrated(page, '/');

    const question = page.getByRole('button', { name: legal.items[0]?.question, exact: true });
    await question.click();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);
    await expectClientNavigation(page, 'Privacy Policy', 'Privacy Policy');
    expect(errors).toEqual([]);
  });

  test('a reader who scrolls before the app takes over stays where they are', async ({ page }) => {
    // Hold the app's scripts back while the prerendered page is read, then let them run.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/assets/vendor-*.js', async (route) => {
      await held;
      await route.continue();
    });
    const hydrated = page.waitForResponse('**/assets/error-messages/errormsg.json');
    await page.goto('/', { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 2, name: 'Compare plans' })).toBeVisible();
    // The web font swaps in when it arrives (font-display: swap) and may rewrap a line, which the
    // browser's scroll anchoring answers by moving scrollY: wait for it, so only hydration is tested.
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(() => window.scrollTo(0, 600));
    release();
    await hydrated;

    await expect(page.getByRole('button', { name: 'Expand All' })).toBeVisible();
    expect(await page.evaluate(() => window.scrollY)).toBe(600);
  });

  test('the home page’s plan cards keep their column after the router links more styles', async ({
    page,
  }) => {
    await openHydrated(page, '/');
    // PlanCard puts `display: flex` on the Card it renders, whose own style is `display: block`.
    const plans = page.getByRole('article');
    await expect(plans.first()).toBeVisible();
    for (const plan of await plans.all()) {
      await expect(plan).toHaveCSS('display', 'flex');
    }
    await expectClientNavigation(page, 'Privacy Policy', 'Privacy Policy');
    expect(await layerOrder(page)).toEqual(kitLayers);
  });
});
