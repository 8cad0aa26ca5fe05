import type { Page } from '@playwright/test';
import { activeFor, whileActive } from './support/activity.js';
import { demoPassword, shortTimers } from './support/editions.js';
import { readCodeFromOutbox } from './support/outbox.js';
import { expectDashboardAfterSignIn, signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';
import { twoStepMembers, typeCode } from './support/two-step.js';

// The service of this test sends one-time codes that expire after 8 s (spec: 10 minutes), and
// opens the idle warning after 4 s with a 15 s countdown (spec: 840 s and 60 s): the same code
// paths, in seconds instead of minutes.
test.describe.configure({ timeout: 120_000 });

const warningWithin = (shortTimers.idleWarningSeconds + 10) * 1000;
const token = (page: Page) => page.evaluate(() => sessionStorage.getItem('portal.token'));
// The encryption envelope's session key (packages/api/docs/envelope-v2.md): a refresh replaces it.
const sessionKey = (page: Page) =>
  page.evaluate(() => sessionStorage.getItem('portal.envelopeSessionKey'));

// Off this path, in the portal page tests: the warning's Logout button, and the countdown ending
// during a pending two-step sign-in (apps/portal/src/shell/session-watch.test.tsx).
test('a member whose code expired gets a new one, is left alone while busy in another tab, continues once warned, and is logged out at zero', async ({
  page,
  edition,
}) => {
  const member = twoStepMembers[edition.productFlag];
  const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
  const code = await whileActive(page, async () => {
    await signIn(page, member.username, demoPassword);
    await expect(page).toHaveURL(/\/two-step-verification$/);
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await expect(page).toHaveURL(/\/two-step-verification\/enter-code$/);
    return readCodeFromOutbox(page, member.codeTo);
  });
  // Time passes before she types it (active, so the idle warning does not open).
  await activeFor(page, (shortTimers.twoStepCodeSeconds + 1) * 1000);

  await whileActive(page, async () => {
    await typeCode(page, code);
    await expect(page.getByRole('alert').filter({ hasText: 'There is a problem' })).toContainText(
      'This code has expired. Select Send a new code, or choose another way to get a code.',
    );
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Send a new code' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a new code' })).toContainText(
      `We sent a new code to ${member.maskedCodeTo}.`,
    );
    await expect(page.getByLabel('Verification code')).toBeFocused();
    await typeCode(page, await readCodeFromOutbox(page, member.codeTo));
    await expectDashboardAfterSignIn(page);
  });

  // Busy in another tab of the portal for longer than the idle time: this one gives no warning.
  // (This tab stays active while the other one loads, so the warning cannot come before.)
  const otherTab = await page.context().newPage();
  await whileActive(page, () => otherTab.goto('/faqs'));
  await activeFor(otherTab, (shortTimers.idleWarningSeconds + 4) * 1000);
  await expect(dialog).toHaveCount(0);
  await otherTab.close();

  // Quiet everywhere: the warning comes, with its countdown, Continue focused.
  const before = await token(page);
  const keyBefore = await sessionKey(page);
  expect(keyBefore).toBeTruthy();
  await expect(dialog).toBeVisible({ timeout: warningWithin });
  await expect(dialog).toContainText(
    'Due to inactivity, you will be logged out. Do you want to stay logged in and continue?',
  );
  await expect(dialog).toContainText(/Your session ends in \d+ seconds?!/);
  await expect(dialog.getByRole('button', { name: 'Continue' })).toBeFocused();
  await expectNoAxeViolations(page);

  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog).toBeHidden();
  // The service answered the refresh with a new token.
  await expect.poll(() => token(page)).not.toBe(before);
  expect(await token(page)).toBeTruthy();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${member.firstName}.`);
  // ...with a new session key, under which she keeps working: her security settings load.
  expect(await sessionKey(page)).not.toBe(keyBefore);
  await whileActive(page, async () => {
    const header = page.getByRole('banner');
    await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
    await header.getByRole('link', { name: 'Security Settings' }).click();
    await expect(page).toHaveURL(/\/security-dashboard$/);
    await expect(
      page
        .getByRole('region', { name: 'Security questions' })
        .getByRole('list', { name: 'Your security questions now:' })
        .getByRole('listitem')
        .first(),
    ).toBeVisible();
  });

  // Quiet again, through the whole countdown: logged out, and told why on the page landed on.
  await expect(dialog).toBeVisible({ timeout: warningWithin });
  const note = page
    .getByRole('status')
    .filter({ hasText: 'you were logged out because there was no activity for a while' });
  await expect(note).toBeVisible({ timeout: (shortTimers.idleCountdownSeconds + 10) * 1000 });
  await expect(page).toHaveURL(edition.productFlag === 'MP' ? /\/login$/ : /\/$/);
  await expect(dialog).toHaveCount(0);
  await expect(page.getByRole('banner').getByRole('link', { name: 'LOGIN' })).toBeVisible();
  expect(await token(page)).toBeNull();
  await expectNoAxeViolations(page);

  await note.getByRole('button', { name: 'Dismiss' }).click();
  await expect(note).toHaveCount(0);
});
