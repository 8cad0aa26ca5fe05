import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

test.describe('signing in and out', () => {
  test('the login page offers the spec fields and passes axe', async ({ page }) => {
    await page.goto('/login');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByLabel('Username')).toHaveAttribute('maxlength', '50');
    await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('maxlength', '20');
    await expect(page.getByLabel('Username')).toHaveAttribute('autocomplete', 'off');
    await expect(page.getByRole('button', { name: 'Need Help?' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'LOG IN' })).toBeDisabled();
    await expectNoAxeViolations(page);
  });

  test('the member of this edition signs in, is greeted, and signs out', async ({
    page,
    edition,
  }) => {
    const { username, firstName, lastName } = edition.member;
    await signIn(page, username, demoPassword);

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${firstName}.`);
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'DASHBOARD' })).toBeVisible();
    const accountMenu = header.getByRole('button', { name: /MY ACCOUNT/ });
    await expect(accountMenu).toContainText(`${firstName} ${lastName}`);
    await expect(accountMenu).toContainText(`${firstName[0]}${lastName[0]}`);
    await expectNoAxeViolations(page);

    await accountMenu.click();
    await expect(accountMenu).toHaveAttribute('aria-expanded', 'true');
    // The account menu is a disclosure: its items are links and buttons, not menu items.
    await header.getByRole('button', { name: 'Log Out' }).click();

    await expect(page).toHaveURL(new RegExp(edition.productFlag === 'MP' ? '/login$' : '/$'));
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
    // The session is over: the dashboard now sends a visitor away.
    await page.goto('/dashboard');
    await expect(page).not.toHaveURL(/\/dashboard$/);
  });

  test('the server session ends at Log Out: the old token is refused', async ({
    page,
    edition,
  }) => {
    await signIn(page, edition.member.username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    const token = await page.evaluate(() => sessionStorage.getItem('portal.token'));
    expect(token).toBeTruthy();

    await page
      .getByRole('banner')
      .getByRole('button', { name: /MY ACCOUNT/ })
      .click();
    await page.getByRole('banner').getByRole('button', { name: 'Log Out' }).click();
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();

    const answer = await page.request.post('/api/v1/ep/fehbLogin/logout', {
      headers: { Authorization: `Bearer ${token}` },
      data: {},
    });
    expect(answer.status()).toBe(401);
    expect((await answer.json()).returnCode).toBe(401);
  });

  test('a wrong password shows the invalid-credentials message', async ({ page, edition }) => {
    await signIn(page, edition.member.username, 'Not-The-Password-1');

    const alert = page.getByRole('alert');
    await expect(alert).toContainText('The username/password you entered is incorrect.');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);

    // Editing clears the shown error.
    await page.getByLabel('Password', { exact: true }).fill('another');
    await expect(alert).toHaveCount(0);
  });

  test('a member of the other edition is told where to sign in', async ({ page, edition }) => {
    await signIn(page, edition.otherEditionMember, demoPassword);

    const alert = page.getByRole('alert');
    await expect(alert).toContainText(
      edition.productFlag === 'MP'
        ? 'This account is for the federal legal plan, not an individual legal plan.'
        : 'This account is for an individual legal plan, not the federal legal plan.',
    );
    await expect(alert.getByRole('link')).toHaveAttribute(
      'href',
      `http://localhost:${edition.otherEditionPort}/login`,
    );
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });
});
