import { activeFor, whileActive } from './support/activity.js';
import { demoPassword, shortTimers } from './support/editions.js';
import { readCodeFromOutbox } from './support/outbox.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

// This service's one-time codes expire after 3 s (spec: 10 minutes).
test.describe.configure({ mode: 'serial', timeout: 90_000 });

test('an expired code is refused with Send a new code, which sends another', async ({ page }) => {
  await whileActive(page, async () => {
    await signIn(page, 'fed.twostep', demoPassword);
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
  });
  const code = await whileActive(page, () =>
    readCodeFromOutbox(page, 'priya.natarajan@example.org'),
  );
  // Time passes (the member stays active, so the idle warning does not open).
  await activeFor(page, (shortTimers.twoStepCodeSeconds + 1) * 1000);

  await whileActive(page, async () => {
    await page.getByLabel('Verification code').pressSequentially(code);
    await page.getByRole('button', { name: 'VERIFY' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'This code has expired. Select Send a new code, or choose another way to get a code.',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toContainText(
      'We sent a new code to p*****n@example.org.',
    );
  });
  expect(await readCodeFromOutbox(page, 'priya.natarajan@example.org')).toMatch(/^\d{6}$/);
});

test('the idle watch runs on the verification pages: left idle, the sign-in is dropped', async ({
  page,
}) => {
  await whileActive(page, async () => {
    await signIn(page, 'fed.twostep', demoPassword);
    await expect(page).toHaveURL(/\/two-step-verification$/);
  });
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  await expect(dialog).toBeVisible({ timeout: (shortTimers.idleWarningSeconds + 10) * 1000 });

  const note = page
    .getByRole('status')
    .filter({ hasText: 'you were logged out because there was no activity for a while' });
  await expect(note).toBeVisible({ timeout: (shortTimers.idleCountdownSeconds + 10) * 1000 });
  await expect(page).toHaveURL(/\/$/);
  // The pending sign-in is gone: its pages send a visitor home.
  await page.goto('/two-step-verification');
  await expect(page).toHaveURL(/\/$/);
});
