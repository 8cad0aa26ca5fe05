import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect } from '@playwright/test';
import { showStory, test } from './story-preview.js';

/**
 * WCAG 1.4.10 Reflow, at 320 CSS px, in both editions: every story of every page template and of
 * the components the member screens are built from (issue 16) fits the width, so nothing scrolls
 * sideways but a data table inside its own scrolling region (which does not widen the page).
 * The public pages are checked the same way on the built site (tests/e2e/
 * public-pages.screens.spec.ts); the templates in forced-colours mode too
 * (templates-forced-colors.spec.ts). Run with the visual suite (same static Storybook).
 */
type IndexEntry = { id: string; type: 'story' | 'docs'; title: string };

const staticDir = path.resolve(import.meta.dirname, '../../apps/docs/storybook-static');
const index = JSON.parse(readFileSync(path.join(staticDir, 'index.json'), 'utf8')) as {
  entries: Record<string, IndexEntry>;
};
const checkedTitles = new Set([
  'Content/Details',
  'Content/KeyValuePanel',
  'Content/MoneyAmount',
  'Content/PlanCard',
  'Content/PlanComparison',
  'Content/StatusTag',
  'Content/SummaryList',
  'Feedback/ConfirmationPanel',
  'Feedback/NotificationBanner',
  'Forms/FileUploadField',
  'Navigation/Pagination',
  'Navigation/TaskList',
]);
const stories = Object.values(index.entries).filter(
  (entry) =>
    entry.type === 'story' &&
    (entry.title.startsWith('Templates/') || checkedTitles.has(entry.title)),
);
const shownTitles = new Set(stories.map((story) => story.title));
const missing = [...checkedTitles].filter((title) => !shownTitles.has(title));
if (missing.length > 0) throw new Error(`No longer in the Storybook index: ${missing.join(', ')}`);

for (const edition of ['federal', 'individual'] as const) {
  test.describe(`reflow at 320 px (${edition})`, () => {
    for (const story of stories) {
      test(story.id, async ({ preview }) => {
        // Set before the story renders, so it renders (and plays) at this width.
        await preview.setViewportSize({ width: 320, height: 640 });
        await showStory(preview, story.id, edition);
        const width = await preview.evaluate(() => ({
          scroll: document.documentElement.scrollWidth,
          client: document.documentElement.clientWidth,
        }));
        expect(width.scroll, 'the page scrolls sideways').toBeLessThanOrEqual(width.client);
      });
    }
  });
}
