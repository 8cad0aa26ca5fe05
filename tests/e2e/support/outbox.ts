import type { Page } from '@playwright/test';
import { expect } from './test.js';

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
