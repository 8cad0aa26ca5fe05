import axe from 'axe-core';
import { expect } from 'vitest';

/** WCAG 2.2 AA: the rule sets axe tags for levels A and AA up to 2.2 (as tests/e2e/support/test.ts). */
const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Every state a page test shows is checked: axe must find no WCAG 2.2 AA violation in the
 * document (the page as rendered by renderPage, in the edition's theme), once its transitions
 * have ended.
 */
export async function expectNoAxeViolations(context: axe.ElementContext = document) {
  // Colours read mid-transition (a button fading from disabled as the form turns valid) are
  // neither state's: axe judges the page once its transitions have ended, as a reader sees it.
  // (A spinner's endless animation never ends: it is not waited for.)
  const ending = document
    .getAnimations()
    .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity);
  await Promise.all(ending.map((animation) => animation.finished));
  const results = await axe.run(context, { runOnly: { type: 'tag', values: wcagTags } });
  const summary = results.violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help}\n  ${violation.nodes
        .map((node) => node.target.join(' '))
        .join('\n  ')}`,
  );
  expect(summary, 'axe violations').toEqual([]);
}
