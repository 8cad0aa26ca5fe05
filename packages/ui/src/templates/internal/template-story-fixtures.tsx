import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageMain } from '../../PageMain/PageMain';
import { StepIndicator } from '../../StepIndicator/StepIndicator';

/**
 * Templates are page bodies: the portal's shell gives them their `<main>`. Stories wrap them in
 * the kit's `PageMain` the same way, full screen, so a screenshot is the page as a member sees it.
 */
export const inPageMain: Decorator = (Story) => (
  <PageMain>
    <Story />
  </PageMain>
);

/**
 * Shared by every template's meta: full screen, in `<main>`. Tags are written in each file
 * instead: Storybook reads them from the source without running it, so a spread is not seen.
 */
export const templateStoryDefaults: {
  decorators: Decorator[];
  parameters: { layout: 'fullscreen' };
} = {
  decorators: [inPageMain],
  parameters: { layout: 'fullscreen' },
};

/** The flow every demo shares: four steps, as account creation and enrollment have. */
export const demoSteps = [
  { id: 'your-details', label: 'Your details' },
  { id: 'contact-details', label: 'Contact details' },
  { id: 'your-plan', label: 'Your plan' },
  { id: 'check-answers', label: 'Check your answers' },
] as const;

/** The demo flow's `StepIndicator` at a step (from 0), for a template's `stepIndicator` slot. */
export function demoStepIndicator(currentIndex: number) {
  return <StepIndicator steps={demoSteps} currentIndex={currentIndex} />;
}

/**
 * At 320 CSS px (the story's viewport `mobile1`) nothing scrolls sideways (WCAG 1.4.10): the
 * document is no wider than the window.
 */
export async function expectNoSidewaysScroll() {
  await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
}

/**
 * The 320 px story's viewport: Storybook's `mobile1`. Such a story is tagged `no-visual` in its
 * file: the visual suite cannot set a story's viewport, and shoots the templates at its own.
 */
export const narrowViewport: {
  globals: { viewport: { value: string; isRotated: boolean } };
} = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};
