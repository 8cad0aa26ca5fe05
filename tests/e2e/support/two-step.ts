import type { Page } from '@playwright/test';

/** Types a one-time code key by key, as the messages ask (not pasted), and sends it with VERIFY. */
export async function typeCode(page: Page, code: string) {
  const field = page.getByLabel('Verification code');
  await field.fill('');
  await field.pressSequentially(code);
  await page.getByRole('button', { name: 'VERIFY' }).click();
}

/** The demo members with two-step verification on (README 'Demo data'), by edition. */
export const twoStepMembers = {
  MFB: {
    username: 'fed.twostep',
    firstName: 'Priya',
    /** Codes go by email (her preference); the outbox lists them to this address. */
    codeTo: 'priya.natarajan@example.org',
    maskedCodeTo: 'p*****n@example.org',
  },
  MP: {
    username: 'ind.twostep',
    firstName: 'Lucia',
    /** Codes go by text message (her preference), to this number. */
    codeTo: '3125550161',
    maskedCodeTo: '(***) ***-0161',
  },
} as const;
