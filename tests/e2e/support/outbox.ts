import type { Page } from '@playwright/test';
import { expect } from './test.js';

/**
 * The newest one-time code sent to `recipient`, read from /dev/outbox as a person trying the demo
 * would: open it in another tab, find the newest row to that address or number, read its message.
 */
export async function readCodeFromOutbox(page: Page, recipient: string): Promise<string> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/dev/outbox');
    // Newest first: the first row to the recipient is the latest message.
    const row = outbox
      .getByRole('row')
      .filter({ has: outbox.getByRole('cell', { name: recipient, exact: true }) })
      .first();
    const message = await row.getByRole('cell').nth(4).textContent();
    const code = /\b(\d{6})\b/.exec(message ?? '')?.[1];
    expect(code, `a code in the newest message to ${recipient}`).toBeDefined();
    return code ?? '';
  } finally {
    await outbox.close();
  }
}

/** How many messages the outbox shows to `recipient`. */
export async function countOutboxMessages(page: Page, recipient: string): Promise<number> {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/dev/outbox');
    return await outbox
      .getByRole('row')
      .filter({ has: outbox.getByRole('cell', { name: recipient, exact: true }) })
      .count();
  } finally {
    await outbox.close();
  }
}
