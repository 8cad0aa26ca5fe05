import {
  collectErrors,
  editionCopy,
  expectClientNavigation,
  expectVisitorChrome,
  type FaqSet,
  firstParagraph,
  openHydrated,
  pageWithoutJavaScript,
  prerenderedPaths,
  served,
} from './support/prerendered.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * The public pages are prerendered for each edition and read without JavaScript, then hydrate
 * (architecture section 6; issue 6 "Speed"). Without JavaScript a page must show what the spec
 * says it shows, with the logged-out header; with it, React must take the same HTML over without
 * a hydration error and the page must work.
 */

test.describe('without JavaScript', () => {
  test('no page calls the site an edition, nor an MP page a federal-only term (issue 16)', async ({
    browser,
    edition,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    const paths = prerenderedPaths(edition.productFlag);
    expect(paths.length).toBeGreaterThan(10);
    for (const path of paths) {
      await page.goto(path);
      // What a reader sees or hears: the text, and the names and descriptions of the page.
      const words = await page.evaluate(() =>
        [
          document.title,
          // biome-ignore lint/performance/useDomNodeTextContent: the rendered text is what a reader sees, without the scripts' data.
          document.body.innerText,
          ...[
            ...document.querySelectorAll('[aria-label], [alt], [title], meta[name="description"]'),
          ].map((element) =>
            ['aria-label', 'alt', 'title', 'content']
              .map((name) => element.getAttribute(name) ?? '')
              .join(' '),
          ),
        ].join('\n'),
      );
      expect(words, path).not.toMatch(/\bedition(s)?\b/i);
      // The individual plans' pages speak to people who buy on their own: no federal-only term
      // and no 'High' plan (MP says Premium); the content files are scanned the same way
      // (apps/server/src/content/customer-words.test.ts).
      if (edition.productFlag === 'MP') {
        expect(words, path).not.toMatch(
          /\b(federal|agenc(y|ies)|open season|new hires?|payroll|allotments?|annuitants?|postal|home page)\b/i,
        );
        expect(words, path).not.toMatch(/\bHigh\b/);
      }
    }
    await context.close();
  });

  test('the login page shows its form, LOG IN off until both fields are filled', async ({
    browser,
    edition,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/login');

    await expect(page).toHaveTitle(`Log in | ${editionCopy[edition.productFlag].productName}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Log in to your account' }),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Username' })).toBeVisible();
    await expect(page.getByLabel('Password', { exact: true })).toBeVisible();
    // Disabled in the HTML too, so Enter cannot submit the form natively before the app runs.
    await expect(page.getByRole('button', { name: 'LOG IN' })).toBeDisabled();
    await expectVisitorChrome(page, edition);
    await context.close();
  });

  test('the header search form takes the reader to the results of the typed words', async ({
    browser,
    edition,
  }) => {
    // What a reader gets who searches before the header's script has arrived (it loads beside
    // the page's own module): the browser submits the form, the service sends it on.
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/faqs');
    const search = page.getByRole('banner').getByRole('combobox', { name: 'Search' });
    await search.fill('compare plans prices');
    await search.press('Enter');
    await expect(page).toHaveURL(/\/search\/compare%20plans%20prices$/);
    await context.close();
  });

  test('the FAQ page shows both sets and every question', async ({ browser, edition }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    const [legalAsset, productAsset] = editionCopy[edition.productFlag].faqSets;
    const sets = [await served<FaqSet>(page, legalAsset), await served<FaqSet>(page, productAsset)];
    await page.goto('/faqs');

    await expect(page).toHaveTitle(`FAQs | ${editionCopy[edition.productFlag].productName}`);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently asked questions' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { level: 2 })).toHaveText(sets.map((set) => set.title));
    for (const set of sets) {
      const section = page.getByRole('region', { name: set.title, exact: true });
      await expect(section.getByRole('heading', { level: 3 })).toHaveText(
        set.items.map((item) => item.question),
      );
      // Every answer reads without JavaScript, though none is open; Expand All and Collapse All,
      // which only a script could work, are not offered.
      for (const item of set.items) {
        await expect(section.getByText(firstParagraph(item.answer), { exact: true })).toBeVisible();
        // Shown, so its question must not say 'collapsed' (nor 'expanded': nothing works it).
        await expect(
          section.getByRole('button', { name: item.question, exact: true }),
        ).not.toHaveAttribute('aria-expanded');
      }
      await expect(section.getByRole('button', { name: 'Expand All' })).toBeHidden();
      await expect(section.getByRole('button', { name: 'Collapse All' })).toBeHidden();
    }
    await expectVisitorChrome(page, edition);
    await context.close();
  });

  for (const path of ['/privacy', '/privacy-act']) {
    test(`${path} shows the edition’s privacy notice`, async ({ browser, edition }) => {
      const { context, page } = await pageWithoutJavaScript(browser, edition);
      const notice = await (
        await page.request.get(editionCopy[edition.productFlag].privacyNotice)
      ).text();
      const noticeHeading = /<h2[^>]*>([^<]+)<\/h2>/.exec(notice)?.[1]?.trim() ?? '';
      await page.goto(path);

      await expect(page.getByRole('heading', { level: 1, name: 'Privacy Policy' })).toBeVisible();
      await expect(
        page.getByRole('article').getByRole('heading', { level: 2, name: noticeHeading }),
      ).toBeVisible();
      await expect(page.getByRole('article')).toContainText(
        editionCopy[edition.productFlag].productName,
      );
      await context.close();
    });
  }

  test('the compliance page names the edition’s plans and links both documents', async ({
    browser,
    edition,
  }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/compliance-and-legal');

    await expect(
      page.getByRole('heading', { level: 1, name: 'Compliance and legal documentation.' }),
    ).toBeVisible();
    await expect(page.getByRole('main')).toContainText(
      editionCopy[edition.productFlag].productName,
    );
    await expect(page.getByRole('rowheader')).toHaveText(['Privacy Notice', 'Fraud Warnings']);
    await expect(
      page.getByRole('link', { name: 'Download Fraud Warnings (PDF)', exact: true }),
    ).toHaveAttribute('href', editionCopy[edition.productFlag].policyDocuments.fraudWarnings);
    await context.close();
  });

  test('the page-not-found page offers the edition’s links', async ({ browser, edition }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/page-not-found');

    await expect(page.getByRole('heading', { level: 1, name: 'Page not found.' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('navigation').getByRole('link')).toHaveText([
      ...editionCopy[edition.productFlag].notFoundLinks,
    ]);
    await context.close();
  });

  test('the unsupported-browser page stands alone', async ({ browser, edition }) => {
    const { context, page } = await pageWithoutJavaScript(browser, edition);
    await page.goto('/unsupported-browser');

    await expect(
      page.getByRole('heading', { level: 1, name: 'This browser is not supported!' }),
    ).toBeVisible();
    await expect(page.getByText('open it in a current version of Microsoft Edge')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(0);
    await context.close();
  });
});

test.describe('hydrated', () => {
  test('the login page takes its HTML over: LOG IN turns on once both fields are filled', async ({
    page,
    edition,
  }) => {
    const errors = collectErrors(page);
    await openHydrated(page, '/login');

    const logIn = page.getByRole('button', { name: 'LOG IN' });
    await expect(logIn).toBeDisabled();
    await page.getByRole('textbox', { name: 'Username' }).fill(edition.member.username);
    await page.getByLabel('Password', { exact: true }).fill('any password');
    await expect(logIn).toBeEnabled();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  test('the FAQ page takes its HTML over: Expand All opens a set', async ({ page, edition }) => {
    const errors = collectErrors(page);
    const legal = await served<FaqSet>(page, editionCopy[edition.productFlag].faqSets[0]);
    await openHydrated(page, '/faqs');

    const section = page.getByRole('region', { name: legal.title, exact: true });
    // With JavaScript, the answers in the HTML stay closed until asked for.
    const firstAnswer = section.getByText(firstParagraph(legal.items[0]?.answer ?? ''), {
      exact: true,
    });
    await expect(firstAnswer).toBeHidden();
    const firstQuestion = section.getByRole('button', {
      name: legal.items[0]?.question,
      exact: true,
    });
    await expect(firstQuestion).toHaveAttribute('aria-expanded', 'false');

    // The browser's find in page searches a closed answer (`hidden="until-found"`); before it
    // shows a match it fires `beforematch` there, which opens the question. (Chrome's find bar
    // cannot be driven from a test: the event is dispatched as Chrome dispatches it.)
    const lastItem = legal.items.at(-1);
    const lastQuestion = section.getByRole('button', { name: lastItem?.question, exact: true });
    await expect(lastQuestion).toHaveAttribute('aria-expanded', 'false');
    const lastAnswerId = (await lastQuestion.getAttribute('aria-controls')) ?? '';
    const lastAnswer = page.locator(`[id="${lastAnswerId}"]`);
    await expect(lastAnswer).toHaveAttribute('hidden', 'until-found');
    await lastAnswer.dispatchEvent('beforematch');
    await expect(lastQuestion).toHaveAttribute('aria-expanded', 'true');
    await expect(
      section.getByRole('region', { name: lastItem?.question, exact: true }),
    ).toBeVisible();
    await expect(firstAnswer).toBeHidden();

    await section.getByRole('button', { name: 'Expand All' }).click();
    await expect(
      section.getByRole('button', { name: legal.items[0]?.question, exact: true }),
    ).toHaveAttribute('aria-expanded', 'true');
    await expect(
      section.getByRole('region', { name: legal.items[0]?.question, exact: true }),
    ).toContainText(firstParagraph(legal.items[0]?.answer ?? ''));
    await expect(firstAnswer).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });

  for (const [path, heading, next, nextHeading] of [
    ['/privacy', 'Privacy Policy', 'Compliance & Legal', 'Compliance and legal documentation.'],
    ['/privacy-act', 'Privacy Policy', 'Compliance & Legal', 'Compliance and legal documentation.'],
    [
      '/compliance-and-legal',
      'Compliance and legal documentation.',
      'Privacy Policy',
      'Privacy Policy',
    ],
    ['/page-not-found', 'Page not found.', 'Privacy Policy', 'Privacy Policy'],
  ] as const) {
    test(`${path} takes its HTML over: the router follows its links`, async ({ page }) => {
      const errors = collectErrors(page);
      await openHydrated(page, path);

      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectClientNavigation(page, next, nextHeading);
      expect(errors).toEqual([]);
    });
  }

  test('the unsupported-browser page hydrates without an error', async ({ page }) => {
    const errors = collectErrors(page);
    await openHydrated(page, '/unsupported-browser');

    await expect(
      page.getByRole('heading', { level: 1, name: 'This browser is not supported!' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    expect(errors).toEqual([]);
  });
});

test.describe('first paint (issue 16: Lighthouse mobile)', () => {
  test('every page carries its own styles: its HTML has the browser fetch no stylesheet, and the policy allows them', async ({
    page,
    edition,
  }) => {
    // Every public page of the edition, one after the other.
    test.slow();
    const errors = collectErrors(page);
    // What the HTML itself has the browser fetch (a `<link>` the parser meets), as Chromium
    // tells it; stylesheets a script adds later (a deferred part's) do not hold up the paint.
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const fromHtml: string[] = [];
    cdp.on('Network.requestWillBeSent', ({ type, initiator, request }) => {
      if (type === 'Stylesheet' && initiator.type === 'parser') fromHtml.push(request.url);
    });
    for (const path of prerenderedPaths(edition.productFlag)) {
      // Parsed: the parser has met every link the HTML has.
      const response = await page.goto(path, { waitUntil: 'domcontentloaded' });
      // As served: the styles in the head, and the build's stylesheet links (kept for React to
      // hydrate against) switched off, so the browser neither fetches nor waits for them.
      const head = (await response?.text())?.split('</head>')[0] ?? '';
      expect(head.match(/<style>/g), path).toHaveLength(1);
      const links = head.match(/<link [^>]*rel="stylesheet"[^>]*>/g) ?? [];
      expect(links.length, path).toBeGreaterThan(0);
      expect(
        links.filter((link) => !link.includes(' disabled')),
        path,
      ).toEqual([]);
      // The rules apply: a <style> the policy refused would leave the browser's serif.
      expect(await page.evaluate(() => getComputedStyle(document.body).fontFamily), path).toMatch(
        /^"Public Sans"/,
      );
    }
    expect(fromHtml).toEqual([]);
    // A page the router renders afterwards still gets its stylesheets as files.
    await openHydrated(page, '/faqs');
    const requested: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') requested.push(new URL(request.url()).pathname);
    });
    await expectClientNavigation(page, 'Privacy Policy', 'Privacy Policy');
    expect(requested).toContainEqual(expect.stringMatching(/^\/assets\/privacy-[\w-]+\.css$/));
    expect(errors).toEqual([]);
  });
});
