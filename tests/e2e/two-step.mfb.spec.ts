import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { readCodeFromOutbox } from './support/outbox.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { typeCode } from './support/two-step.js';

const priya = {
  username: 'fed.twostep',
  name: 'Priya Natarajan',
  email: 'priya.natarajan@example.org',
  maskedEmail: 'p*****n@example.org',
  phone: '2025550111',
  maskedPhone: '(***) ***-0111',
};

// Off this path: the code's lockout after three wrong tries, a code of an earlier sign-in, Cancel,
// and the set-up screen of a member with no method yet are in the portal page tests beside the
// two-step pages and in the service's tests (apps/server/src/two-step/two-step.test.ts).
test('fed.twostep signs in with a code by email, mistypes it, gets one by text instead and lands where she was going', async ({
  page,
}) => {
  // Two codes read from the outbox, axe on five states: more than the default.
  test.setTimeout(120_000);
  await page.goto('/login?redirectURL=/bank-dashboard');
  await page.getByLabel('Username').fill(priya.username);
  await page.getByLabel('Password', { exact: true }).fill(demoPassword);
  await page.getByRole('button', { name: 'LOG IN' }).click();

  await expect(page).toHaveURL(/\/two-step-verification$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Two-step verification');
  const methods = page.getByRole('group', { name: 'Where should we send your code?' });
  // Shown masked, the preferred method chosen.
  await expect(methods.getByRole('radio', { name: `Email to ${priya.maskedEmail}` })).toBeChecked();
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

  // A typo: announced (the error summary takes focus) and the field says it is invalid.
  const code = await readCodeFromOutbox(page, priya.email);
  await typeCode(page, String((Number(code) + 1) % 1_000_000).padStart(6, '0'));
  const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
  await expect(summary).toContainText(
    'That code is not correct. Type the code yourself instead of pasting it, or choose another way to get a code.',
  );
  // The summary's focusable container holds the alert.
  await expect(summary.locator('..')).toBeFocused();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // She asks for a code by text message instead: it goes to her phone, and she is back in the field.
  // (Send a new code by the same method, after a code expired: idle.timers.spec.ts.)
  await page.getByRole('button', { name: 'Send a code by text message instead' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toContainText(
    `We sent a new code to ${priya.maskedPhone}.`,
  );
  await expect(field).toBeFocused();
  await expect(summary).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Send a code by email instead' })).toBeVisible();
  await expectNoAxeViolations(page);

  await typeCode(page, await readCodeFromOutbox(page, priya.phone));
  // The redirect target of the login address.
  await expect(page).toHaveURL(/\/bank-dashboard$/);
  const header = page.getByRole('banner');
  await expect(header.getByRole('button', { name: /MY ACCOUNT/ })).toContainText(priya.name);
  await expectNoAxeViolations(page);

  // Logged out, the verification pages are closed: they send a visitor home.
  await chooseLogOut(page);
  await expect(header.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  await page.goto('/two-step-verification/enter-code');
  await expect(page).toHaveURL(/\/$/);
});
