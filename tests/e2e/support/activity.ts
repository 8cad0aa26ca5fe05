import type { Page } from '@playwright/test';

/**
 * Moves the mouse over `page` every 400 ms (activity, for the idle watch) while `work` runs, and
 * returns what it returns. For the short-timer service, where a few seconds without activity
 * open the idle warning.
 */
export async function whileActive<T>(page: Page, work: () => Promise<T>): Promise<T> {
  let running = true;
  const moving = (async () => {
    for (let step = 0; running; step += 1) {
      await page.mouse.move(20 + (step % 2) * 40, 300).catch(() => undefined);
      await new Promise((resolve) => setTimeout(resolve, 400));
    }
  })();
  try {
    return await work();
  } finally {
    running = false;
    await moving;
  }
}

/** Stays active on `page` for `ms` milliseconds. */
export function activeFor(page: Page, ms: number): Promise<void> {
  return whileActive(page, () => new Promise((resolve) => setTimeout(resolve, ms)));
}
