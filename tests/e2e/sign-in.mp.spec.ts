import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * Sign-in journeys of demo members who exist only in the individual edition (the federal ones are
 * in sign-in.mfb.spec.ts).
 */

test('ind.nohome, with no residence, is sent to the address step, completes it and reaches the dashboard', async ({
  page,
}) => {
  await signIn(page, 'ind.nohome', demoPassword);
  // Login code 29 (needAddress): signed in, on the step that completes the profile.
  await expect(page).toHaveURL(/\/account-creation\/address-dvc\?flow=reEnroll$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your address');
  await expectNoAxeViolations(page);

  // Log Out with an incomplete profile asks first (spec section 4); Yes stays, on this step.
  await chooseLogOut(page);
  const dialog = page.getByRole('dialog', { name: 'Incomplete Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/account-creation\/address-dvc\?flow=reEnroll$/);

  // A state where the product is not sold is refused (README: WA), as for a visitor.
  const home = page.getByRole('group', { name: 'Home address' });
  await home.getByLabel('Street address').fill('230 W Lake St');
  await home.getByLabel('City').fill('Seattle');
  await home.getByLabel('State').selectOption('WA');
  await home.getByLabel('ZIP code').fill('98101');
  await home.getByLabel('ZIP code').blur();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByText('This state is not yet eligible for this product.').first(),
  ).toBeVisible();

  // An eligible state, checked by the service's ZIP data as the ZIP field is left.
  await home.getByLabel('City').fill('Chicago');
  await home.getByLabel('State').selectOption('IL');
  await home.getByLabel('ZIP code').fill('60606');
  await home.getByLabel('ZIP code').blur();
  await expect(page.getByText('ZIP and state checked.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Nothing else is missing: the dashboard, and Log Out no longer asks.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome, Tariq.');

  await chooseLogOut(page);
  // The individual edition's home is the login page (spec section 2).
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('dialog', { name: 'Incomplete Profile' })).toHaveCount(0);
});
