import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** The site search of spec sections 2 and 7: the header form, autocomplete and /search/{query}. */

function searchField(page: Page) {
  return page.getByRole('banner').getByRole('combobox', { name: 'Search' });
}

test.describe('site search', () => {
  test('suggests as the member types; choosing a suggestion shows its results', async ({
    page,
  }) => {
    await page.goto('/faqs');
    const field = searchField(page);

    await field.pressSequentially('will');

    const suggestions = page.getByRole('listbox', { name: 'Suggestions' });
    const suggestion = suggestions.getByRole('option', {
      name: 'Can I really get a will in as little as 15 minutes?',
    });
    await expect(suggestion).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await suggestion.click();

    await expect(page).toHaveURL(/\/search\/Can%20I%20really/);
    await expect(page).toHaveTitle(/^Search results \| /);
    const results = page.getByRole('list', { name: 'Results' });
    const first = results.getByRole('link', {
      name: 'Can I really get a will in as little as 15 minutes?',
    });
    await expect(first).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results? for “/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // A result leads to its question on the FAQ page, opened, with the answer in view.
    await first.click();
    await expect(page).toHaveURL(/\/faqs#faq-[a-z]+-[\w-]+$/);
    const question = page.getByRole('button', {
      name: 'Can I really get a will in as little as 15 minutes?',
    });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('region', { name: 'Can I really get a will in as little as 15 minutes?' }),
    ).toBeInViewport();
  });

  test('a link to a question of the FAQ page opens it, also on a first load', async ({ page }) => {
    await page.goto('/faqs#faq-legal-wills-in-15-minutes');
    const question = page.getByRole('button', {
      name: 'Can I really get a will in as little as 15 minutes?',
    });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByRole('heading', { name: 'Can I really get a will in as little as 15 minutes?' }),
    ).toBeInViewport();
    // Only the linked question: the others stay closed.
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  test('searches the typed words with Enter, within this edition’s pages', async ({
    page,
    edition,
  }) => {
    await page.goto('/login');
    await searchField(page).fill('compare plans prices');
    await searchField(page).press('Enter');

    await expect(page).toHaveURL(/\/search\/compare%20plans%20prices$/);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    const plans = results.getByRole('link', { name: 'Compare plans and prices' });
    // The individual edition has no home page with plans: its search never leads there.
    await expect(plans).toHaveCount(edition.productFlag === 'MFB' ? 1 : 0);
  });

  test('says clearly when nothing matches', async ({ page }) => {
    await page.goto('/faqs');
    await searchField(page).fill('zyxwvut');
    await searchField(page).press('Enter');

    await expect(page.getByText('We found no results for “zyxwvut”.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('a direct load of a results page runs the search again', async ({ page }) => {
    await page.goto('/search/attorney%20network');

    await expect(
      page
        .getByRole('list', { name: 'Results' })
        .getByRole('link', { name: 'How many attorneys are in the network?' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('failures of the search service are ignored quietly', async ({ page }) => {
    await page.route('**/api/v1/ep/search/**', (route) =>
      route.fulfill({ status: 500, contentType: 'text/plain', body: 'Internal error' }),
    );
    const errors: Error[] = [];
    page.on('pageerror', (error) => errors.push(error));

    await page.goto('/faqs');
    const field = searchField(page);
    await field.pressSequentially('will');
    await field.press('Enter');

    // No suggestion, no move, no message: the page carries on.
    await expect(page.getByRole('listbox', { name: 'Suggestions' })).toBeHidden();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);

    // A results page loaded directly keeps its heading and shows no error either.
    await page.goto('/search/wills');
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
    expect(errors).toEqual([]);
  });
});
