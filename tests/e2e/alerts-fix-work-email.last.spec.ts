import { demoPassword } from './support/editions.js';
import { activate, tabTo } from './support/keyboard.js';
import { latestMessage } from './support/outbox.js';
import { collectErrors } from './support/prerendered.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/*
 * Issue 22, done when: fed.new signs in, follows the red dot to the alert, fixes the work email
 * (keyboard alone, confirming with the password), the red dot disappears, the notice is in the
 * outbox and the activity log shows the sign-in and the change; in either edition, so the MP
 * edition's ind.alert does the same. It runs last in each edition ('MFB last' and 'MP last',
 * tests/playwright.config.ts): other specs read fed.new's work email as flagged.
 */

const invalidMethods =
  'Some of your contact methods have been marked invalid. Update each one from its alert below.';

/** The demo member of each edition whose work email is flagged (README 'Demo data'). */
const flaggedMember = {
  MFB: { username: 'fed.new', newEmail: 'elena.sokolova@work.example.org' },
  MP: { username: 'ind.alert', newEmail: 'nadia.kowalski@work.example.com' },
} as const;

test('the flagged member follows the red dot to the alert and fixes the work email by keyboard', async ({
  page,
  edition,
}) => {
  test.setTimeout(120_000);
  const { username, newEmail } = flaggedMember[edition.productFlag];
  const errors = collectErrors(page);
  await signIn(page, username, demoPassword);
  const bell = page.getByRole('link', { name: 'Alerts, 1 action pending' });
  await expect(bell).toBeVisible();
  await expect(bell).toHaveAttribute('data-state', 'pending');
  await expectNoAxeViolations(page);

  // The bell, then the alert's link, by keyboard.
  await activate(page, bell);
  await expect(page).toHaveURL(/\/manage-alert$/);
  await expect(page.getByText(invalidMethods)).toBeVisible();
  const alert = page.getByRole('region', { name: 'Your work email was marked invalid' });
  await expect(alert.getByText('Action needed')).toBeVisible();
  await expectNoAxeViolations(page);
  await activate(page, alert.getByRole('link', { name: 'Update your work email' }));

  await expect(page).toHaveURL(/\/my-profile#emails$/);
  const emails = page.getByRole('region', { name: 'Email addresses' });
  await expect(emails.getByRole('heading', { name: 'Email addresses' })).toBeFocused();
  await expect(emails.getByText(/This email was marked invalid/)).toBeVisible();
  await expectNoAxeViolations(page);
  for (const label of ['Work email', 'Confirm work email']) {
    await tabTo(page, emails.getByLabel(label, { exact: true }));
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.type(newEmail);
  }
  await page.keyboard.press('Tab');
  await expect(emails.getByText('Valid email address.')).toHaveCount(2);
  await activate(page, emails.getByRole('button', { name: 'SAVE' }));

  // A change of email asks to confirm it's the member: the password, by keyboard.
  const confirm = emails.getByRole('region', { name: "Confirm it's you" });
  await expect(confirm.getByRole('heading', { name: "Confirm it's you" })).toBeFocused();
  await tabTo(page, confirm.getByLabel('Password', { exact: true }));
  await page.keyboard.type(demoPassword);
  await page.keyboard.press('Enter');
  await expect(emails.getByText('Your email addresses have been saved.')).toBeVisible();

  // The red dot follows the pending-action rule: nothing is flagged now.
  await expect(page.getByRole('link', { name: 'Alerts', exact: true })).toHaveAttribute(
    'data-state',
    'idle',
  );
  await expect(page.getByRole('link', { name: /^Alerts, .*pending$/ })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // The notice goes to the new address (and the old one), never naming the address itself.
  const notice = await latestMessage(page, newEmail, 'Your email address was changed');
  expect(notice.text).toContain('The email addresses of your account were changed.');

  // The alert is resolved; the activity log shows the change and the sign-in.
  await page.getByRole('link', { name: 'Alerts', exact: true }).click();
  await expect(page.getByText('Nothing needs your attention.')).toBeVisible();
  await expect(
    page
      .getByRole('region', { name: 'Your work email was marked invalid' })
      .getByText('Resolved', { exact: true }),
  ).toBeVisible();
  await page.getByRole('button', { name: /MY ACCOUNT/ }).click();
  await page.getByRole('link', { name: 'Account Activity' }).click();
  const table = page.getByRole('table', { name: 'Your account activity' });
  await expect(table.getByRole('row', { name: /Email addresses changed/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Signed in/ }).first()).toBeVisible();
  await expectNoAxeViolations(page);
  expect(errors).toEqual([]);
});
