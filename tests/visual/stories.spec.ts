import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { showStory, test } from './story-preview.js';

/** The stories Storybook indexed, read from the static build: one screenshot per story and edition. */
type IndexEntry = {
  id: string;
  type: 'story' | 'docs';
  title: string;
  name: string;
  tags?: string[];
};

const staticDir = path.resolve(import.meta.dirname, '../../apps/docs/storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
// A story tagged `no-visual` changes by itself over time (a running countdown, a timed toast).
const stories = Object.values(index.entries).filter(
  (entry) => entry.type === 'story' && !entry.tags?.includes('no-visual'),
);
const editions = ['federal', 'individual'] as const;

/**
 * Stories tagged `visual-viewports` (every page template's) are also shot at a phone's and a
 * laptop's width: the widths the member screens built from them are reviewed at. Their baselines
 * are named `<edition>-viewport-<width>-<story id>.png`, beside the 1024 px one.
 */
const viewportTag = 'visual-viewports';
const extraViewports = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
] as const;
const defaultViewport = { width: 1024, height: 720 } as const;
const viewportStories = stories.filter((story) => story.tags?.includes(viewportTag));

for (const edition of editions) {
  test.describe(edition, () => {
    for (const story of stories) {
      test(`${story.title} / ${story.name}`, async ({ preview }) => {
        // The worker's page may come from a story shot at another width.
        await preview.setViewportSize(defaultViewport);
        await showStory(preview, story.id, edition);
        await expect(preview).toHaveScreenshot(`${edition}/${story.id}.png`, { fullPage: true });
      });
    }
    for (const viewport of extraViewports) {
      for (const story of viewportStories) {
        test(`${story.title} / ${story.name} at ${viewport.width} px`, async ({ preview }) => {
          // Set before the story renders, so it renders (and plays) at this width.
          await preview.setViewportSize(viewport);
          await showStory(preview, story.id, edition);
          await expect(preview).toHaveScreenshot(
            `${edition}/viewport-${viewport.width}/${story.id}.png`,
            { fullPage: true },
          );
        });
      }
    }
  });
}
