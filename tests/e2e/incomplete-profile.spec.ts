import { chooseLogOut } from './support/account-menu.js';
import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * A member whose profile is incomplete (login code 29, no residence; issue 19), once per edition:
 * sign-in opens the address step, Log Out asks first and Yes stays, and the saved address leads to
 * the dashboard, after which Log Out no longer asks.
 */

const noHome = {
  MFB: {
    username: 'fed.nohome',
    firstName: 'Nadia',
    address: { street: '400 Hay St', city: 'Fayetteville', state: 'NC', zip: '28301' },
    home: /\/$/,
  },
  // The individual edition's home is the login page (spec section 2).
  MP: {
    username: 'ind.nohome',
    firstName: 'Tariq',
    address: { street: '230 W Lake St', city: 'Chicago', state: 'IL', zip: '60606' },
    home: /\/login$/,
  },
} as const;

test('a member with no residence is sent to the address step, completes it and reaches the dashboard', async ({
  page,
  edition,
}) => {
  const member = noHome[edition.productFlag];
  await signIn(page, member.username, demoPassword);
  // Login code 29 (needAddress): signed in, on the step that completes the profile.
  await expect(page).toHaveURL(/\/account-creation\/address-dvc\?flow=reEnroll$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Your address');
  await expectNoAxeViolations(page);

  // Log Out with an incomplete profile asks first (spec section 4); Yes stays, on this step.
  await chooseLogOut(page);
  const dialog = page.getByRole('dialog', { name: 'Incomplete Profile' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(
    "If you leave now you'll be logged out and start here again the next time you log in. Do you want to complete your profile first?",
  );
  await expect(dialog.getByRole('button', { name: 'Yes' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(page).toHaveURL(/\/account-creation\/address-dvc\?flow=reEnroll$/);

  const home = page.getByRole('group', { name: 'Home address' });
  await home.getByLabel('Street address').fill(member.address.street);
  if (edition.productFlag === 'MP') {
    // A state where the product is not sold is refused (README: WA), as for a visitor.
    await home.getByLabel('City').fill('Seattle');
    await home.getByLabel('State').selectOption('WA');
    await home.getByLabel('ZIP code').fill('98101');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(
      page.getByText('This state is not yet eligible for this product.').first(),
    ).toBeVisible();
  }
  // The address, checked by the service's ZIP data as the ZIP field is left.
  await home.getByLabel('City').fill(member.address.city);
  await home.getByLabel('State').selectOption(member.address.state);
  await home.getByLabel('ZIP code').fill(member.address.zip);
  await home.getByLabel('ZIP code').blur();
  await expect(page.getByText('ZIP and state checked.')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();

  // Nothing else is missing: the dashboard, and Log Out no longer asks.
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Welcome, ${member.firstName}.`);

  await chooseLogOut(page);
  await expect(page).toHaveURL(member.home);
  await expect(page.getByRole('dialog', { name: 'Incomplete Profile' })).toHaveCount(0);
});
