import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';
import type { EditionFixture } from './editions.js';

/** WCAG 2.2 AA: the rule sets axe tags for levels A and AA up to 2.2. */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

export const test = base.extend<{ edition: EditionFixture }>({
  edition: [
    // Replaced by each project's `use.edition`.
    {
      productFlag: 'MFB',
      port: 0,
      baseURL: '',
      member: { username: '', firstName: '', lastName: '' },
      otherEditionMember: '',
      otherEditionPort: 0,
    },
    { option: true },
  ],
  // Pages come from browser.newContext() so @axe-core/playwright can analyse them.
  page: async ({ browser, baseURL }, use) => {
    const context = await browser.newContext({ baseURL });
    const page = await context.newPage();
    await use(page);
    await context.close();
  },
});

export { expect };

/** Every page a test visits is checked: axe must find no WCAG 2.2 AA violation. */
export async function expectNoAxeViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(wcagTags).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
