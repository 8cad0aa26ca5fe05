import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageMain } from '../../PageMain/PageMain';

/**
 * Templates are page bodies: the portal's shell gives them their `<main>`. Stories wrap them in
 * the kit's `PageMain` the same way, full screen, so a screenshot is the page as a member sees it.
 */
export const inPageMain: Decorator = (Story) => (
  <PageMain>
    <Story />
  </PageMain>
);

/** Shared by every template's meta: full screen, in `<main>`, and shot at 390 and 1280 px too. */
export const templateStoryDefaults: {
  decorators: Decorator[];
  parameters: { layout: 'fullscreen' };
  tags: string[];
} = {
  decorators: [inPageMain],
  parameters: { layout: 'fullscreen' },
  // `visual-viewports`: the visual suite (tests/visual) also shoots these stories at 390 and
  // 1280 px, the widths the coming member screens are reviewed at.
  tags: ['visual-viewports'],
};

/** The flow every demo shares: four steps, as account creation and enrollment have. */
export const demoSteps = [
  { id: 'your-details', label: 'Your details' },
  { id: 'contact-details', label: 'Contact details' },
  { id: 'your-plan', label: 'Your plan' },
  { id: 'check-answers', label: 'Check your answers' },
] as const;

/**
 * At 320 CSS px (the story's viewport `mobile1`) nothing scrolls sideways (WCAG 1.4.10): the
 * document is no wider than the window.
 */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/** The 320 px story settings: Storybook's `mobile1` viewport; the visual suite sets its own. */
export const narrowViewport: {
  globals: { viewport: { value: string; isRotated: boolean } };
  tags: string[];
} = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual run shoots its own viewports; a story's viewport global does not reach it.
  tags: ['no-visual'],
};
