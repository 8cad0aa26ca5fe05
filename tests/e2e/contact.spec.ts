import type { Page } from '@playwright/test';
import { demoPassword } from './support/editions.js';
import { holdScript } from './support/held-script.js';
import { signIn } from './support/sign-in.js';
import { expect, expectNoAxeViolations, test } from './support/test.js';

/** /contact (spec sections 1, 2, 7 and 9): the contact-us form and the first 5 FAQs. */

type FaqSet = { items: Array<{ question: string }> };

const messageHint =
  'Up to 2,000 characters. Please do not include your Social Security number or bank account numbers.';

async function servedQuestions(page: Page): Promise<string[]> {
  const questions: string[] = [];
  for (const key of ['faq-legal', 'faq-product']) {
    const answer = await page.request.get(`/assets/metadata/${key}.json`);
    expect(answer.ok()).toBe(true);
    questions.push(...((await answer.json()) as FaqSet).items.map((item) => item.question));
  }
  return questions;
}

test.describe('Contact us', () => {
  test('Send message waits for the form script, and keeps what was typed before it', async ({
    page,
  }) => {
    // The prerendered form shows at once; its script (a deferred part) is held back. Until it
    // runs, a click would be the browser's own submit: a GET with every field in the address.
    const release = await holdScript(page, 'contact-form');
    await page.goto('/contact', { waitUntil: 'commit' });
    const send = page.getByRole('button', { name: 'Send message' });
    await expect(send).toBeDisabled();
    await page.getByLabel('First name', { exact: true }).fill('Ada');
    release();

    await expect(send).toBeEnabled();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue('Ada');
    expect(new URL(page.url()).search).toBe('');
  });

  test('shows the form and the first 5 FAQs with Additional FAQs', async ({ page }) => {
    const questions = await servedQuestions(page);
    await page.goto('/contact');

    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Send us a message' });
    for (const label of [
      'First name',
      'Last name',
      'Email address',
      'Phone number (optional)',
      'What is your message about?',
      'Your message',
    ]) {
      await expect(form.getByLabel(label, { exact: true })).toBeVisible();
    }
    await expect(form.getByRole('combobox', { name: 'What is your message about?' })).toHaveText(
      /Billing and payments/,
    );

    const faqs = page.getByRole('region', { name: 'Frequently asked questions', exact: true });
    await expect(faqs.getByRole('heading', { level: 3 }).getByRole('button')).toHaveText(
      questions.slice(0, 5),
    );
    await expect(faqs.getByRole('link', { name: 'Additional FAQs', exact: true })).toHaveAttribute(
      'href',
      '/faqs',
    );
    await expectNoAxeViolations(page);
  });

  test('an empty or wrong form lists its problems in the spec’s words', async ({ page }) => {
    await page.goto('/contact');
    await page.getByRole('button', { name: 'Send message' }).click();

    const summary = page.getByRole('alert').filter({ hasText: 'There is a problem' });
    await expect(summary).toBeVisible();
    // First name, last name, email, topic and message are required; the phone is not. Each of the
    // spec's 'Required.' links says which field it is about.
    await expect(summary.getByRole('link')).toHaveText([
      'First name: Required.',
      'Last name: Required.',
      'Email address: Required.',
      'What is your message about? Required.',
      'Your message: Required.',
    ]);
    const message = page.getByRole('textbox', { name: 'Your message', exact: true });
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAccessibleDescription(`${messageHint} Required.`);
    await expectNoAxeViolations(page);

    // The first link takes the member to the field.
    await summary.getByRole('link').first().click();
    await expect(page.getByLabel('First name', { exact: true })).toBeFocused();

    const email = page.getByLabel('Email address', { exact: true });
    await email.fill('jane');
    await email.blur();
    await expect(page.getByText('Enter an email address like name@example.com.')).toBeVisible();
    const phone = page.getByLabel('Phone number (optional)', { exact: true });
    await phone.fill('555-0143');
    await phone.blur();
    await expect(page.getByText('Enter a 10-digit US phone number.')).toBeVisible();
    // A message is up to 2,000 characters, as its hint says; a longer one is refused on leaving it.
    await message.fill('x'.repeat(2001));
    await message.blur();
    await expect(message).toHaveAccessibleDescription(`${messageHint} Invalid. Try again.`);
    await message.fill('x'.repeat(2000));
    await message.blur();
    await expect(message).not.toHaveAttribute('aria-invalid');
    await expectNoAxeViolations(page);
  });

  test('a visitor’s message reaches support, with a receipt to the sender', async ({
    page,
    edition,
  }) => {
    const sender = `visitor.${edition.productFlag.toLowerCase()}@example.org`;
    await page.goto('/contact');
    await page.getByLabel('First name', { exact: true }).fill('Jane');
    await page.getByLabel('Last name', { exact: true }).fill('Rivera');
    await page.getByLabel('Email address', { exact: true }).fill(sender);
    await page.getByLabel('Phone number (optional)', { exact: true }).fill('(202) 555-0143');
    await page
      .getByLabel('What is your message about?', { exact: true })
      .selectOption({ label: 'Billing and payments' });
    await page
      .getByLabel('Your message', { exact: true })
      .fill('When is my next payment taken from my bank account?');
    await page.getByRole('button', { name: 'Send message' }).click();

    const confirmation = page.getByRole('heading', {
      level: 2,
      name: 'Thank you. Your message is on its way.',
    });
    await expect(confirmation).toBeFocused();
    const referenceText = await page.getByText(/^Your reference is C-/).textContent();
    const reference = /C-[A-Z0-9]{8}/.exec(referenceText ?? '')?.[0];
    expect(reference).toBeTruthy();
    await expect(
      page.getByText(
        `We sent a receipt to ${sender} and will answer by email within two business days.`,
      ),
    ).toBeVisible();
    await expectNoAxeViolations(page);

    // The demo outbox shows both emails.
    await page.goto('/dev/outbox');
    const toSupport = page
      .getByRole('row')
      .filter({ hasText: `(${reference})` })
      .filter({
        hasText: 'support@benefits-portal.example',
      });
    await expect(toSupport).toContainText(`Contact us: Billing and payments (${reference})`);
    await expect(toSupport).toContainText('When is my next payment taken from my bank account?');
    await expect(toSupport).toContainText(`(${edition.productFlag})`);
    const receipt = page
      .getByRole('row')
      .filter({ hasText: `We received your message (${reference})` });
    await expect(receipt.getByRole('cell').nth(2)).toHaveText(sender);
    // The receipt never repeats what was typed.
    await expect(receipt).not.toContainText('When is my next payment');
  });

  test('says so in the spec’s words when the message cannot be sent', async ({ page }) => {
    // As the service answers when the mail relay is down (HTTP 503, returnCode 503).
    await page.route('**/api/v1/ep/tools/portalContactUsSendMail', (route) =>
      route.fulfill({
        status: 503,
        contentType: 'application/json',
        body: JSON.stringify({
          returnCode: 503,
          forwardCode: null,
          strServerDate: new Date().toISOString(),
          strReturnObject: { strMessage: "We're unable to complete your request at this time." },
        }),
      }),
    );
    await page.goto('/contact');
    await page.getByLabel('First name', { exact: true }).fill('Jane');
    await page.getByLabel('Last name', { exact: true }).fill('Rivera');
    await page.getByLabel('Email address', { exact: true }).fill('jane@example.org');
    await page
      .getByLabel('What is your message about?', { exact: true })
      .selectOption({ label: 'Something else' });
    await page.getByLabel('Your message', { exact: true }).fill('Hello there.');
    await page.getByRole('button', { name: 'Send message' }).click();

    const alert = page.getByRole('alert').filter({ hasText: 'unable' });
    await expect(alert).toContainText("We're unable to complete your request at this time.");
    await expect(alert).toContainText('Please try again later or call customer care at');
    // The form stays, filled in, for another try.
    await expect(page.getByLabel('Your message', { exact: true })).toHaveValue('Hello there.');
    await expectNoAxeViolations(page);
  });

  test('a signed-in member finds their name filled in', async ({ page, edition }) => {
    await signIn(page, edition.member.username, demoPassword);
    await expect(page).toHaveURL(/\/dashboard$/);
    await page.getByRole('link', { name: 'Contact Us', exact: true }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(page.getByLabel('First name', { exact: true })).toHaveValue(
      edition.member.firstName,
    );
    await expect(page.getByLabel('Last name', { exact: true })).toHaveValue(
      edition.member.lastName,
    );
    await expectNoAxeViolations(page);
  });
});
