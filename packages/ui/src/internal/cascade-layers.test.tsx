import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import * as dateInputStories from '../DateInput/DateInput.stories';
import * as planCardStories from '../PlanCard/PlanCard.stories';

const { Default: PlanCardStory } = composeStories(planCardStories);
const { Default: DateInputStory } = composeStories(dateInputStories);

/**
 * The kit's styles are in cascade layers (`@portal/tokens`' `layers`, docs/architecture.md
 * section 9), so a composed style wins over the component it composes whatever order the
 * stylesheets arrive in. A page names the layer order in its first stylesheet (the tokens'; the
 * built pages are checked in tests/e2e/style-layers.spec.ts); after that, the portal's chunking may
 * put any stylesheet anywhere. These tests put every other stylesheet of the page in reverse order,
 * which under the old unlayered styles turned PlanCard's flex column back into Card's block.
 */
const head = document.head;
let original: Element[] = [];

/** The stylesheets the dev server injected, one per style file, in the order they came. */
const styleSheets = () => [...head.querySelectorAll('style[data-vite-dev-id]')];
const fileOf = (sheet: Element) => sheet.getAttribute('data-vite-dev-id') ?? '';
const namesLayerOrderOnly = (sheet: Element) => /layer-order\.css\.ts/.test(fileOf(sheet));

function reverseStyleSheets() {
  original = styleSheets();
  const order = original.filter(namesLayerOrderOnly);
  const rest = original.filter((sheet) => !namesLayerOrderOnly(sheet)).reverse();
  for (const sheet of [...order, ...rest]) head.append(sheet);
}

function indexOfFile(pattern: RegExp): number {
  return styleSheets().findIndex((sheet) => pattern.test(fileOf(sheet)));
}

afterEach(() => {
  cleanup();
  for (const sheet of original) head.append(sheet);
  original = [];
});

describe('cascade layers', () => {
  it('names the layer order before any layered rule', () => {
    render(<PlanCardStory />);
    const first = styleSheets().find((sheet) => /@layer/.test(sheet.textContent ?? ''));
    expect(first?.textContent?.replace(/\s+/g, ' ')).toContain(
      '@layer kit; @layer kit.base; @layer kit.components; @layer kit.compositions;',
    );
  });

  it("keeps PlanCard's column on Card with Card's stylesheet after PlanCard's", () => {
    render(<PlanCardStory />);
    reverseStyleSheets();
    // The reversal is real: Card's own `display: block` now comes later in the page.
    expect(indexOfFile(/\/Card\/Card\.css\.ts/)).toBeGreaterThan(
      indexOfFile(/\/PlanCard\/PlanCard\.css\.ts/),
    );
    const card = screen.getByRole('article', { name: 'Standard' });
    expect(getComputedStyle(card).display).toBe('flex');
    expect(getComputedStyle(card).flexDirection).toBe('column');
  });

  it("keeps DateInput's part widths on the field's inputs with Field's stylesheet last", () => {
    render(<DateInputStory />);
    reverseStyleSheets();
    expect(indexOfFile(/\/Field\/Field\.css\.ts/)).toBeGreaterThan(
      indexOfFile(/\/DateInput\/DateInput\.css\.ts/),
    );
    const day = screen.getByRole('textbox', { name: 'Day' });
    const year = screen.getByRole('textbox', { name: 'Year' });
    // The field's input is `width: 100%`; the day takes two characters, the year four.
    const dayWidth = day.getBoundingClientRect().width;
    const yearWidth = year.getBoundingClientRect().width;
    expect(dayWidth).toBeLessThan(yearWidth);
    expect(yearWidth).toBeLessThan(day.closest('fieldset')?.getBoundingClientRect().width ?? 0);
  });
});
