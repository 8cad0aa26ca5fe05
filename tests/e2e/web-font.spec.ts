import { collectErrors, openHydrated } from './support/prerendered.js';
import { expect, test } from './support/test.js';

/**
 * Issue 16: both editions set Public Sans, served by the site itself (the CSP's font-src 'self'),
 * preloaded by the prerendered HTML so text swaps to it before the first paint.
 */
test('a prerendered page preloads the web font and loads it from the site', async ({ page }) => {
  const errors = collectErrors(page);
  const fontResponse = page.waitForResponse((response) => response.url().endsWith('.woff2'));
  await openHydrated(page, '/login');

  const response = await fontResponse;
  expect(response.status()).toBe(200);
  const fontUrl = new URL(response.url());
  expect(fontUrl.origin).toBe(new URL(page.url()).origin);
  await expect(page.locator('head link[rel="preload"][as="font"]')).toHaveAttribute(
    'href',
    fontUrl.pathname,
  );

  const publicSansLoaded = await page.evaluate(async () => {
    await document.fonts.ready;
    return [...document.fonts].some(
      (face) => face.family.replaceAll('"', '') === 'Public Sans' && face.status === 'loaded',
    );
  });
  expect(publicSansLoaded).toBe(true);
  // A font refused by the Content-Security-Policy would show here as a console error.
  expect(errors).toEqual([]);
});
