import { dataLayerEvents } from './support/data-layer.js';
import { demoPassword } from './support/editions.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** The shell of spec section 2: header, footer, analytics (section 3) and the router's duties. */

test.describe('header', () => {
  test('ENROLL NOW is hidden while account creation is in progress', async ({ page, edition }) => {
    await page.goto('/faqs');
    const navigation = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const enroll = navigation.getByRole('link', { name: 'ENROLL NOW' });
    // Spec section 2: enroll is a federal-edition link.
    await expect(enroll).toHaveCount(edition.productFlag === 'MFB' ? 1 : 0);

    // The account-creation flow sets its flag in the session (isCreateAccountFlowStarted).
    await page.evaluate(() =>
      sessionStorage.setItem('portal.session', JSON.stringify({ accountCreationStarted: true })),
    );
    await page.reload();

    await expect(navigation.getByRole('link', { name: 'FAQS' })).toBeVisible();
    await expect(enroll).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Spec section 4: opening the compliance page resets the account-creation state.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Compliance & Legal' }).click();
    await expect(page).toHaveURL(/\/compliance-and-legal$/);
    await expect(enroll).toHaveCount(edition.productFlag === 'MFB' ? 1 : 0);
  });

  test('the logo takes a visitor home, clearing the session', async ({ page, edition }) => {
    await page.goto('/faqs');
    await page.evaluate(() => sessionStorage.setItem('portal.leftover', 'x'));
    const logo = page.getByRole('banner').getByRole('link', { name: /home$/ });

    if (edition.productFlag === 'MP') {
      // Spec section 2: the individual edition's logo goes to its external legal-plans page.
      await expect(logo).toHaveAttribute('href', /^https:\/\//);
      return;
    }
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.leftover'))).toBeNull();
  });

  test('the logo takes a member to the dashboard', async ({ page, edition }) => {
    await signIn(page, edition.member.username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /MY ACCOUNT/ })
      .click();
    await page.getByRole('link', { name: 'Banks' }).click();
    await expect(page).toHaveURL(/\/bank-dashboard$/);

    await page.getByRole('banner').getByRole('link', { name: /home$/ }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
  });
});

test.describe('footer', () => {
  test('shows the administrators and the disclaimer, and reports link clicks', async ({
    page,
    edition,
  }) => {
    await page.goto('/faqs');
    const footer = page.getByRole('contentinfo');
    await expect(footer.getByText('Administered by', { exact: true })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Legal Plan Administrators' })).toBeVisible();
    await expect(footer.getByText(/In Florida, .* in California, /)).toBeVisible();
    await expectNoAxeViolations(page);

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();

    await expect(page).toHaveURL(/\/privacy$/);
    const clicks = (await dataLayerEvents(page)).filter((entry) => entry.event === 'linkClick');
    expect(clicks).toEqual([
      expect.objectContaining({
        category: 'footer',
        link: { text: 'Privacy Policy', href: '/privacy' },
        page: { path: '/faqs', title: 'FAQs' },
        user: expect.objectContaining({
          application: edition.productFlag,
          status: 'logged out',
        }),
      }),
    ]);
  });
});

test.describe('analytics: marketing parameters of an entry link (spec section 2)', () => {
  test('are captured in any case, from an allowed source, and travel with later events', async ({
    page,
  }) => {
    await page.goto('/faqs?UTM_SOURCE=EMAIL&Cid=C-100&MLPID=ML.7&btid=BT_9&utm=newsletter');

    // The page view is pushed once the page has rendered, after the load event.
    await expect.poll(async () => (await dataLayerEvents(page)).length).toBeGreaterThan(0);
    const [view] = await dataLayerEvents(page);
    expect(view).toMatchObject({
      event: 'pageView',
      page: { path: '/faqs', title: 'FAQs' },
      user: { status: 'logged out', cId: 'C-100', mlpId: 'ML.7', btId: 'BT_9' },
      marketing: { utm: 'newsletter', utmSource: 'email' },
    });

    // A later page, and the session clearing of a header link, keep the visit's attribution.
    await page.getByRole('banner').getByRole('link', { name: 'LOGIN' }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect.poll(async () => (await dataLayerEvents(page)).at(-1)?.page.path).toBe('/login');
    const views = (await dataLayerEvents(page)).filter((entry) => entry.event === 'pageView');
    expect(views.at(-1)).toMatchObject({
      page: { path: '/login' },
      user: { cId: 'C-100', mlpId: 'ML.7', btId: 'BT_9' },
      marketing: { utm: 'newsletter', utmSource: 'email' },
    });
  });

  test('leave out a marketing source that is not on the allowed list', async ({ page }) => {
    await page.goto('/faqs?utm_source=unknown-network&utm=spam&cid=C-1');

    // The page view is pushed once the page has rendered, after the load event.
    await expect.poll(async () => (await dataLayerEvents(page)).length).toBeGreaterThan(0);
    const [view] = await dataLayerEvents(page);
    expect(view).toMatchObject({
      user: { cId: 'C-1' },
      marketing: { utm: null, utmSource: null },
    });
  });
});

test.describe('navigation rules (spec section 2)', () => {
  test('an unauthenticated first load of a member page goes home', async ({ page, edition }) => {
    await page.goto('/dashboard');

    await expect(page).toHaveURL(edition.productFlag === 'MP' ? /\/login$/ : /\/$/);
    await expectNoAxeViolations(page);
  });

  test('a signed-in member who loads a protected page directly is told and sent to their home', async ({
    page,
    edition,
  }) => {
    await signIn(page, edition.member.username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    const notifications = page.getByRole('region', { name: 'Notifications' });
    await expect(notifications).toBeHidden();

    await page.reload();

    await expect(notifications).toContainText(
      'Form resubmission! Page will be redirected to user home.',
    );
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      `Welcome, ${edition.member.firstName}.`,
    );
    await expectNoAxeViolations(page);
  });

  test('Back works on the public pages for a visitor', async ({ page }) => {
    await page.goto('/faqs');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goBack();

    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('region', { name: 'Notifications' })).toBeHidden();
  });

  test('Back is refused, with a message, on a page that is not public', async ({ page }) => {
    await page.goto('/faqs');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.fill('attorney');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/attorney$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();

    await page.goBack();

    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      "The browser Back button has been disabled. Please use our website's navigation menu options.",
    );
    await expect(page).toHaveURL(/\/search\/attorney$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('history is pinned for a signed-in member: Back does nothing', async ({ page, edition }) => {
    await signIn(page, edition.member.username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' }).click();
    await expect(page).toHaveURL(/\/privacy$/);

    await page.goBack();
    await expect(page.getByRole('region', { name: 'Notifications' })).toContainText(
      "The browser Back button has been disabled. Please use our website's navigation menu options.",
    );
    await expect(page).toHaveURL(/\/privacy$/);
    // Still signed in, still on the page.
    await expect(page.getByRole('banner').getByRole('link', { name: 'DASHBOARD' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
  });

  test('an unknown path goes to page-not-found', async ({ page }) => {
    await page.goto('/no/such/page');

    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found.');
    await expectNoAxeViolations(page);
  });

  test('the legacy login-user path goes to /login in the individual edition only', async ({
    page,
    edition,
  }) => {
    await page.goto('/login-user');

    await expect(page).toHaveURL(edition.productFlag === 'MP' ? /\/login$/ : /\/page-not-found$/);
  });

  test('following a link to the page shown starts it afresh, at the top', async ({ page }) => {
    await page.goto('/faqs');
    const firstSet = page.getByRole('region').first();
    await firstSet.getByRole('button', { name: 'Expand All' }).first().click();
    const question = firstSet.getByRole('heading', { level: 3 }).getByRole('button').first();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);

    await page.getByRole('banner').getByRole('link', { name: 'FAQS' }).click();

    await expect(question).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('Back restores the scroll position of the page left', async ({ page }) => {
    await page.goto('/faqs');
    await expect(page.getByRole('heading', { level: 3 }).first()).toBeVisible();
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(600);
    const scrolled = await page.evaluate(() => window.scrollY);

    await page.getByRole('contentinfo').getByRole('link', { name: 'Compliance & Legal' }).click();
    await expect(page).toHaveURL(/\/compliance-and-legal$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await page.goBack();

    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrolled - 50);
  });
});
