import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** The federal home page (spec sections 1, 2 and 9), read against the service's served assets. */

type FaqSet = { items: Array<{ question: string }> };
type PlanPrices = { currency: string; standard: number; high: number };
type Testimonial = { comment: string; name: string; address: string };

async function served<T>(page: Page, path: string): Promise<T> {
  const answer = await page.request.get(path);
  expect(answer.ok(), `${path} is served`).toBe(true);
  return (await answer.json()) as T;
}

function dollars(cents: number, currency: string): string {
  return new Intl.NumberFormat('en-US', { style: 'currency', currency }).format(cents / 100);
}

test.describe('Home page, federal edition', () => {
  test('shows the claims, prices, plans, reviews and the first 5 FAQs', async ({ page }) => {
    const prices = await served<PlanPrices>(page, '/assets/metadata/plan-prices.json');
    const testimonials = await served<Testimonial[]>(page, '/assets/metadata/Comments.json');
    const legal = await served<FaqSet>(page, '/assets/metadata/faq-legal.json');
    const product = await served<FaqSet>(page, '/assets/metadata/faq-product.json');
    const questions = [...legal.items, ...product.items].map((item) => item.question);

    await page.goto('/');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Federal Legal Plan', exact: true }),
    ).toBeVisible();

    const claims = page.getByRole('list', { name: 'What the plan offers' });
    for (const claim of [
      'A network of over 18,000 attorneys',
      'Over 80 types of legal matters covered',
      'Unlimited visits',
      'No copays or deductibles',
      'Wills in as little as 15 minutes',
    ]) {
      await expect(claims.getByRole('listitem').filter({ hasText: claim })).toHaveCount(1);
    }
    await expect(claims).toContainText('An average attorney rate of $370 an hour');
    const footnoteLink = claims.getByRole('link', { name: 'Footnote 1', exact: true });
    // The router writes an in-page link with the current path ("/#home-footnote-1").
    await expect(footnoteLink).toHaveAttribute('href', /#home-footnote-1$/);
    await expect(page.locator('#home-footnote-1')).toContainText(
      'based on an average hourly rate of $370.00',
    );
    await footnoteLink.click();
    await expect(page).toHaveURL(/\/#home-footnote-1$/);

    await expect(page.getByRole('link', { name: 'Enroll now', exact: true })).toHaveAttribute(
      'href',
      '/account-creation/get-started',
    );

    // #plans: the section is found by its heading, and is the element the anchor names.
    const plans = page.getByRole('region', { name: 'Compare plans', exact: true });
    await expect(plans).toHaveAttribute('id', 'plans');
    const priceList = plans.getByRole('list', { name: 'Monthly prices' });
    const standard = priceList.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'Standard', exact: true }),
    });
    const high = priceList.getByRole('listitem').filter({
      has: page.getByRole('heading', { level: 3, name: 'High', exact: true }),
    });
    await expect(standard).toContainText(`${dollars(prices.standard, prices.currency)} per month`);
    await expect(high).toContainText(`${dollars(prices.high, prices.currency)} per month`);
    await expect(plans.getByRole('table')).toBeVisible();
    await expect(
      plans.getByRole('link', { name: 'Estimate savings', exact: true }),
    ).toHaveAttribute('href', '/tools/legal-calculator');
    // Spec section 1: the page also says $300+.
    await expect(plans.getByText('Attorneys often charge $300+ an hour.')).toBeVisible();
    const howItWorks = plans.getByRole('link', { name: 'How it works', exact: true });
    await expect(howItWorks).toHaveAttribute(
      'href',
      '/assets/policy-documents/plan-highlights.pdf',
    );
    await expect(howItWorks).toHaveAttribute('download', '');

    // #reviews: each served testimonial, quote and author.
    const reviews = page.getByRole('region', { name: 'What our members say', exact: true });
    await expect(reviews).toHaveAttribute('id', 'reviews');
    const first = testimonials[0];
    if (!first) throw new Error('Comments.json has no testimonial');
    await expect(reviews.locator('blockquote').first()).toHaveText(first.comment);
    await expect(reviews.locator('cite').first()).toHaveText(first.name);
    await expect(reviews.getByRole('listitem')).toHaveCount(testimonials.length);

    // The FAQ block: faq-legal then faq-product, the first 5 questions only.
    const faqs = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
    const shown = faqs.getByRole('heading', { level: 3 }).getByRole('button');
    await expect(shown).toHaveText(questions.slice(0, 5));
    await expect(faqs.getByRole('link', { name: 'Additional FAQs', exact: true })).toHaveAttribute(
      'href',
      '/faqs',
    );

    // Headings in order: the h1, then an h2 per section.
    await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
      'Compare plans',
      'How the plan works',
      'What our members say',
      'Frequently asked questions',
    ]);

    await expectNoAxeViolations(page);
  });

  test('the explainer video has captions on by default and a transcript', async ({ page }) => {
    const captions = await page.request.get('/assets/videos/how-the-plan-works.vtt');
    expect(captions.ok()).toBe(true);
    const firstCue = /-->[^\n]*\n([^\n]+)/.exec(await captions.text())?.[1];
    expect(firstCue, 'the captions have a first cue').toBeTruthy();
    await page.goto('/');

    const section = page.getByRole('region', { name: 'How the plan works', exact: true });
    const video = section.locator('video');
    await expect(video).toHaveAttribute('controls', '');
    await expect(video.locator('source')).toHaveAttribute(
      'src',
      '/assets/videos/how-the-plan-works.webm',
    );
    const track = video.locator('track');
    await expect(track).toHaveAttribute('kind', 'captions');
    await expect(track).toHaveAttribute('src', '/assets/videos/how-the-plan-works.vtt');
    await expect(track).toHaveAttribute('default', '');
    // The browser can play it: the metadata loads and the video runs about a minute.
    await expect
      .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
      .toBeGreaterThan(50);
    // And it loads the captions track: its cues are the transcript's lines.
    await expect
      .poll(() =>
        video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
      )
      .toBeGreaterThan(5);

    const transcript = section.getByText(firstCue ?? '', { exact: true });
    await expect(transcript).toBeHidden();
    await section.getByText('Read the transcript', { exact: true }).click();
    await expect(transcript).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the plan highlights PDF is served', async ({ page }) => {
    const answer = await page.request.get('/assets/policy-documents/plan-highlights.pdf');
    expect(answer.ok()).toBe(true);
    expect(answer.headers()['content-type']).toContain('application/pdf');
  });

  test('a failed asset hides its content and leaves the rest of the page whole', async ({
    page,
  }) => {
    await page.route('**/assets/metadata/Comments.json', (route) => route.fulfill({ status: 500 }));
    await page.route('**/assets/metadata/plan-prices.json', (route) =>
      route.fulfill({ status: 404 }),
    );
    await page.goto('/');
    const faqs = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
    await expect(faqs.getByRole('heading', { level: 3 })).toHaveCount(5);
    const reviews = page.getByRole('region', { name: 'What our members say', exact: true });
    await expect(reviews.locator('blockquote')).toHaveCount(0);
    await expect(reviews.getByRole('status')).toHaveCount(0);
    const plans = page.getByRole('region', { name: 'Compare plans', exact: true });
    await expect(plans.getByRole('table')).toBeVisible();
    await expect(plans.getByRole('list', { name: 'Monthly prices' })).toHaveCount(0);
    await expect(plans.getByRole('status')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
