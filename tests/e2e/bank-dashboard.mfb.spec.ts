import { endpoints } from '@portal/api/endpoints';
import { signedInClient } from './support/api-session.js';
import { demoPassword, editionFixtures } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

const individualBaseUrl = editionFixtures.find((edition) => edition.productFlag === 'MP')?.baseURL;

test.describe('the bank dashboard (spec sections 2 and 4)', () => {
  // These tests change fed.member's banks, so they run in order.
  test.describe.configure({ mode: 'serial' });

  test('fed.member sees three banks, masked, in use, pending use and deletable', async ({
    page,
  }) => {
    await signIn(page, 'fed.member', demoPassword);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /MY ACCOUNT/ })
      .click();
    await page.getByRole('link', { name: 'Banks' }).click();

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
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(1);
    // Only the last four digits of any number reach the page, visible or not.
    expect(await page.locator('main').textContent()).not.toMatch(/\d{5,}/);
    await expectNoAxeViolations(page);
  });

  test('deleting asks first; NO keeps the bank and YES deletes it', async ({ page }) => {
    await signIn(page, 'fed.member', demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.goto('/bank-dashboard');
    const banks = page.getByRole('list', { name: 'Saved bank accounts' }).getByRole('listitem');
    await expect(banks).toHaveCount(3);

    await page.getByRole('button', { name: /^Delete / }).click();
    const dialog = page.getByRole('dialog', { name: 'Are you sure you want to delete?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'NO' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(banks).toHaveCount(3);

    await page.getByRole('button', { name: /^Delete / }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'YES' }).click();

    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(banks).toHaveCount(2);
    await expect(page.getByRole('button', { name: /^Delete / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the bank in use cannot be deleted, not even by calling the API directly', async ({
    baseURL,
  }) => {
    const { client, memberId } = await signedInClient(
      baseURL ?? '',
      'fed.member',
      demoPassword,
      'MFB',
    );
    const list = await client.call(endpoints.fetchUserBankDetails, {
      strMember_Id: memberId,
      dtEffDate: null,
    });
    const inUse = list.strReturnObject?.find((bank) => bank.strStatus_CD === 'E');
    expect(inUse).toBeDefined();
    if (!inUse) return;

    const answer = await client.call(endpoints.updateUserBankDetails, {
      ...inUse,
      strStatus_CD: 'I',
    });

    expect(answer.returnCode).toBe(300);
    const after = await client.call(endpoints.fetchUserBankDetails, {
      strMember_Id: memberId,
      dtEffDate: null,
    });
    expect(after.strReturnObject?.map((bank) => bank.lnBankId)).toContain(inUse.lnBankId);
  });

  test("another member's bank id answers 404", async ({ baseURL }) => {
    const owner = await signedInClient(baseURL ?? '', 'fed.member', demoPassword, 'MFB');
    const list = await owner.client.call(endpoints.fetchUserBankDetails, {
      strMember_Id: owner.memberId,
      dtEffDate: null,
    });
    const bank = list.strReturnObject?.[0];
    expect(bank).toBeDefined();
    if (!bank) return;

    const stranger = await signedInClient(
      individualBaseUrl ?? '',
      'ind.member',
      demoPassword,
      'MP',
    );
    const answer = await stranger.client.call(endpoints.updateUserBankDetails, {
      ...bank,
      strMember_Id: stranger.memberId,
      strStatus_CD: 'I',
    });
    expect(answer.returnCode).toBe(404);
    const peek = await stranger.client.call(endpoints.fetchUserBankDetails, {
      strMember_Id: owner.memberId,
      dtEffDate: null,
    });
    expect(peek.returnCode).toBe(404);
  });
});
