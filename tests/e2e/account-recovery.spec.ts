import { holdScript } from './support/held-script.js';
import { latestMessage, linkPathIn, outboxMessages } from './support/outbox.js';
import { answerSecurityQuestion, findAccount, recoveryMembers } from './support/recovery.js';
import { expectDashboardAfterSignIn, signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

// Off this path, in the portal page tests beside each page: a miss and its one not-found message
// (find-account-page.test.tsx), an unknown link and a password used recently
// (profile-reset-page.test.tsx), the archival-account page.
const linkExpired = "We're sorry, but the link expired.";

test('a member who forgot the password finds the account, resets it from the emailed link and signs in', async ({
  page,
  edition,
}) => {
  // One member's whole recovery, axe on each of its eight states: more than the default.
  test.setTimeout(150_000);
  const member = recoveryMembers[edition.productFlag].recover;
  const newPassword = `${edition.productFlag.toLowerCase()}-harbour-lights-31`;
  const sentLink = page.getByRole('status').filter({ hasText: 'We sent a link to' });

  await page.goto('/login');
  await page.getByRole('button', { name: 'Need Help?' }).click();
  await expect(page).toHaveURL(/\/account\/find-account$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Find your account' })).toBeVisible();

  // On a slow network the prerendered page comes before its script. Until the script runs, a
  // click would be the browser's own submit: a GET with the SSN in the address. So it waits.
  const release = await holdScript(page, 'find-account-page');
  await page.reload({ waitUntil: 'commit' });
  const submit = page.getByRole('button', { name: 'FIND MY ACCOUNT' });
  await expect(submit).toBeDisabled();
  release();
  await expect(submit).toBeEnabled();
  await expectNoAxeViolations(page);

  await findAccount(page, member);
  await expect(page).toHaveURL(/\/account\/reset-password$/);
  await expect(
    page.getByText(`We found your account. Your username is ${member.username}.`),
  ).toBeVisible();
  await page.getByRole('radio', { name: 'Email' }).check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'SEND LINK' }).click();
  await expect(sentLink).toBeVisible();
  await expectNoAxeViolations(page);

  // The first link is slow to arrive, so the member sends another: the newer replaces it.
  await page.getByRole('button', { name: 'SEND ANOTHER LINK' }).click();
  let messages: Awaited<ReturnType<typeof outboxMessages>> = [];
  await expect
    .poll(async () => {
      messages = await outboxMessages(page, member.email);
      return messages.length;
    })
    .toBeGreaterThanOrEqual(2);
  const [newest, older] = messages;
  expect(newest?.subject).toBe('Reset your password');
  const newestLink = linkPathIn(newest?.text ?? '');
  expect(newestLink).toMatch(/\?method=E$/);

  await page.goto(linkPathIn(older?.text ?? ''));
  await expect(page.getByRole('heading', { level: 1, name: linkExpired })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Find Your Account' }).click();
  await expect(page).toHaveURL(/\/account\/help-findaccount$/);
  await expect(page.getByText('Your link no longer works.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto(newestLink);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Choose a new password' }),
  ).toBeVisible();
  await expect(page.getByText(`username ${member.username}`)).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm new password').fill(newPassword);
  await page.getByRole('button', { name: 'RESET PASSWORD' }).click();
  await expect(page).toHaveURL(/\/account\/reset-password-confirmation$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Your password has been reset.' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  // By its subject: specs running beside this one sign the same member in from new browsers, and
  // each such sign-in sends its own notice to the same address.
  await expect(latestMessage(page, member.email, 'Your password was reset')).resolves.toMatchObject(
    { subject: 'Your password was reset' },
  );

  // The link works once.
  await page.goto(newestLink);
  await expect(page.getByRole('heading', { level: 1, name: linkExpired })).toBeVisible();

  // The new password signs in; after a recovery the member answers a security question first.
  await signIn(page, member.username, newPassword);
  await expect(page).toHaveURL(/\/account\/login-security-question$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Answer your security question' }),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await answerSecurityQuestion(page);
  await expectDashboardAfterSignIn(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${member.firstName}.`);
});
