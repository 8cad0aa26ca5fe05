import { expect, type Locator, type Page } from '@playwright/test';

/*
 * A member who uses the keyboard alone: Tab (and Shift+Tab) to move, typing, Space and Enter to
 * act, arrows inside a radio group. Each helper fails when the control cannot be reached so, which
 * is what a keyboard user would meet.
 */

/** Presses Tab until `target` has focus (at most `limit` times), as a keyboard user moves on. */
export async function tabTo(page: Page, target: Locator, limit = 60) {
  for (let presses = 0; presses < limit; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target, `reached by Tab within ${limit} presses`).toBeFocused();
}

/** Tabs to a text field and types into it. */
export async function typeInto(page: Page, field: Locator, text: string) {
  await tabTo(page, field);
  await page.keyboard.type(text);
}

/** Tabs into a radio group and moves with the arrows until `choice` is checked. */
export async function chooseRadio(page: Page, group: Locator, choice: string) {
  const radios = group.getByRole('radio');
  const checked = group.getByRole('radio', { checked: true });
  const wanted = group.getByRole('radio', { name: choice, exact: true });
  // Tab lands on the checked radio of a group, or on its first when none is.
  await tabTo(page, (await checked.count()) > 0 ? checked : radios.first());
  // Space checks the radio focused; each ArrowDown moves to the next and checks it.
  if (!(await wanted.isChecked())) await page.keyboard.press('Space');
  const count = await radios.count();
  for (let presses = 0; presses < count && !(await wanted.isChecked()); presses += 1) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(wanted).toBeChecked();
}

/** Tabs to a select and types the start of an option's label, as a keyboard user picks one. */
export async function chooseOption(page: Page, select: Locator, label: string, value: string) {
  await tabTo(page, select);
  await page.keyboard.type(label);
  await expect(select).toHaveValue(value);
}

/** Tabs to a checkbox and ticks it with Space. */
export async function tick(page: Page, checkbox: Locator) {
  await tabTo(page, checkbox);
  await page.keyboard.press('Space');
  await expect(checkbox).toBeChecked();
}

/** Tabs to a button or link and presses Enter. */
export async function activate(page: Page, control: Locator) {
  await tabTo(page, control);
  await page.keyboard.press('Enter');
}
