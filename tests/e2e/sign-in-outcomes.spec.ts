import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const invalidCredentials = 'The username/password you entered is incorrect.';
const multipleAttempts =
  "Looks like you're having trouble. Click or tap the Need Help? option to find your account and reset your password.";

async function tryToSignIn(page: Page, username: string, password: string) {
  await page.getByLabel('Username').fill(username);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'LOG IN' }).click();
}

test.describe('login outcomes (spec section 4)', () => {
  test('repeated failed sign-ins walk through the three messages, then to need help', async ({
    page,
    edition,
  }) => {
    // An unknown user id answers exactly as a wrong password, and locks nobody out.
    const username = `no.such.member.${edition.productFlag.toLowerCase()}`;
    await page.goto('/login');
    const alert = page.getByRole('alert');

    for (const attempt of [1, 2]) {
      await tryToSignIn(page, username, `Wrong-Password-${attempt}`);
      await expect(alert).toContainText(invalidCredentials);
      await expect(alert).not.toContainText(multipleAttempts);
    }
    for (const attempt of [3, 4, 5]) {
      await tryToSignIn(page, username, `Wrong-Password-${attempt}`);
      await expect(alert).toContainText(multipleAttempts);
      await expect(alert).not.toContainText(invalidCredentials);
      if (attempt === 3) await expectNoAxeViolations(page);
    }
    await expect(page).toHaveURL(/\/login$/);

    // The sixth: the need-help and find-account flow.
    const needHelp = page.waitForURL(/\/account\/help-findaccount$/);
    await tryToSignIn(page, username, 'Wrong-Password-6');
    await needHelp;
  });

  test('a known user id with a wrong password gets the same message as an unknown one', async ({
    page,
    edition,
  }) => {
    await page.goto('/login');
    await tryToSignIn(page, edition.member.username, 'Not-The-Password-9');
    await expect(page.getByRole('alert')).toContainText(invalidCredentials);
    const known = await page.getByRole('alert').textContent();

    await page.goto('/login');
    await tryToSignIn(page, 'never.registered', 'Not-The-Password-9');
    await expect(page.getByRole('alert')).toContainText(invalidCredentials);
    expect(await page.getByRole('alert').textContent()).toBe(known);
  });
});

test.describe('when the service fails (a fault injected at the network)', () => {
  /** The login call answers with this returnCode in a plaintext error envelope, as the service does. */
  async function failLogin(page: Page, status: number) {
    await page.route('**/api/v1/ep/fehbLogin/metlawPortalLogin', (route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({
          returnCode: status,
          forwardCode: null,
          strServerDate: new Date().toISOString(),
          strReturnObject: { strMessage: "We're unable to complete your request at this time." },
        }),
      }),
    );
  }

  test('an internal error shows the service-unavailable message', async ({ page, edition }) => {
    await failLogin(page, 500);
    await page.goto('/login');
    await tryToSignIn(page, edition.member.username, 'Demo-Portal-2026');
    const alert = page.getByRole('alert');
    await expect(alert).toContainText("We're unable to complete your request at this time.");
    await expect(alert).toContainText('Please try again later or call customer care at');
    await expect(page).toHaveURL(/\/login$/);
    await expectNoAxeViolations(page);
  });

  test('service unavailable goes to the archival-account page', async ({ page, edition }) => {
    await failLogin(page, 503);
    await page.goto('/login');
    const archival = page.waitForURL(/\/account\/login-archival-account$/);
    await tryToSignIn(page, edition.member.username, 'Demo-Portal-2026');
    await archival;
  });
});

test.describe('the locked-account page (spec sections 2 and 8)', () => {
  test('after invalid logins it offers UNLOCK ACCOUNT, which goes to find your account', async ({
    page,
  }) => {
    await page.goto('/account-locked?type=invalidLogin');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is locked.');
    await expect(page.getByRole('main')).toContainText(
      'For your security, your account has been locked due to too many previous invalid login attempts.',
    );
    await expect(page.getByRole('main').getByRole('link', { name: 'Contact Us' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    const findAccount = page.waitForURL(/\/account\/find-account$/);
    await page.getByRole('button', { name: 'UNLOCK ACCOUNT' }).click();
    await findAccount;
  });

  for (const type of ['lockAccount', 'secureAccount']) {
    test(`for ${type} it says why and offers Contact Us`, async ({ page }) => {
      await page.goto(`/account-locked?type=${type}`);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your account is locked.');
      const main = page.getByRole('main');
      await expect(main).toContainText(
        'For your security, your account has been locked due to too many previous invalid login attempts.',
      );
      await expect(main.getByRole('button', { name: 'UNLOCK ACCOUNT' })).toHaveCount(0);
      await expect(main.getByRole('link', { name: 'Contact Us' })).toHaveAttribute(
        'href',
        '/contact',
      );
      await expectNoAxeViolations(page);
    });
  }
});
