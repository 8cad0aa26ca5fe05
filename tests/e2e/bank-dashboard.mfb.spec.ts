import { demoPassword } from './support/editions.js';
import { collectErrors } from './support/prerendered.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

// Off this path: the service refuses to delete a bank in use and answers 404 for another member's
// bank (apps/server/src/banks/banks.test.ts); the bell with an action pending, and the bank page's
// empty and failed states, are in the portal page tests.
test('fed.member opens Banks from MY ACCOUNT, sees her banks masked, and deletes the unused one', async ({
  page,
}) => {
  const errors = collectErrors(page);
  await signIn(page, 'fed.member', demoPassword);
  await expect(page).toHaveURL(/\/dashboard$/);
  const header = page.getByRole('banner');
  // Nothing is flagged for fed.member: the alerts bell shows no pending action.
  await expect(header.getByRole('link', { name: 'Alerts', exact: true })).toHaveAttribute(
    'href',
    '/manage-alert',
  );
  await expect(page.getByRole('link', { name: /^Alerts, .*pending$/ })).toHaveCount(0);

  await header.getByRole('button', { name: /MY ACCOUNT/ }).click();
  await header.getByRole('link', { name: 'Banks' }).click();
  await expect(page).toHaveURL(/\/bank-dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your bank accounts.');
  await expect(
    page.getByText(
      'To change the bank account for a plan, go to View Payments for that plan and choose Change Bank Account.',
    ),
  ).toBeVisible();
  const banks = page.getByRole('list', { name: 'Saved bank accounts' }).getByRole('listitem');
  await expect(banks).toHaveCount(3);
  await expect(page.getByText('In use', { exact: true })).toHaveCount(1);
  await expect(page.getByText('Pending Use', { exact: true })).toHaveCount(1);
  const deleteButtons = page.getByRole('button', { name: /^Delete / });
  await expect(deleteButtons).toHaveCount(1);
  // Only the last four digits of any number reach the page, visible or not.
  expect(await page.locator('main').textContent()).not.toMatch(/\d{5,}/);
  await expectNoAxeViolations(page);

  // Deleting asks first: NO keeps the bank. On a short window the page is taller than the view;
  // the page behind the open dialog must not scroll (wheel or keys), and opening it must break
  // no rule of the content security policy (Radix's scroll lock once injected a <style>).
  await page.setViewportSize({ width: 390, height: 400 });
  await deleteButtons.click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  expect(
    await page.evaluate(() => document.documentElement.scrollHeight > window.innerHeight),
  ).toBe(true);
  const scrolledBefore = await page.evaluate(() => window.scrollY);
  await page.mouse.move(195, 200);
  await page.mouse.wheel(0, 600);
  await page.keyboard.press('PageDown');
  await page.keyboard.press('End');
  await page.waitForTimeout(300);
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolledBefore);
  expect(errors).toEqual([]);
  await dialog.getByRole('button', { name: 'NO' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banks).toHaveCount(3);

  // YES deletes it; the banks in use and pending use stay, and cannot be deleted.
  await deleteButtons.click();
  await dialog.getByRole('button', { name: 'YES' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banks).toHaveCount(2);
  // Its card held focus: what happened is said, and focused, in its place.
  const deleted = page.getByText(/^The .+ account ending in \d{4} was deleted\.$/);
  await expect(deleted).toBeVisible();
  await expect(deleted.locator('xpath=ancestor::div[@tabindex="-1"][1]')).toBeFocused();
  await expect(deleteButtons).toHaveCount(0);
  await expectNoAxeViolations(page);
});
