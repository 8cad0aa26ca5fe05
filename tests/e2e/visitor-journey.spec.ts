import type { Locator, Page } from '@playwright/test';
import { dataLayerEvents } from './support/data-layer.js';
import { holdScript } from './support/held-script.js';
import { editionCopy, type FaqSet, served } from './support/prerendered.js';
import {
  type ContentDocument,
  contentDocumentPath,
  dollars,
  highTierLabels,
  type PlanCompare,
  type PlanPrices,
  scrollY,
  searchField,
  searchFor,
  type Testimonial,
} from './support/public-site.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * A visitor's walk through the public site (spec sections 1, 2, 7 and 9), once per edition: in
 * from a marketing link, home (the federal edition; the individual one's root is /login), the FAQs,
 * the footer's pages, compare plans, the savings calculator, a message to support, then the site
 * search, with the header's, footer's and router's duties checked where the walk meets them. Rules
 * off this path are checked by the portal page tests and the unit and server tests.
 */

const backRefused =
  "The browser Back button has been disabled. Please use our website's navigation menu options.";
const documentsOf = (pdfs: { privacyNotice: string; fraudWarnings: string }) => [
  { name: 'Download Privacy Notice (PDF)', href: pdfs.privacyNotice },
  { name: 'Download Fraud Warnings (PDF)', href: pdfs.fraudWarnings },
];
const will = 'Writing a will, living will or power of attorney';
const lawsuit = 'Defending a civil lawsuit';
const willQuestion = 'Can I really get a will in as little as 15 minutes?';
const attribution = { cId: 'C-100', mlpId: 'ML.7', btId: 'BT_9' };
const marketing = { utm: 'newsletter', utmSource: 'email' };

async function pageViews(page: Page) {
  return (await dataLayerEvents(page)).filter((entry) => entry.event === 'pageView');
}

test('a visitor reads about the plan, compares, estimates, writes to support and searches', async ({
  page,
  edition,
}) => {
  // One walk through about fifteen pages, each checked by axe on a shared 2-core machine.
  test.setTimeout(240_000);
  const flag = edition.productFlag;
  const copy = editionCopy[flag];
  const high = highTierLabels[flag];
  const prices = await served<PlanPrices>(page, '/assets/metadata/plan-prices.json');
  const faqSets = [
    await served<FaqSet>(page, copy.faqSets[0]),
    await served<FaqSet>(page, copy.faqSets[1]),
  ];
  const firstQuestions = faqSets
    .flatMap((set) => set.items.map((item) => item.question))
    .slice(0, 5);
  const header = page.getByRole('banner');
  const mainNavigation = header.getByRole('navigation', { name: 'Main' });
  const footer = page.getByRole('contentinfo');
  const notifications = page.getByRole('region', { name: 'Notifications' });

  await test.step('arrives from a marketing email: the entry link’s parameters are kept', async () => {
    await page.goto('/?UTM_SOURCE=EMAIL&Cid=C-100&MLPID=ML.7&btid=BT_9&utm=newsletter');
    if (flag === 'MP') {
      // Spec section 2: in the individual edition the root path is the login page.
      await expect(page).toHaveURL(/\/login(\?|$)/);
      await expect(page.getByLabel('Username')).toBeVisible();
    }
    const landing =
      flag === 'MFB' ? { path: '/', title: 'Home' } : { path: '/login', title: 'Log in' };
    // The page view is pushed once the page has rendered, after the load event.
    await expect.poll(async () => (await pageViews(page)).length).toBeGreaterThan(0);
    expect((await pageViews(page))[0]).toMatchObject({
      page: landing,
      user: { application: flag, status: 'logged out', ...attribution },
      marketing,
    });

    // Spec section 2: plan options, reviews and enroll are federal-edition links.
    await expect(mainNavigation.getByRole('link')).toHaveText([...copy.headerLinks]);
    await expect(footer.getByText('Administered by', { exact: true })).toBeVisible();
    await expect(footer.getByRole('img', { name: 'Legal Plan Administrators' })).toBeVisible();
    await expect(footer.getByText(/In Florida, .* in California, /)).toBeVisible();
  });

  if (flag === 'MFB') {
    await test.step('reads the home page: claims, prices, video, reviews and the first FAQs', async () => {
      await readFederalHomePage(page, prices, firstQuestions);
    });
  }
  await expectNoAxeViolations(page);

  await test.step('opens the FAQs from the header; Expand All and Collapse All work', async () => {
    await mainNavigation.getByRole('link', { name: 'FAQS' }).click();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Frequently asked questions');
    // The header link clears the session, but the visit's attribution travels on.
    await expect.poll(async () => (await pageViews(page)).at(-1)?.page.path).toBe('/faqs');
    expect((await pageViews(page)).at(-1)).toMatchObject({
      page: { path: '/faqs', title: 'FAQs' },
      user: attribution,
      marketing,
    });

    // faq-legal first, then faq-product, each under its own h2, every question closed.
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(
      faqSets.map((set) => set.title),
    );
    const sets = faqSets.map((set) => {
      const section = page.getByRole('region', { name: set.title, exact: true });
      return {
        set,
        section,
        questions: section.getByRole('heading', { level: 3 }).getByRole('button'),
      };
    });
    for (const { set, questions } of sets) {
      await expect(questions).toHaveText(set.items.map((item) => item.question));
      await expectAllExpanded(questions, set, false);
    }
    for (const { set, section, questions } of sets) {
      await section.getByRole('button', { name: 'Expand All' }).click();
      await expectAllExpanded(questions, set, true);
    }
    await expectNoAxeViolations(page);
    for (const { set, section, questions } of sets) {
      await section.getByRole('button', { name: 'Collapse All' }).click();
      await expectAllExpanded(questions, set, false);
    }

    // Following a link to the page shown starts it afresh, at the top.
    const firstSet = sets[0];
    if (!firstSet) throw new Error('no FAQ set');
    await firstSet.section.getByRole('button', { name: 'Expand All' }).click();
    const firstQuestion = firstSet.questions.first();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'true');
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(0);
    await mainNavigation.getByRole('link', { name: 'FAQS' }).click();
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => scrollY(page)).toBe(0);
  });

  await test.step('reads the Privacy Policy from the footer, and Back returns to the spot', async () => {
    await page.mouse.wheel(0, 1200);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(600);
    const scrolled = await scrollY(page);
    const notice = await (await page.request.get(copy.privacyNotice)).text();
    const noticeHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(notice)?.[1]?.trim();
    expect(noticeHeading, 'the notice starts with an h2').toBeTruthy();

    await footer.getByRole('link', { name: 'Privacy Policy' }).click();

    await expect(page).toHaveURL(/\/privacy$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
    await expect(
      page.getByRole('article').getByRole('heading', { level: 2, name: noticeHeading }),
    ).toBeVisible();
    await expect.poll(() => scrollY(page)).toBe(0);
    // The footer reports its link clicks (spec section 2), from the page the click was on.
    const clicks = (await dataLayerEvents(page)).filter((entry) => entry.event === 'linkClick');
    expect(clicks).toEqual([
      expect.objectContaining({
        category: 'footer',
        link: { text: 'Privacy Policy', href: '/privacy' },
        page: { path: '/faqs', title: 'FAQs' },
        user: expect.objectContaining({ application: flag, status: 'logged out' }),
      }),
    ]);
    await expectNoAxeViolations(page);

    // Back works on the public pages for a visitor, and restores the scroll position left.
    await page.goBack();
    await expect(page).toHaveURL(/\/faqs$/);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(scrolled - 50);
    await expect(notifications).toBeHidden();
  });

  await test.step('ENROLL NOW hides during account creation; the compliance page resets it', async () => {
    const enroll = mainNavigation.getByRole('link', { name: 'ENROLL NOW' });
    await expect(enroll).toHaveCount(flag === 'MFB' ? 1 : 0);
    // Account creation starts for real: get-started's first save begins the application, and the
    // flow sets its flag in the session (isCreateAccountFlowStarted).
    await page.goto('/account-creation/get-started');
    if (flag === 'MFB') await page.getByRole('radio', { name: 'Military member' }).check();
    const birth = page.getByRole('group', { name: 'Date of birth' });
    await birth.getByRole('textbox', { name: 'Day' }).fill('9');
    await birth.getByRole('textbox', { name: 'Month' }).fill('11');
    await birth.getByRole('textbox', { name: 'Year' }).fill('1985');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
    await expect(mainNavigation.getByRole('link', { name: 'FAQS' })).toBeVisible();
    await expect(enroll).toHaveCount(0);

    // Spec section 4: opening the compliance page resets the account-creation state.
    await footer.getByRole('link', { name: 'Compliance & Legal' }).click();
    await expect(page).toHaveURL(/\/compliance-and-legal$/);
    await expect(enroll).toHaveCount(flag === 'MFB' ? 1 : 0);
  });

  await test.step('downloads a compliance document; narrow windows hide the word Download', async () => {
    const documents = documentsOf(copy.policyDocuments);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compliance and legal documentation.' }),
    ).toBeVisible();
    await expect(page.getByRole('main').getByText(copy.productName)).toBeVisible();
    await expect(page.getByRole('rowheader')).toHaveText(['Privacy Notice', 'Fraud Warnings']);
    for (const document of documents) {
      await expect(page.getByRole('link', { name: document.name, exact: true })).toHaveAttribute(
        'href',
        document.href,
      );
    }
    await expectNoAxeViolations(page);

    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 600, height: 800 });
    for (const document of documents) {
      const link = page.getByRole('link', { name: document.name, exact: true });
      await expect(link).toBeVisible();
      await expect(link.getByText('Download', { exact: true })).toBeHidden();
    }
    await expectNoAxeViolations(page);
    await page.setViewportSize({ width: 700, height: 800 });
    for (const document of documents) {
      const link = page.getByRole('link', { name: document.name, exact: true });
      await expect(link.getByText('Download', { exact: true })).toBeVisible();
    }
    if (viewport) await page.setViewportSize(viewport);

    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download Fraud Warnings (PDF)', exact: true }).click();
    expect((await download).suggestedFilename()).toBe('fraud-warnings.pdf');
    // The page stays: the router did not take the file path for a page.
    await expect(
      page.getByRole('heading', { level: 1, name: 'Compliance and legal documentation.' }),
    ).toBeVisible();
  });

  await test.step('searches for plans with Enter; Back is refused on the results page', async () => {
    await searchFor(page, 'compare plans prices');
    await expect(page).toHaveURL(/\/search\/compare%20plans%20prices$/);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link').first()).toBeVisible();
    // Within this edition's pages: the individual edition has no home page with plans.
    await expect(results.getByRole('link', { name: 'Compare plans and prices' })).toHaveCount(
      flag === 'MFB' ? 1 : 0,
    );

    await page.goBack();
    await expect(notifications).toContainText(backRefused);
    await expect(page).toHaveURL(/\/search\/compare%20plans%20prices$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Search results' })).toBeVisible();

    await results.getByRole('link', { name: 'Compare plans', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/compare-plans$/);
  });

  await test.step('compares Standard and High (Premium) side by side', async () => {
    const compare = await served<PlanCompare>(page, '/assets/metadata/plan-compare.json');
    await expect(page.getByRole('heading', { level: 1, name: 'Compare plans' })).toBeVisible();
    const table = page.getByRole('table', { name: compare.caption });
    await expect(table.getByRole('columnheader')).toHaveText([
      compare.featureHeading,
      'Standard',
      high,
    ]);
    await expect(table.getByRole('rowheader')).toHaveText([
      'Monthly price',
      ...compare.rows.map((row) => row.feature),
    ]);
    await expect(
      table.getByRole('row').filter({ hasText: 'Monthly price' }).getByRole('cell'),
    ).toHaveText([
      `${dollars(prices.standard, prices.currency)} per month`,
      `${dollars(prices.high, prices.currency)} per month`,
    ]);
    const firstRow = compare.rows[0];
    if (!firstRow) throw new Error('plan-compare.json has no rows');
    await expect(
      table.getByRole('row').filter({ hasText: firstRow.feature }).getByRole('cell'),
    ).toHaveText([firstRow.standard, firstRow.high]);
    for (const plan of ['Standard', high]) {
      await expect(
        page.getByRole('link', { name: `Enroll in the ${plan} plan`, exact: true }),
      ).toHaveAttribute('href', '/account-creation/get-started');
    }
    await expect(page.getByText('Attorneys often charge $300+ an hour.')).toBeVisible();
    await expectNoAxeViolations(page);

    // On a 320 px phone: a card per plan instead of the table, and nothing scrolls sideways.
    const viewport = page.viewportSize();
    await page.setViewportSize({ width: 320, height: 800 });
    await expect(page.getByRole('table', { name: compare.caption })).toHaveCount(0);
    const cards = page.getByRole('list', { name: compare.caption });
    await expect(cards.getByRole('heading', { level: 2 })).toHaveText(['Standard', high]);
    await expect(
      cards.getByRole('listitem').filter({ hasText: high }).getByRole('definition').first(),
    ).toHaveText(`${dollars(prices.high, prices.currency)} per month`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      320,
    );
    await expectNoAxeViolations(page);
    if (viewport) await page.setViewportSize(viewport);

    await page.getByRole('link', { name: 'Estimate your savings', exact: true }).click();
    await expect(page).toHaveURL(/\/tools\/legal-calculator$/);
  });

  await test.step('estimates savings by keyboard, after the calculator says what is missing', async () => {
    await expect(
      page.getByRole('heading', { level: 1, name: 'Legal savings calculator' }),
    ).toBeVisible();
    await expect(page.getByText('Attorneys often charge $300+ an hour')).toBeVisible();
    const plans = page.getByRole('group', { name: 'Which plan?' });
    await expect(plans.getByRole('radio')).toHaveCount(2);
    await expect(
      plans.getByRole('radio', { name: `Standard, ${dollars(prices.standard)} per month` }),
    ).toBeVisible();
    await expect(
      plans.getByRole('radio', { name: `${high}, ${dollars(prices.high)} per month` }),
    ).toBeVisible();
    const hours = page.getByLabel(will);
    await expect(hours).toHaveAccessibleDescription(/Typical: 3 hours/);

    // Too early: the summary names what is missing, in the spec's words.
    await page.getByRole('button', { name: 'Estimate savings' }).click();
    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    // The plan's 'Required.' is named by its group's legend; the hours rule speaks for itself.
    await expect(summary.getByRole('link')).toHaveText([
      'Which plan? Required.',
      'Enter the hours for at least one legal matter.',
    ]);
    await expectNoAxeViolations(page);
    await hours.fill('lots');
    await hours.blur();
    await expect(
      page.getByText('Enter a number of hours from 0 to 200, like 2 or 1.5.'),
    ).toBeVisible();
    await expect(hours).toHaveAttribute('aria-invalid', 'true');

    // Keyboard only: choose the plan with Space, type the hours, press Enter.
    await page.getByRole('radio', { name: /^Standard,/ }).focus();
    await page.keyboard.press('Space');
    await hours.fill('3');
    await page.getByLabel(lawsuit).fill('1.5');
    await page.getByLabel(lawsuit).press('Enter');

    const result = page.getByRole('region', { name: 'Your estimate' });
    // Standard does not cover the lawsuit: only the will's 3 hours count.
    await expect(result).toContainText(
      'At $370.00 an hour, 3 hours of attorney time would cost $1,110.00.',
    );
    const standardYear = prices.standard * 12;
    await expect(result).toContainText(
      `A year of the Standard plan costs ${dollars(standardYear)} (12 × ${dollars(prices.standard)}).`,
    );
    await expect(result).toContainText(
      `You could save about ${dollars(111_000 - standardYear)} a year with the plan.`,
    );
    await expect(result.getByRole('listitem').filter({ hasText: lawsuit })).toHaveCount(1);
    // The result sits in a polite live region, so screen readers read it when it appears.
    await expect(page.locator('[aria-live="polite"]').filter({ has: result })).toHaveCount(1);
    await expectNoAxeViolations(page);

    await page.getByRole('radio', { name: new RegExp(`^${high},`) }).check();
    await page.getByRole('button', { name: 'Estimate savings' }).click();
    const highYear = prices.high * 12;
    await expect(result).toContainText(
      'At $370.00 an hour, 4.5 hours of attorney time would cost $1,665.00.',
    );
    await expect(result).toContainText(
      `A year of the ${high} plan costs ${dollars(highYear)} (12 × ${dollars(prices.high)}).`,
    );
    await expect(result).toContainText(
      `You could save about ${dollars(166_500 - highYear)} a year with the plan.`,
    );
    await expect(result.getByText('Not counted')).toHaveCount(0);
    await expect(result.getByRole('link', { name: 'Enroll now' })).toHaveAttribute(
      'href',
      '/account-creation/get-started',
    );
  });

  await test.step('writes to support on a slow network, and gets a receipt', async () => {
    // A link from an email, on a phone network: the prerendered form shows at once and its script
    // is held back. Until it runs, a click would be the browser's own submit (a GET with every
    // field in the address), so Send message waits, and what was typed before it is kept.
    const release = await holdScript(page, 'contact');
    await page.goto('/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    const firstName = page.getByLabel('First name', { exact: true });
    await firstName.fill('Ada');
    release();
    await expect(send).toBeEnabled();
    await expect(firstName).toHaveValue('Ada');
    expect(new URL(page.url()).search).toBe('');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Send us a message' });
    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'Phone number (optional)',
      'What is your message about?',
      'Your message',
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expectFaqPreview(page, firstQuestions);

    const sender = `visitor.${flag.toLowerCase()}@example.org`;
    const question = 'When is my next payment taken from my bank account?';
    await page.getByLabel('Last name', { exact: true }).fill('Lovelace');
    await page.getByLabel('Email address', { exact: true }).fill(sender);
    await page.getByLabel('Phone number (optional)', { exact: true }).fill('(202) 555-0143');
    await page
      .getByLabel('What is your message about?', { exact: true })
      .selectOption({ label: 'Billing and payments' });
    await page.getByLabel('Your message', { exact: true }).fill(question);
    await send.click();

    await expect(
      page.getByRole('heading', { level: 2, name: 'Thank you. Your message is on its way.' }),
    ).toBeFocused();
    const referenceText = await page.getByText(/^Your reference is C-/).textContent();
    const reference = /C-[A-Z0-9]{8}/.exec(referenceText ?? '')?.[0];
    expect(reference).toBeTruthy();
    await expect(
      page.getByText(
        `We sent a receipt to ${sender} and will answer by email within two business days.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The demo outbox, in another tab, shows both emails.
    const outbox = await page.context().newPage();
    await outbox.goto('/dev/outbox');
    const toSupport = outbox
      .getByRole('row')
      .filter({ hasText: `(${reference})` })
      .filter({ hasText: 'support@benefits-portal.example' });
    await expect(toSupport).toContainText(`Contact us: Billing and payments (${reference})`);
    await expect(toSupport).toContainText(question);
    await expect(toSupport).toContainText(`(${flag})`);
    const receipt = outbox
      .getByRole('row')
      .filter({ hasText: `We received your message (${reference})` });
    await expect(receipt.getByRole('cell').nth(2)).toHaveText(sender);
    // The receipt never repeats what was typed.
    await expect(receipt).not.toContainText('When is my next payment');
    await outbox.close();
  });

  await test.step('searches by a suggestion and lands on the question, opened', async () => {
    const field = searchField(page);
    await field.pressSequentially('will');
    const suggestion = page
      .getByRole('listbox', { name: 'Suggestions' })
      .getByRole('option', { name: willQuestion });
    await expect(suggestion).toBeVisible();
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expectNoAxeViolations(page);

    await suggestion.click();
    await expect(page).toHaveURL(/\/search\/Can%20I%20really/);
    await expect(page).toHaveTitle(/^Search results \| /);
    const first = page
      .getByRole('list', { name: 'Results' })
      .getByRole('link', { name: willQuestion });
    await expect(first).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /results? for “/ })).toBeVisible();
    await expectNoAxeViolations(page);

    // A result leads to its question on the FAQ page, opened, with the answer in view.
    await first.click();
    await expect(page).toHaveURL(/\/faqs#faq-[a-z]+-[\w-]+$/);
    const question = page.getByRole('button', { name: willQuestion });
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('region', { name: willQuestion })).toBeInViewport();

    // The same link opened afresh (shared, bookmarked) opens that question only.
    await page.reload();
    await expect(question).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByRole('heading', { name: willQuestion })).toBeInViewport();
    await expect(page.getByRole('button', { expanded: true })).toHaveCount(1);
  });

  await test.step('finds About us and the terms through the search', async () => {
    const productName = page.getByRole('main').getByText(copy.productName).first();
    const about = await served<ContentDocument>(page, contentDocumentPath('about', flag));
    await searchFor(page, 'administrator');
    await page
      .getByRole('list', { name: 'Results' })
      .getByRole('link', { name: 'About the plan' })
      .click();
    await expect(page).toHaveURL(/\/about$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('About us');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      about.sections.map((section) => section.heading),
    );
    await expect(productName).toBeVisible();
    const whoRunsIt = page.getByRole('region', { name: 'Who runs the plan' });
    await expect(whoRunsIt).toContainText('third-party administrator');
    await expect(whoRunsIt).toContainText('Florida');
    await expect(whoRunsIt).toContainText('California');
    await expect(page.getByRole('link', { name: 'Contact us', exact: true })).toHaveAttribute(
      'href',
      '/contact',
    );
    await expectNoAxeViolations(page);

    const terms = await served<ContentDocument>(
      page,
      contentDocumentPath('terms-and-conditions', flag),
    );
    await searchFor(page, 'terms');
    await page
      .getByRole('list', { name: 'Results' })
      .getByRole('link', { name: 'Terms and conditions' })
      .click();
    await expect(page).toHaveURL(/\/terms-and-conditions$/);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText('Terms and conditions');
    await expect(main.getByRole('heading', { level: 2 })).toHaveText(
      terms.sections.map((section) => section.heading),
    );
    await expect(productName).toBeVisible();
    await expectNoAxeViolations(page);
    await page
      .getByRole('region', { name: 'Your privacy' })
      .getByRole('link', { name: 'Privacy Policy' })
      .click();
    await expect(page).toHaveURL(/\/privacy$/);
  });

  await test.step('the logo leads a visitor home, clearing the session', async () => {
    const logo = header.getByRole('link', { name: /home$/ });
    if (flag === 'MP') {
      // Spec section 2: the individual edition's logo goes to its external legal-plans page.
      await expect(logo).toHaveAttribute('href', /^https:\/\//);
      return;
    }
    await page.evaluate(() => sessionStorage.setItem('portal.leftover', 'x'));
    await logo.click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => sessionStorage.getItem('portal.leftover'))).toBeNull();
  });

  await test.step('a shared results link searches again; no match is said plainly', async () => {
    await page.goto('/search/attorney%20network');
    await expect(
      page
        .getByRole('list', { name: 'Results' })
        .getByRole('link', { name: 'How many attorneys are in the network?' }),
    ).toBeVisible();

    await searchFor(page, 'zyxwvut');
    await expect(page.getByText('We found no results for “zyxwvut”.')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Results' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  await test.step('a mistyped or retired address leads to Page not found', async () => {
    // The legacy login-user path is the login page in the individual edition only.
    await page.goto('/login-user');
    if (flag === 'MP') {
      await expect(page).toHaveURL(/\/login$/);
      // A typo of /faqs: one segment, which the router alone would take for an edition prefix.
      await page.goto('/faq');
    }
    await expect(page).toHaveURL(/\/page-not-found$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page not found.');
    await expect(header).toHaveCount(1);
    await expect(footer).toHaveCount(1);
    await expectNoAxeViolations(page);
  });

  await test.step('the unsupported-browser page stands alone, without header or footer', async () => {
    await page.goto('/unsupported-browser');
    await expect(
      page.getByRole('heading', { level: 1, name: 'This browser is not supported!' }),
    ).toBeVisible();
    await expect(header).toHaveCount(0);
    await expect(footer).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

/** Every question of a set is open (`expanded`) or every one is closed. */
async function expectAllExpanded(questions: Locator, set: FaqSet, expanded: boolean) {
  await expect(
    questions.and(questions.page().locator(`[aria-expanded="${expanded}"]`)),
  ).toHaveCount(set.items.length);
}

/** The federal home page (spec sections 1, 2 and 9), against the service's served assets. */
/** Spec section 1: the home and contact pages show the first 5 questions and 'Additional FAQs'. */
async function expectFaqPreview(page: Page, firstQuestions: string[]) {
  const faqs = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
  await expect(faqs.getByRole('heading', { level: 3 }).getByRole('button')).toHaveText(
    firstQuestions,
  );
  await expect(faqs.getByRole('link', { name: 'Additional FAQs', exact: true })).toHaveAttribute(
    'href',
    '/faqs',
  );
}

async function readFederalHomePage(page: Page, prices: PlanPrices, firstQuestions: string[]) {
  const testimonials = await served<Testimonial[]>(page, '/assets/metadata/Comments.json');
  const captions = await page.request.get('/assets/videos/how-the-plan-works.vtt');
  expect(captions.ok()).toBe(true);
  const firstCue = /-->[^\n]*\n([^\n]+)/.exec(await captions.text())?.[1];
  expect(firstCue, 'the captions have a first cue').toBeTruthy();

  await expect(
    page.getByRole('heading', { level: 1, name: 'Federal Legal Plan', exact: true }),
  ).toBeVisible();
  // Headings in order: the h1, then an h2 per section.
  await expect(page.getByRole('main').getByRole('heading', { level: 2 })).toHaveText([
    'Why members trust the plan',
    'Compare plans',
    'Getting started takes three steps',
    'How the plan works',
    'What our members say',
    'Frequently asked questions',
  ]);

  const claims = page.getByRole('list', { name: 'What the plan offers' });
  for (const claim of [
    'A network of over 18,000 attorneys',
    'Over 80 types of legal matters covered',
    'Unlimited visits',
    'No copays or deductibles',
    'Wills in as little as 15 minutes',
  ]) {
    await expect(claims.getByRole('listitem').filter({ hasText: claim })).toHaveCount(1);
  }
  await expect(claims).toContainText('An average attorney rate of $370 an hour');
  const footnoteLink = claims.getByRole('link', { name: 'Footnote 1', exact: true });
  // The router writes an in-page link with the current path ("/#home-footnote-1").
  await expect(footnoteLink).toHaveAttribute('href', /#home-footnote-1$/);
  await expect(page.locator('#home-footnote-1')).toContainText(
    'based on an average hourly rate of $370.00',
  );
  await footnoteLink.click();
  await expect(page).toHaveURL(/#home-footnote-1$/);
  await expect(page.getByRole('link', { name: 'Enroll now', exact: true })).toHaveAttribute(
    'href',
    '/account-creation/get-started',
  );

  // #plans: the section is found by its heading, and is the element the anchor names.
  const plans = page.getByRole('region', { name: 'Compare plans', exact: true });
  await expect(plans).toHaveAttribute('id', 'plans');
  // A card per plan: the monthly price, the cost per biweekly paycheck (26 a year, the year's
  // price split with the cents rounded half-up) and its own Enroll button.
  const planCards = plans.getByRole('list', { name: 'Plans and prices' });
  for (const [tier, cents] of [
    ['Standard', prices.standard],
    ['High', prices.high],
  ] as const) {
    const card = planCards.getByRole('article', { name: tier, exact: true });
    await expect(card).toContainText(`${dollars(cents, prices.currency)}/mo`);
    const perPaycheck = Math.floor((cents * 12) / 26) + ((cents * 12) % 26 >= 13 ? 1 : 0);
    await expect(card).toContainText(`${dollars(perPaycheck, prices.currency)}/paycheck`);
    await expect(
      card.getByRole('link', { name: `Enroll in ${tier}`, exact: true }),
    ).toHaveAttribute('href', '/account-creation/get-started');
  }
  await expect(
    plans.getByRole('link', { name: 'Compare the plans in detail', exact: true }),
  ).toHaveAttribute('href', '/tools/compare-plans');
  await expect(plans.getByRole('link', { name: 'Estimate savings', exact: true })).toHaveAttribute(
    'href',
    '/tools/legal-calculator',
  );
  // Spec section 1: the page also says $300+.
  await expect(plans.getByText('Attorneys often charge $300+ an hour.')).toBeVisible();
  const howItWorks = plans.getByRole('link', { name: 'How it works', exact: true });
  await expect(howItWorks).toHaveAttribute('href', '/assets/policy-documents/plan-highlights.pdf');
  await expect(howItWorks).toHaveAttribute('download', '');

  // The explainer video: captions on by default, and a transcript.
  const videoSection = page.getByRole('region', { name: 'How the plan works', exact: true });
  const video = videoSection.locator('video');
  await expect(video).toHaveAttribute('controls', '');
  await expect(video.locator('source')).toHaveAttribute(
    'src',
    '/assets/videos/how-the-plan-works.webm',
  );
  const track = video.locator('track');
  await expect(track).toHaveAttribute('kind', 'captions');
  await expect(track).toHaveAttribute('src', '/assets/videos/how-the-plan-works.vtt');
  await expect(track).toHaveAttribute('default', '');
  // The browser can play it: the metadata loads and the video runs about a minute.
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.duration))
    .toBeGreaterThan(50);
  // And it loads the captions track: its cues are the transcript's lines.
  await expect
    .poll(() =>
      video.evaluate((element: HTMLVideoElement) => element.textTracks[0]?.cues?.length ?? 0),
    )
    .toBeGreaterThan(5);
  const transcript = videoSection.getByText(firstCue ?? '', { exact: true });
  await expect(transcript).toBeHidden();
  await videoSection.getByText('Read the transcript', { exact: true }).click();
  await expect(transcript).toBeVisible();

  // #reviews: each served testimonial, quote and author.
  const reviews = page.getByRole('region', { name: 'What our members say', exact: true });
  await expect(reviews).toHaveAttribute('id', 'reviews');
  const first = testimonials[0];
  if (!first) throw new Error('Comments.json has no testimonial');
  await expect(reviews.locator('blockquote').first()).toHaveText(first.comment);
  await expect(reviews.locator('cite').first()).toHaveText(first.name);
  await expect(reviews.getByRole('listitem')).toHaveCount(testimonials.length);

  // The FAQ block: faq-legal then faq-product, the first 5 questions only.
  await expectFaqPreview(page, firstQuestions);
}
