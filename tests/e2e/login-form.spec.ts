import { holdScript } from './support/held-script.js';
import { expect, test } from './support/test.js';

test.describe('the login form rules (spec section 5)', () => {
  test('LOG IN stays disabled until both fields are valid', async ({ page }) => {
    await page.goto('/login');
    const logIn = page.getByRole('button', { name: 'LOG IN' });

    await page.getByLabel('Username').fill('someone');
    await expect(logIn).toBeDisabled();
    await page.getByLabel('Password', { exact: true }).fill('secret');
    await expect(logIn).toBeEnabled();
  });

  test("what is typed before the form's script arrives is kept when it does", async ({ page }) => {
    // The prerendered form shows at once; its script (a deferred part) is held back until both
    // fields are filled, as on a slow phone network.
    const release = await holdScript(page, 'login-form');
    await page.goto('/login', { waitUntil: 'commit' });
    await page.getByLabel('Username').fill('someone');
    await page.getByLabel('Password', { exact: true }).fill('secret');
    release();

    await expect(page.getByRole('button', { name: 'LOG IN' })).toBeEnabled();
    await expect(page.getByLabel('Username')).toHaveValue('someone');
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('secret');
  });

  test('a whitespace-only value is reset on blur and reported as required', async ({ page }) => {
    await page.goto('/login');
    const username = page.getByLabel('Username');

    await username.fill('   ');
    await username.blur();

    await expect(username).toHaveValue('');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Required.')).toBeVisible();

    await username.fill('j');
    await expect(page.getByText('Required.')).toHaveCount(0);
    await expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  test('the user id takes at most 50 characters and the password at most 20', async ({ page }) => {
    await page.goto('/login');
    await page.getByLabel('Username').pressSequentially('u'.repeat(55));
    await page.getByLabel('Password', { exact: true }).pressSequentially('p'.repeat(25));

    await expect(page.getByLabel('Username')).toHaveValue('u'.repeat(50));
    await expect(page.getByLabel('Password', { exact: true })).toHaveValue('p'.repeat(20));
  });

  test('Show and Hide reveal and mask the password', async ({ page }) => {
    await page.goto('/login');
    const password = page.getByLabel('Password', { exact: true });
    await password.fill('secret');

    await expect(password).toHaveAttribute('type', 'password');
    await page.getByRole('button', { name: 'Show password' }).click();
    await expect(password).toHaveAttribute('type', 'text');
    await page.getByRole('button', { name: 'Hide password' }).click();
    await expect(password).toHaveAttribute('type', 'password');
  });

  test('the form works by keyboard alone', async ({ page, edition }) => {
    await page.goto('/login');
    await page.getByLabel('Username').focus();
    await page.keyboard.type(edition.member.username);
    await page.keyboard.press('Tab');
    await page.keyboard.type('Demo-Portal-2026');
    await page.keyboard.press('Enter');

    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
