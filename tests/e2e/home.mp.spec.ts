import { expect, test } from './support/test.js';

/** Spec section 2: in the individual edition the root path is the login page. */
test('the root path goes to /login', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Username')).toBeVisible();
});
