import { pageWithoutJavaScript } from './support/prerendered.js';
import { expect, test } from './support/test.js';

/** The individual edition's root path (spec section 2), prerendered pages being served as HTML. */

test.describe('Root path without JavaScript', () => {
  test('the individual edition’s root path answers the login page (spec section 2)', async ({
    browser,
    edition,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
    await context.close();
  });
});
