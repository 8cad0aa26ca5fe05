import { demoPassword } from './support/editions.js';
import { expect, test } from './support/test.js';

test.describe('the message catalogue (spec section 7)', () => {
  test('the service serves it as assets/error-messages/errormsg.json', async ({ page }) => {
    const answer = await page.request.get('/assets/error-messages/errormsg.json');

    expect(answer.ok()).toBe(true);
    expect((await answer.json()).invalidCredentials).toBe(
      'The username/password you entered is incorrect.',
    );
  });

  test('the portal shows the wording it reads from there', async ({ page, edition }) => {
    // Serve a changed catalogue: the banner must follow the asset, not a copy built into the app.
    await page.route('**/assets/error-messages/errormsg.json', async (route) => {
      const served = await (await route.fetch()).json();
      await route.fulfill({
        json: { ...served, invalidCredentials: 'Those details do not match our records.' },
      });
    });
    const catalogueRead = page.waitForResponse('**/assets/error-messages/errormsg.json');
    await page.goto('/login');
    await catalogueRead;
    await page.getByLabel('Username').fill(edition.member.username);
    await page.getByLabel('Password', { exact: true }).fill(`${demoPassword}-wrong`);
    await page.getByRole('button', { name: 'LOG IN' }).click();

    await expect(page.getByRole('alert')).toContainText('Those details do not match our records.');
  });
});
