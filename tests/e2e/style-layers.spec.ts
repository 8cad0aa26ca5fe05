import { openHydrated, pageWithoutJavaScript, prerenderedPaths } from './support/prerendered.js';
import { kitLayers, layerOrder } from './support/style-layers.js';
import { expect, test } from './support/test.js';

/**
 * The kit's styles are in cascade layers, lowest first kit.base, kit.components,
 * kit.compositions (docs/architecture.md section 9, 'Cascade layers'), so a composed style wins
 * whatever order the build's chunks put the stylesheets in. A layer's place is fixed where the
 * page first names it: every page must name the order before any of its layered rules, with the
 * stylesheets as the build wrote them (inlined into the prerendered HTML) and after the router has
 * linked another page's stylesheets.
 */
test('every prerendered page names the kit’s layer order before its layered rules', async ({
  browser,
  edition,
}) => {
  const { context, page } = await pageWithoutJavaScript(browser, edition);
  const paths = prerenderedPaths(edition.productFlag);
  expect(paths.length).toBeGreaterThan(10);
  for (const path of paths) {
    await page.goto(path);
    expect(await layerOrder(page), path).toEqual(kitLayers);
  }
  await context.close();
});

test('reduced motion still stills every transition from the lowest layer', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHydrated(page, '/');
  // `!important` in the lowest layer outranks every later layer's and the portal's own
  // declarations, so no component's transition survives it.
  const durations = await page.evaluate(() =>
    [...document.querySelectorAll('a, button')].map(
      (element) => getComputedStyle(element).transitionDuration,
    ),
  );
  expect(durations.length).toBeGreaterThan(0);
  for (const duration of durations) {
    for (const part of duration.split(',')) expect(Number.parseFloat(part)).toBeLessThan(0.001);
  }
  // The theme class (in the same layer) makes the motion tokens near zero too.
  const fast = await page.evaluate(() =>
    getComputedStyle(document.documentElement).getPropertyValue('--portal-motion-durationFast'),
  );
  // 0.01ms, which the minifier writes '.01ms'.
  expect(Number.parseFloat(fast)).toBeLessThan(0.1);
});
