import { demoPassword } from './support/editions.js';
import { holdScript } from './support/held-script.js';
import { latestMessage, linkPathIn, outboxMessages } from './support/outbox.js';
import {
  answerSecurityQuestion,
  findAccount,
  recoveryMembers,
  signInAndWait,
} from './support/recovery.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const notFound = 'We could not locate an account with this information. Verify it and try again.';
const reusedPassword = 'You have used this password recently. Choose one you have not used before.';
const linkExpired = "We're sorry, but the link expired.";
const linkUnknown = "We're sorry, but we could not locate you.";

test.describe('account recovery (find your account and the temporary-password link)', () => {
  test('find the account, open the link from the outbox, reset the password and sign in with it', async ({
    page,
    edition,
  }) => {
    // The whole recovery in one test, axe on each of its seven pages: more than the default 30 s.
    test.setTimeout(120_000);
    const member = recoveryMembers[edition.productFlag].recover;
    const newPassword = `${edition.productFlag.toLowerCase()}-harbour-lights-31`;

    await page.goto('/login');
    await page.getByRole('button', { name: 'Need Help?' }).click();
    await expect(page).toHaveURL(/\/account\/find-account$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Find your account' })).toBeVisible();
    await expectNoAxeViolations(page);

    await findAccount(page, member);
    await expect(page).toHaveURL(/\/account\/reset-password$/);
    await expect(
      page.getByText(`We found your account. Your username is ${member.username}.`),
    ).toBeVisible();
    await page.getByRole('radio', { name: 'Email' }).check();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'SEND LINK' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toBeVisible();
    await expectNoAxeViolations(page);

    const email = await latestMessage(page, member.email, 'Reset your password');
    const linkPath = linkPathIn(email.text);
    expect(linkPath).toMatch(/\?method=E$/);
    await page.goto(linkPath);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
    await expect(page.getByText(`username ${member.username}`)).toBeVisible();
    await expectNoAxeViolations(page);

    // The password in use now is one of the last five: refused with the message for it.
    await page.getByLabel('New password', { exact: true }).fill(demoPassword);
    await page.getByLabel('Confirm new password').fill(demoPassword);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page.getByText(reusedPassword).first()).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByLabel('New password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm new password').fill(newPassword);
    await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
    await expect(page).toHaveURL(/\/account\/reset-password-confirmation$/);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your password has been reset.' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await latestMessage(page, member.email)).subject).toBe('Your password was reset');

    // The link works once.
    await page.goto(linkPath);
    await expect(page.getByRole('heading', { level: 1, name: linkExpired })).toBeVisible();

    // The new password signs in; after a recovery the member answers a security question first.
    await signInAndWait(page, member.username, newPassword);
    // The login page routes forward code 1 here (the sign-in work); the test opens it itself.
    await page.goto('/account/login-security-question');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Answer your security question' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await answerSecurityQuestion(page);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${member.firstName}.`,
    );
  });

  test('FIND MY ACCOUNT waits for the page script: no SSN can go out in the address', async ({
    page,
  }) => {
    // The page is prerendered; its script is held back. Until it runs, a click would be the
    // browser's own submit, a GET with the last name, SSN and date of birth in the address.
    const release = await holdScript(page, 'find-account-page');
    await page.goto('/account/find-account', { waitUntil: 'commit' });
    const submit = page.getByRole('button', { name: 'FIND MY ACCOUNT' });
    await expect(submit).toBeDisabled();
    release();
    await expect(submit).toBeEnabled();
  });

  test('every miss gets the same not-found message', async ({ page, edition }) => {
    const member = recoveryMembers[edition.productFlag].member;
    await page.goto('/account/find-account');
    await findAccount(page, { ...member, ssn: '900-99-0000' });
    await expect(page.getByRole('alert')).toContainText(notFound);
    await expect(page).toHaveURL(/\/account\/find-account$/);
    await expectNoAxeViolations(page);
  });

  test('an unknown link cannot locate the member and offers Find Your Account', async ({
    page,
  }) => {
    await page.goto(`/profile_reset/${'x'.repeat(43)}?method=E`);
    await expect(page.getByRole('heading', { level: 1, name: linkUnknown })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Find Your Account' }).click();
    await expect(page).toHaveURL(/\/account\/help-findaccount$/);
    await expect(page.getByText('Your link no longer works.')).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a link replaced by a newer one has expired and offers Find Your Account', async ({
    page,
    edition,
  }) => {
    // Two links sent and read from the outbox, then both opened: more than the default 30 s.
    test.setTimeout(60_000);
    const member = recoveryMembers[edition.productFlag].member;
    await page.goto('/account/find-account');
    await findAccount(page, member);
    await page.getByRole('button', { name: 'SEND LINK' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'We sent a link to' })).toBeVisible();
    await page.getByRole('button', { name: 'SEND ANOTHER LINK' }).click();
    await expect
      .poll(async () => (await outboxMessages(page, member.email)).length)
      .toBeGreaterThanOrEqual(2);

    const [newest, older] = await outboxMessages(page, member.email);
    await page.goto(linkPathIn(older?.text ?? ''));
    await expect(page.getByRole('heading', { level: 1, name: linkExpired })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Find Your Account' }).click();
    await expect(page).toHaveURL(/\/account\/help-findaccount$/);

    // The newest link still works.
    await page.goto(linkPathIn(newest?.text ?? ''));
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
    ).toBeVisible();
  });

  test('an archived account is told how to reach customer care', async ({ page }) => {
    await page.goto('/account/login-archival-account');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Your account is in our archive' }),
    ).toBeVisible();
    await expect(page.getByText('call customer care at 1-800-555-0100')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact Us' }).first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
