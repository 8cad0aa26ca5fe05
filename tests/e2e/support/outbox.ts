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

/**
 * The demo outbox (/dev/outbox) read as a person would: a table of sent messages, newest first.
 * Opened in a page of its own so the page under test keeps its state.
 */
export async function outboxMessages(page: Page, recipient: string) {
  const outbox = await page.context().newPage();
  try {
    await outbox.goto('/dev/outbox');
    await expect(outbox.getByRole('heading', { level: 1, name: 'Demo outbox' })).toBeVisible();
    const rows = outbox.getByRole('row').filter({ hasText: recipient });
    const messages: { subject: string; text: string }[] = [];
    for (const row of await rows.all()) {
      const cells = row.getByRole('cell');
      messages.push({
        subject: ((await cells.nth(3).textContent()) ?? '').trim(),
        text: ((await cells.nth(4).textContent()) ?? '').trim(),
      });
    }
    return messages;
  } finally {
    await outbox.close();
  }
}

/** The newest message to a recipient with this subject (emails) or any (text messages). */
export async function latestMessage(page: Page, recipient: string, subject?: string) {
  const messages = await outboxMessages(page, recipient);
  const found = messages.find((message) => subject === undefined || message.subject === subject);
  if (!found) throw new Error(`no message to ${recipient}${subject ? ` about ${subject}` : ''}`);
  return found;
}

/** The temporary-password link in a message, as the path and query to open on this site. */
export function linkPathIn(text: string): string {
  const match = /https?:\/\/[^/\s]+(\/profile_reset\/[A-Za-z0-9_-]+\?method=[ES])/.exec(text);
  if (!match?.[1]) throw new Error(`no link in: ${text}`);
  return match[1];
}
