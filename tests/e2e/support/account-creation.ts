import type { Locator, Page } from '@playwright/test';
import type { EditionFixture } from './editions.js';
import { activate, chooseOption, chooseRadio, tick, typeInto } from './keyboard.js';
import { expect } from './test.js';

/** The account-creation journeys' people and hands (account-creation*.spec.ts). */

/** The person each edition's run enrolls: the README's demo person in MFB, another in MP. */
export type Person = {
  firstName: string;
  lastName: string;
  day: string;
  month: string;
  year: string;
  ssn: string;
  email: string;
  username: string;
};
export const people: Record<'MFB' | 'MP', Person> = {
  MFB: {
    firstName: 'Avery',
    lastName: 'Quinn',
    day: '3',
    month: '2',
    year: '1988',
    ssn: '900-30-0001',
    email: 'avery.quinn@example.org',
    username: 'avery.quinn',
  },
  MP: {
    firstName: 'Rowan',
    lastName: 'Ellis',
    day: '14',
    month: '9',
    year: '1990',
    ssn: '900-30-0101',
    email: 'rowan.ellis@example.org',
    username: 'rowan.ellis',
  },
};
export const password = 'Harbor-Lantern-Field-7';

export const heading = (page: Page, name: string) => page.getByRole('heading', { level: 1, name });
export const enrollNow = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'ENROLL NOW' });

/** Fills a field by mouse and typing, or by the keyboard alone. */
export type Hands = {
  type: (field: Locator, text: string) => Promise<void>;
  radio: (group: Locator, choice: string) => Promise<void>;
  option: (select: Locator, label: string, value: string) => Promise<void>;
  tick: (box: Locator) => Promise<void>;
  press: (control: Locator) => Promise<void>;
};

export function handsOf(page: Page, keyboardOnly: boolean): Hands {
  if (keyboardOnly) {
    return {
      type: (field, text) => typeInto(page, field, text),
      radio: (group, choice) => chooseRadio(page, group, choice),
      option: (select, label, value) => chooseOption(page, select, label, value),
      tick: (box) => tick(page, box),
      press: (control) => activate(page, control),
    };
  }
  return {
    type: (field, text) => field.fill(text),
    radio: (group, choice) => group.getByRole('radio', { name: choice, exact: true }).check(),
    option: async (select, _label, value) => {
      await select.selectOption(value);
    },
    tick: (box) => box.check(),
    press: (control) => control.click(),
  };
}

export async function typeDate(
  hands: Hands,
  group: Locator,
  day: string,
  month: string,
  year: string,
) {
  await hands.type(group.getByRole('textbox', { name: 'Day' }), day);
  await hands.type(group.getByRole('textbox', { name: 'Month' }), month);
  await hands.type(group.getByRole('textbox', { name: 'Year' }), year);
}

export async function fillPersonalInfo(page: Page, hands: Hands, person: Person) {
  await hands.type(page.getByLabel('First name'), person.firstName);
  await hands.type(page.getByLabel('Last name'), person.lastName);
  await hands.type(page.getByLabel('Social Security number', { exact: true }), person.ssn);
  await hands.radio(page.getByRole('group', { name: 'Gender' }), 'Female');
  await hands.radio(page.getByRole('group', { name: 'Marital status' }), 'Not married');
  await hands.type(page.getByLabel('Daytime phone', { exact: true }), '202-555-0190');
  await hands.option(page.getByLabel('Daytime phone type'), 'Mobile', 'M');
  await hands.type(page.getByLabel('Email address', { exact: true }), person.email);
  await hands.type(page.getByLabel('Confirm email address'), person.email);
  await hands.radio(
    page.getByRole('group', { name: 'How should we send you notices?' }),
    'Email alone',
  );
  await hands.tick(page.getByRole('checkbox', { name: /receive communications/ }));
}

export async function fillCredentials(page: Page, hands: Hands, username: string) {
  await hands.type(page.getByLabel('Username'), username);
  // Announced as it is typed (a live region), once the typing pauses.
  await expect(
    page.getByRole('status').filter({ hasText: 'This username is available.' }),
  ).toBeVisible();
  await hands.type(page.getByLabel('Password', { exact: true }), password);
  await hands.type(page.getByLabel('Confirm password'), password);
  const answers = [
    ['Security question 1', 'Q1', 'Biscuit'],
    ['Security question 2', 'Q2', 'Dayton'],
    ['Security question 3', 'Q5', 'Volvo'],
  ] as const;
  for (const [label, value, answer] of answers) {
    const select = page.getByLabel(label);
    const text = await select.locator(`option[value="${value}"]`).textContent();
    await hands.option(select, text ?? '', value);
    await hands.type(page.getByLabel(`Answer ${label.slice(-1)}`), answer);
  }
}

export async function startFromEnrollButton(page: Page, edition: EditionFixture, hands: Hands) {
  if (edition.productFlag === 'MFB') {
    // The home page's own Enroll button (the individual edition's home is the login page).
    await page.goto('/');
    await hands.press(
      page.getByRole('main').getByRole('link', { name: 'Enroll now', exact: true }),
    );
  } else {
    // An address that is not there: the not-found page's Enroll link.
    await page.goto('/no/such/page');
    await expect(page).toHaveURL(/\/page-not-found$/);
    await hands.press(page.getByRole('main').getByRole('link', { name: 'Enroll', exact: true }));
  }
  await expect(page).toHaveURL(/\/account-creation\/get-started$/);
}
