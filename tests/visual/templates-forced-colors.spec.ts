import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, type Page, test } from '@playwright/test';

/**
 * The page templates at 320 CSS px in forced-colours mode (Windows High Contrast): nothing
 * scrolls sideways (WCAG 1.4.10), every border the template draws is still drawn in a colour
 * other than the page's, and the focus ring of the heading (focused when a step changes) and of
 * the first control stays visible (WCAG 1.4.11, 2.4.7). Forced colours drop backgrounds and
 * shadows, so a part told apart only by a tint would vanish; this is what would catch it. Run
 * with the visual suite (same static Storybook).
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string; tags?: string[] };

const staticDir = path.resolve(import.meta.dirname, '../../apps/docs/storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// One story of each template at rest (no play function moving it on), with a control to Tab to:
// the first, or for the content page the one with its contents list.
const storyIds = new Set([
  'templates-questionpage--default',
  'templates-checkanswerspage--default',
  'templates-confirmationpage--default',
  'templates-dashboardpage--default',
  'templates-contentpage--with-contents',
]);
const templateStories = Object.values(index.entries).filter((entry) => storyIds.has(entry.id));
if (templateStories.length !== storyIds.size) {
  throw new Error('A template story this test checks is no longer in the Storybook index.');
}

async function showStory(page: Page, storyId: string, edition: string) {
  await page.goto(`/iframe.html?id=${storyId}&viewMode=story&globals=edition:${edition}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
}

/** The focused element's outline: style, width in px, colour, and the page's background. */
function focusedOutline(page: Page) {
  return page.evaluate(() => {
    const focused = document.activeElement as HTMLElement;
    const style = getComputedStyle(focused);
    return {
      tag: focused.tagName,
      style: style.outlineStyle,
      width: Number.parseFloat(style.outlineWidth),
      color: style.outlineColor,
      canvas: getComputedStyle(document.body).backgroundColor,
    };
  });
}

for (const edition of ['federal', 'individual'] as const) {
  test.describe(`forced colours at 320 px (${edition})`, () => {
    test.use({ viewport: { width: 320, height: 640 } });

    for (const story of templateStories) {
      test(`${story.title}`, async ({ page }) => {
        await page.emulateMedia({ forcedColors: 'active' });
        await showStory(page, story.id, edition);

        const widths = await page.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          window: window.innerWidth,
        }));
        expect(widths.scroll).toBeLessThanOrEqual(widths.window);

        const borders = await page.evaluate(() => {
          const canvas = getComputedStyle(document.body).backgroundColor;
          const root = document.querySelector('#storybook-root') as HTMLElement;
          return Array.from(root.querySelectorAll<HTMLElement>('*')).flatMap((element) => {
            const style = getComputedStyle(element);
            return (['top', 'right', 'bottom', 'left'] as const)
              .filter(
                (side) =>
                  style.getPropertyValue(`border-${side}-style`) !== 'none' &&
                  Number.parseFloat(style.getPropertyValue(`border-${side}-width`)) > 0,
              )
              .map((side) => {
                const color = style.getPropertyValue(`border-${side}-color`);
                // A transparent border (the kit draws some on purpose, as room for a state's
                // colour) is kept transparent by forced colours, and was never seen: skip it.
                const transparent = /^rgba\(.*,\s*0\)$/.test(color);
                return {
                  element: `${element.tagName}.${element.className}`,
                  side,
                  color,
                  shown: transparent || color !== canvas,
                };
              });
          });
        });
        expect(borders.length, 'the template draws at least one border').toBeGreaterThan(0);
        expect(borders.filter((border) => !border.shown)).toEqual([]);

        // Keyboard modality first, so a focus from script shows its ring as after a Continue.
        await page.keyboard.press('Tab');
        const control = await focusedOutline(page);
        expect(control.style).not.toBe('none');
        expect(control.width).toBeGreaterThanOrEqual(2);
        expect(control.color).not.toBe(control.canvas);

        await page.getByRole('heading', { level: 1 }).evaluate((heading) => heading.focus());
        const heading = await focusedOutline(page);
        expect(heading.tag).toBe('H1');
        expect(heading.style).not.toBe('none');
        expect(heading.width).toBeGreaterThanOrEqual(2);
        expect(heading.color).not.toBe(heading.canvas);
      });
    }
  });
}
