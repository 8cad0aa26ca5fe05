import type { Page } from '@playwright/test';
import type { Hands } from './account-creation.js';
import { expect, expectNoAxeViolations } from './test.js';

/** The enrollment journeys' shared moves (enrollment.*.last.spec.ts). */

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });

/**
 * From a signed-in page to 'Why and when': a member with no draft and no plan chosen lands on the
 * plan choice (login codes 19 and 24 lead to /enrollment, which starts there); the year and the
 * tier as offered, then `plan`, then 'Continue to enrollment'. axe on each page.
 */
export async function choosePlanAndStart(page: Page, hands: Hands, plan: string) {
  await expect(heading(page, 'Choose a plan')).toBeVisible();
  await expectNoAxeViolations(page);
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/tools\/plan-tier\?/);
  await expect(page.getByRole('radio', { name: 'Self Only' })).toBeChecked();
  await hands.press(page.getByRole('button', { name: 'Continue' }));
  await expect(page).toHaveURL(/\/tools\/select-plan\?/);
  await hands.press(page.getByRole('button', { name: `Choose ${plan}` }));
  const chosen = page.getByRole('alert');
  await expect(chosen).toContainText(`You chose ${plan} for`);
  await expectNoAxeViolations(page);
  await hands.press(chosen.getByRole('link', { name: 'Continue to enrollment' }));
  await expect(page).toHaveURL(/\/enrollment\/why-and-when$/);
}

/** Ticks every agreement the page shows, then Continue. axe first. */
export async function agreeToAll(page: Page, hands: Hands, count: number) {
  await expect(heading(page, 'Agreements')).toBeVisible();
  const boxes = page.getByRole('checkbox');
  await expect(boxes).toHaveCount(count);
  await expectNoAxeViolations(page);
  for (let index = 0; index < count; index += 1) await hands.tick(boxes.nth(index));
  await hands.press(page.getByRole('button', { name: 'Continue' }));
}

/** The dashboard's fact `term` of the legal plan's panel. */
export function dashboardFact(page: Page, term: string) {
  return page
    .getByRole('region', { name: /^Legal plan \d{4}$/ })
    .first()
    .locator('dt', { hasText: new RegExp(`^${term}$`) })
    .locator('+ dd');
}
