import { test as base, type Page } from '@playwright/test';

/**
 * One preview page per worker, switched from story to story through Storybook's own channel
 * (as its manager does) instead of reloading the preview bundle for every check: shared by the
 * screenshots (stories.spec.ts) and the reflow check (reflow-320.spec.ts).
 */
export const test = base.extend<object, { preview: Page }>({
  preview: [
    async ({ browser }, use, workerInfo) => {
      const page = await browser.newPage({ baseURL: workerInfo.project.use.baseURL });
      // No story at first: the first edition change would render it (and play it) again, and
      // Storybook reloads the page when the next story replaces one that is still playing.
      await page.goto('/iframe.html?id=visual-tests--no-story-yet&viewMode=story');
      await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
      await use(page);
      await page.close();
    },
    { scope: 'worker' },
  ],
});

type Channel = {
  emit(event: string, payload: unknown): void;
  on(event: string, listener: (payload: unknown) => void): void;
  off(event: string, listener: (payload: unknown) => void): void;
  once(event: string, listener: () => void): void;
};

async function showStoryThroughChannel(page: Page, storyId: string, edition: string) {
  await page.evaluate(
    ({ storyId, edition }) =>
      new Promise<void>((resolve, reject) => {
        const preview = window as unknown as {
          __STORYBOOK_ADDONS_CHANNEL__: Channel;
          visualEdition?: string;
        };
        const channel = preview.__STORYBOOK_ADDONS_CHANNEL__;
        // storyRendered fires once a story and its play function have finished, with the story's
        // id. New globals render (and play) the story shown before again, which fires it too:
        // wait for this story's, or a long play function is caught half way through.
        const rendered = (renderedId: unknown) => {
          if (renderedId !== storyId) return;
          channel.off('storyRendered', rendered);
          channel.off('storyUnchanged', unchanged);
          resolve();
        };
        // The story asked for is already shown (a repeated test): render and play it again.
        const unchanged = () => channel.emit('forceRemount', { storyId });
        channel.on('storyRendered', rendered);
        channel.on('storyUnchanged', unchanged);
        channel.once('storyErrored', () => reject(new Error(`${storyId} failed to render`)));
        channel.once('storyThrewException', () => reject(new Error(`${storyId} threw`)));
        // New globals render the story shown again, play function included; switched away from
        // while it plays, Storybook reloads the page. So they are sent only when they change.
        if (preview.visualEdition !== edition) {
          channel.emit('updateGlobals', { globals: { edition } });
          preview.visualEdition = edition;
        }
        channel.emit('setCurrentStory', { storyId, viewMode: 'story' });
      }),
    { storyId, edition },
  );
}

export async function showStory(page: Page, storyId: string, edition: string) {
  try {
    await showStoryThroughChannel(page, storyId, edition);
  } catch (error) {
    // A play function that submits a native form or follows a link navigates the preview away,
    // and the next story then finds no channel; load this one directly (the slow path).
    if (!String(error).includes('Execution context was destroyed')) throw error;
    const url = `/iframe.html?id=${storyId}&viewMode=story&globals=edition:${edition}`;
    // The navigation that destroyed the page may still be under way and interrupt ours, and
    // Storybook may reload the preview itself (a story replaced while its play function ran):
    // let each settle, then load ours again, a few times at most.
    for (let attempt = 1; ; attempt += 1) {
      try {
        await page.goto(url);
        break;
      } catch (interrupted) {
        if (attempt === 3) throw interrupted;
        await page.waitForLoadState('load').catch(() => undefined);
      }
    }
    await page.waitForFunction(() => '__STORYBOOK_ADDONS_CHANNEL__' in window);
    await showStoryThroughChannel(page, storyId, edition);
  }
  await page.evaluate(() => document.fonts.ready);
}
