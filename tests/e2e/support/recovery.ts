import type { Page } from '@playwright/test';
import { expect } from './test.js';

/** Demo members of each edition for account recovery and security settings (README 'Demo data'). */
export const recoveryMembers = {
  MFB: {
    recover: {
      username: 'fed.recover',
      firstName: 'Tomas',
      lastName: 'Lindqvist',
      ssn: '900-10-0006',
      dateOfBirth: '02211982',
      email: 'tomas.lindqvist@example.org',
    },
    settings: { username: 'fed.settings', firstName: 'Hana', email: 'hana.kobayashi@example.org' },
    member: {
      lastName: 'Rivera',
      ssn: '900-10-0001',
      dateOfBirth: '05141984',
      email: 'jordan.rivera@example.org',
    },
  },
  MP: {
    recover: {
      username: 'ind.recover',
      firstName: 'Amara',
      lastName: 'Osei',
      ssn: '900-20-0002',
      dateOfBirth: '06051993',
      email: 'amara.osei@example.com',
    },
    settings: { username: 'ind.settings', firstName: 'Lucia', email: 'lucia.moreno@example.com' },
    member: {
      lastName: 'Okafor',
      ssn: '900-20-0001',
      dateOfBirth: '01301988',
      email: 'samuel.okafor@example.com',
    },
  },
} as const;

/** The demo members' security answers by question (README 'Demo data'). */
export const demoAnswers: Record<string, string> = {
  'What was the name of your first pet?': 'Biscuit',
  'In what city were you born?': 'Dayton',
  'What was the make of your first car?': 'Volvo',
};

/** Types a date (digits MMDDYYYY) into the kit's DateInput: Day, Month, then Year. */
export async function fillDate(page: Page, label: string, digits: string) {
  const [, month, day, year] = /^(\d{2})(\d{2})(\d{4})$/.exec(digits) ?? [];
  const group = page.getByRole('group', { name: label });
  await group.getByRole('textbox', { name: 'Day' }).pressSequentially(day ?? '');
  await group.getByRole('textbox', { name: 'Month' }).pressSequentially(month ?? '');
  await group.getByRole('textbox', { name: 'Year' }).pressSequentially(year ?? '');
}

/** Fills and sends the Find your account form. */
export async function findAccount(
  page: Page,
  facts: { lastName: string; ssn: string; dateOfBirth: string },
) {
  await page.getByLabel('Last name').fill(facts.lastName);
  await page.getByLabel('Social Security number', { exact: true }).fill(facts.ssn);
  await fillDate(page, 'Date of birth', facts.dateOfBirth);
  await page.getByRole('button', { name: 'FIND MY ACCOUNT' }).click();
}

/** The question the security-question page asks: the label of its one answer field. */
export async function questionShown(page: Page): Promise<string> {
  const field = page.getByRole('textbox');
  await expect(field).toBeVisible();
  const label = page.locator(`label[for="${await field.getAttribute('id')}"]`);
  return ((await label.textContent()) ?? '').trim();
}

/** Answers the question the security-question page shows with the demo answer. */
export async function answerSecurityQuestion(page: Page, answers = demoAnswers) {
  const question = await questionShown(page);
  const answer = answers[question];
  if (!answer) throw new Error(`no demo answer for "${question}"`);
  await page.getByRole('textbox').fill(answer);
  await page.getByRole('button', { name: 'CONTINUE' }).click();
}
