import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * A member's walk through the shell (spec section 2), once per edition: a bookmark to the dashboard
 * while signed out, sign in, the navigation rules for a member (a reload, a typed address, Back), the MY ACCOUNT
 * menu, the logo, the contact form filled in for them, and Log Out.
 */

test('a member signs in, moves around the shell and logs out', async ({ page, edition }) => {
  test.setTimeout(120_000);
  const { member, productFlag } = edition;
  const header = page.getByRole('banner');
  const footer = page.getByRole('contentinfo');
  const notifications = page.getByRole('region', { name: 'Notifications' });

  await test.step('a signed-out first load of the dashboard goes home', async () => {
    await page.goto('/dashboard');
    // The individual edition's home is the login page (spec section 2).
    await expect(page).toHaveURL(productFlag === 'MP' ? /\/login$/ : /\/$/);
  });

  await test.step('signs in; a reload stays, an address typed is told and sent home', async () => {
    // From where the bookmark led: the login page, through the header's LOGIN.
    await header.getByRole('link', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await page.getByLabel('Username').fill(member.username);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'LOG IN' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notifications).toBeHidden();

    // Reloading the page a member is on keeps them there (architecture, 'Navigation').
    await page.reload();

    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${member.firstName}.`,
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(notifications).toBeHidden();

    // A member page's address typed (or from a bookmark) while signed in: the spec's rule.
    await page.goto('/security-dashboard');

    await expect(notifications).toContainText(
      'Form resubmission! Page will be redirected to user home.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${member.firstName}.`,
    );
    await expectNoAxeViolations(page);
  });

  await test.step('MY ACCOUNT leads to Banks; the logo leads back to the dashboard', async () => {
    await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
    await page.getByRole('link', { name: 'Banks' }).click();
    await expect(page).toHaveURL(/\/bank-dashboard$/);

    await header.getByRole('link', { name: /home$/ }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
  });

  await test.step('the contact form knows the member’s name', async () => {
    await footer.getByRole('link', { name: 'Contact Us', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(member.firstName);
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(member.lastName);
  });

  await test.step('history is pinned for a member: Back does nothing but say so', async () => {
    await footer.getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goBack();

    await expect(notifications).toContainText(
      "The browser Back button has been disabled. Please use our website's navigation menu options.",
    );
    await expect(page).toHaveURL(/\/privacy$/);
    // Still signed in, still on the page.
    await expect(header.getByRole('link', { name: 'DASHBOARD' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  await test.step('logs out from the MY ACCOUNT menu', async () => {
    await chooseLogOut(page);

    await expect(page).toHaveURL(productFlag === 'MP' ? /\/login$/ : /\/$/);
    await expect(header.getByRole('link', { name: 'LOGIN' })).toBeVisible();
    await expect(header.getByRole('button', { name: /MY ACCOUNT/ })).toHaveCount(0);
  });
});
