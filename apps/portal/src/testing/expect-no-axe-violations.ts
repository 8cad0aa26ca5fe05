import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA: the rule sets axe tags for levels A and AA up to 2.2 (as tests/e2e/support/test.ts). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every state a page test shows is checked: axe must find no WCAG 2.2 AA violation in the
 * document (the page as rendered by renderPage, in the edition's theme).
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document) {
  const results = await axe.run(context, { runOnly: { type: 'tag', values: wcagTags } });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
