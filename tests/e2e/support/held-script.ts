import type { Page } from '@playwright/test';

/**
 * Holds back the page's script files whose name starts with `chunk` (`/assets/<chunk>-<hash>.js`),
 * as a slow phone network would, so a test can act on the prerendered HTML before it hydrates.
 * Call the returned function to let them through.
 */
export async function holdScript(page: Page, chunk: string): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${chunk}-[^/]+\\.js$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
