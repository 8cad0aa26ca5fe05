import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

test('a locked account (fed.locked) lands on the locked page, even with the right password', async ({
  page,
}) => {
  await signIn(page, 'fed.locked', demoPassword);
  await expect(page).toHaveURL(/\/account-locked\?type=invalidLogin$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is locked.');
  await expect(page.getByRole('button', { name: 'UNLOCK ACCOUNT' })).toBeVisible();
  expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();
  await expectNoAxeViolations(page);
});

test.describe('Log Out with an incomplete profile (fed.new, spec section 4)', () => {
  test('asks first: Yes stays signed in, No logs out and goes home', async ({ page }) => {
    await signIn(page, 'fed.new', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);

    await chooseLogOut(page);
    const dialog = page.getByRole('dialog', { name: 'Incomplete Profile' });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "If you leave now you'll be logged out and start here again the next time you log in. Do you want to complete your profile first?",
    );
    await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Yes' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Elena.');

    const token = await page.evaluate(() => sessionStorage.getItem('portal.token'));
    await chooseLogOut(page);
    await page
      .getByRole('dialog', { name: 'Incomplete Profile' })
      .getByRole('button', { name: 'No' })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
    expect(await page.evaluate(() => sessionStorage.length)).toBe(0);
    // The server session is over too.
    const answer = await page.request.post('/api/v1/ep/fehbLogin/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(answer.status()).toBe(401);
  });

  test('a member whose profile is complete logs out at once', async ({ page }) => {
    await signIn(page, 'fed.member', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await chooseLogOut(page);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });
});
