import type { Page } from '@playwright/test';
import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { readCodeFromOutbox } from './support/outbox.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

// One member's codes: tests that read the newest one must not run side by side.
test.describe.configure({ mode: 'serial' });

const priya = {
  username: 'fed.twostep',
  email: 'priya.natarajan@example.org',
  maskedEmail: 'p*****n@example.org',
  phone: '2025550111',
  maskedPhone: '(***) ***-0111',
};

async function typeCode(page: Page, code: string) {
  const field = page.getByLabel('Verification code');
  await field.fill('');
  // Typed key by key, as the messages ask (not pasted).
  await field.pressSequentially(code);
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

async function sendCodeByEmail(page: Page) {
  await expect(page).toHaveURL(/\/two-step-verification$/);
  await page.getByRole('button', { name: 'SEND CODE' }).click();
  await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
}

test.describe('two-step verification (fed.twostep, email preference)', () => {
  test('signs in with the code from the outbox and goes to the redirect target', async ({
    page,
  }) => {
    await page.goto('/login?redirectURL=/bank-dashboard');
    await page.getByLabel('Username').fill(priya.username);
    await page.getByLabel('Password', { exact: true }).fill(demoPassword);
    await page.getByRole('button', { name: 'LOG IN' }).click();

    await expect(page).toHaveURL(/\/two-step-verification$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');
    const methods = page.getByRole('group', { name: 'Where should we send your code?' });
    // Shown masked, the preferred method chosen.
    await expect(
      methods.getByRole('radio', { name: `Email to ${priya.maskedEmail}` }),
    ).toBeChecked();
    await expect(
      methods.getByRole('radio', { name: `Text message (SMS) to ${priya.maskedPhone}` }),
    ).not.toBeChecked();
    await expect(page.getByText(priya.email)).toHaveCount(0);
    // No session before the second step.
    expect(await page.evaluate(() => sessionStorage.getItem('portal.token'))).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Enter your code');
    await expect(
      page.getByText(
        `We sent a 6-digit code to ${priya.maskedEmail}. It works once, within 10 minutes.`,
      ),
    ).toBeVisible();
    const field = page.getByLabel('Verification code');
    await expect(field).toHaveAttribute('inputmode', 'numeric');
    await expect(field).toHaveAttribute('autocomplete', 'one-time-code');
    await expect(field).toHaveAttribute('maxlength', '6');
    await expectNoAxeViolations(page);

    await typeCode(page, await readCodeFromOutbox(page, priya.email));

    await expect(page).toHaveURL(/\/bank-dashboard$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: /MY ACCOUNT/ }),
    ).toContainText('Priya Natarajan');
  });

  test('refuses a wrong code, then a used-up one, and a new code works', async ({ page }) => {
    await signIn(page, priya.username, demoPassword);
    await sendCodeByEmail(page);
    const code = await readCodeFromOutbox(page, priya.email);
    const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');

    await typeCode(page, wrong);
    const invalid =
      'That code is not correct. Type the code yourself instead of pasting it, or choose another way to get a code.';
    // Announced: the error summary takes focus, and the field says it is invalid.
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toContainText(invalid);
    // The summary's focusable container holds the alert.
    await expect(summary.locator('..')).toBeFocused();
    await expect(page.getByLabel('Verification code')).toHaveAttribute('aria-invalid', 'true');
    await expectNoAxeViolations(page);

    await typeCode(page, wrong);
    await expect(summary).toContainText(invalid);
    await typeCode(page, wrong);
    await expect(summary).toContainText(
      "That code didn't work again. Try sending a new code, or choose another way to get one.",
    );
    // Used up: the right code no longer works either.
    await typeCode(page, code);
    await expect(summary).toContainText('Try sending a new code');

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toContainText(
      `We sent a new code to ${priya.maskedEmail}.`,
    );
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await typeCode(page, await readCodeFromOutbox(page, priya.email));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('refuses a code already used for an earlier sign-in', async ({ page }) => {
    await signIn(page, priya.username, demoPassword);
    await sendCodeByEmail(page);
    const used = await readCodeFromOutbox(page, priya.email);
    await typeCode(page, used);
    await expect(page).toHaveURL(/\/dashboard$/);
    await chooseLogOut(page);
    await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();

    await signIn(page, priya.username, demoPassword);
    await sendCodeByEmail(page);
    const fresh = await readCodeFromOutbox(page, priya.email);
    test.skip(
      fresh === used,
      'the new code happens to equal the old one (one chance in a million)',
    );
    await typeCode(page, used);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'That code is not correct.',
    );
    await typeCode(page, fresh);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('switches to a text message, and signs in with the code from the phone', async ({
    page,
  }) => {
    await signIn(page, priya.username, demoPassword);
    await sendCodeByEmail(page);
    await page.getByRole('button', { name: 'Send a code by text message instead' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toContainText(
      `We sent a new code to ${priya.maskedPhone}.`,
    );
    await expect(page.getByRole('button', { name: 'Send a code by email instead' })).toBeVisible();
    await expectNoAxeViolations(page);

    await typeCode(page, await readCodeFromOutbox(page, priya.phone));
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Cancel goes back to the login page, and the verification pages are closed after it', async ({
    page,
  }) => {
    await signIn(page, priya.username, demoPassword);
    await expect(page).toHaveURL(/\/two-step-verification$/);
    await page.getByRole('button', { name: 'Cancel' }).click();
    await expect(page).toHaveURL(/\/login$/);

    await page.goto('/two-step-verification/enter-code');
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe('the multi-factor sub-screen (fed.mfa, no method chosen yet)', () => {
  test('asks where codes should go, and signs in with a code sent there', async ({ page }) => {
    await signIn(page, 'fed.mfa', demoPassword);

    await expect(page).toHaveURL(/\/two-step-verification\/multi-factor-auth$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Set up two-step verification',
    );
    await expectNoAxeViolations(page);
    await page.getByRole('radio', { name: 'Text message (SMS) to (***) ***-0151' }).check();
    await page.getByRole('button', { name: 'SEND CODE' }).click();

    await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
    await typeCode(page, await readCodeFromOutbox(page, '2025550151'));
    await expect(page).toHaveURL(/\/dashboard$/);
  });
});
