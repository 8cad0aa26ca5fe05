import { chromiumLaunchOptions } from '../chromium-launch.js';
import { openHydrated, prerenderedPaths } from './support/prerendered.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/**
 * Every public page of each edition as a visitor sees it on a phone (390 px) and a desktop
 * (1280 px), compared with the screenshots committed beside this file (issue 16: the public pages
 * are reviewed as designs, not only as behaviour). Also at 320 px (WCAG 1.4.10 reflow), 768 and
 * 1920 px: nothing scrolls sideways; a data table may scroll only inside its own region.
 *
 * Update the screenshots after a deliberate change with
 * `npx playwright test -c tests/playwright.config.ts public-pages.screens --update-snapshots`.
 */

const shotWidths = [390, 1280] as const;
const reflowWidths = [320, 768, 1920] as const;
/** Addresses of the same page (spec section 2: /privacy, also /privacy-act): one screenshot each. */
const samePageAs: Record<string, string> = { '/privacy-act': '/privacy' };

// The same glyph shapes on every run, as in the stories' visual suite.
test.use({
  launchOptions: {
    ...chromiumLaunchOptions,
    args: [...(chromiumLaunchOptions.args ?? []), '--font-render-hinting=none'],
  },
});

test('every public page at phone and desktop widths, reflowing at 320 px', async ({
  page,
  edition,
}) => {
  const paths = prerenderedPaths(edition.productFlag);
  // About 14 pages, each shot twice with axe once: minutes, not the usual one.
  test.setTimeout(paths.length * 30_000);

  for (const path of paths) {
    await test.step(path, async () => {
      const shown = samePageAs[path] ?? path;
      const name = shown === '/' ? 'home' : shown.slice(1).replaceAll('/', '-');
      for (const width of shotWidths) {
        await page.setViewportSize({ width, height: 900 });
        await openHydrated(page, path);
        await page.waitForLoadState('networkidle');
        await page.evaluate(() => document.fonts.ready);
        // Soft: one changed page does not hide the others' differences.
        await expect.soft(page).toHaveScreenshot(`${name}-${width}.png`, {
          fullPage: true,
          animations: 'disabled',
          caret: 'hide',
          // Anti-aliasing only; a changed colour, size or layout still fails.
          maxDiffPixelRatio: 0.002,
          threshold: 0.15,
        });
        if (width === 390) await expectNoAxeViolations(page);
      }

      for (const width of reflowWidths) {
        await page.setViewportSize({ width, height: 900 });
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - window.innerWidth,
        );
        expect.soft(overflow, `${path} scrolls sideways at ${width} px`).toBeLessThanOrEqual(0);
      }
    });
  }
});
