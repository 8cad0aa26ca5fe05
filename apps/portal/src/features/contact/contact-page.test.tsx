import { portalContactUsSendMailEndpoint } from '@portal/api/contact';
import { within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../testing/expect-no-axe-violations.js';
import { clientAnsweringByPath, envelope, renderPage } from '../../testing/render-page.js';
import { serveContentAssets } from '../../testing/serve-content-assets.js';
import { ContactPage } from './contact-page.js';

/**
 * /contact off its happy path (the visitor journey sends a message end to end): each rule of the
 * form in the spec's words, and a message the service cannot take.
 */

const messageHint =
  'Up to 2,000 characters. Please do not include your Social Security number or bank account numbers.';

beforeEach(() => {
  serveContentAssets();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe.each(['MFB', 'MP'] as const)('the contact form (%s)', (edition) => {
  it('offers the customer-care number beside the form, as a number a phone dials', async () => {
    const { screen } = renderPage(<ContactPage />, { edition, path: '/contact' });
    const call = within(screen.getByRole('complementary', { name: 'Call customer care' }));
    // The demo's fictional number (PORTAL_CUSTOMER_CARE_PHONE's default), dialled whole.
    expect(call.getByRole('link', { name: '1-800-555-0100' }).getAttribute('href')).toBe(
      'tel:+18005550100',
    );
    expect(call.getByText('Monday through Friday, 8 a.m. to 8 p.m. Eastern time.')).toBeVisible();
    expect(
      call.getByRole('link', { name: 'frequently asked questions' }).getAttribute('href'),
    ).toBe('/faqs');
    await expectNoAxeViolations();
  });

  it('lists what is missing in the spec’s words and takes the member to the field', async () => {
    const { screen, user } = renderPage(<ContactPage />, { edition, path: '/contact' });
    await user.click(await screen.findByRole('button', { name: 'Send message' }));

    const summary = (await screen.findAllByRole('alert')).find((alert) =>
      alert.textContent?.includes('There is a problem'),
    );
    if (!summary) throw new Error('no error summary');
    // First name, last name, email, topic and message are required; the phone is not. Each of
    // the spec's 'Required.' links says which field it is about.
    const links = Array.from(summary.querySelectorAll('a')).map((link) => link.textContent);
    expect(links).toEqual([
      'First name: Required.',
      'Last name: Required.',
      'Email address: Required.',
      'What is your message about? Required.',
      'Your message: Required.',
    ]);
    const message = screen.getByRole('textbox', { name: 'Your message' });
    expect(message).toHaveAttribute('aria-invalid', 'true');
    expect(message).toHaveAccessibleDescription(`${messageHint} Required.`);
    await expectNoAxeViolations();

    // The first link takes the member to the field.
    await user.click(summary.querySelector('a') as HTMLAnchorElement);
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
  });
});

describe('the contact form’s rules', () => {
  it('says what is wrong with an email, a phone number or a long message when the field is left', async () => {
    const { screen, user } = renderPage(<ContactPage />, { edition: 'MFB', path: '/contact' });
    const email = await screen.findByRole('textbox', { name: 'Email address' });
    await user.type(email, 'jane');
    await user.tab();
    expect(
      await screen.findByText('Enter an email address like name@example.com.'),
    ).toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: 'Phone number (optional)' }), '555-0143');
    await user.tab();
    expect(await screen.findByText('Enter a 10-digit US phone number.')).toBeInTheDocument();

    // A message is up to 2,000 characters, as its hint says; a longer one is refused on leaving it.
    const message = screen.getByRole('textbox', { name: 'Your message' });
    await user.click(message);
    await user.paste('x'.repeat(2001));
    await user.tab();
    await vi.waitFor(() =>
      expect(message).toHaveAccessibleDescription(`${messageHint} Invalid. Try again.`),
    );
    await expectNoAxeViolations();

    await user.click(message);
    await user.keyboard('{Backspace}');
    await user.tab();
    await vi.waitFor(() => expect(message).not.toHaveAttribute('aria-invalid'));
  });

  it('says so in the spec’s words when the service cannot take the message, and keeps it', async () => {
    const { client, call } = clientAnsweringByPath({
      // As the service answers when the mail relay is down (HTTP 503, returnCode 503).
      [portalContactUsSendMailEndpoint.path]: envelope(503, {
        strMessage: "We're unable to complete your request at this time.",
      }),
    });
    const { screen, user } = renderPage(<ContactPage />, {
      edition: 'MP',
      path: '/contact',
      client,
    });
    await user.type(await screen.findByRole('textbox', { name: 'First name' }), 'Jane');
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Rivera');
    await user.type(screen.getByRole('textbox', { name: 'Email address' }), 'jane@example.org');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What is your message about?' }),
      'Something else',
    );
    await user.type(screen.getByRole('textbox', { name: 'Your message' }), 'Hello there.');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    const alert = await vi.waitFor(() => {
      const found = screen
        .getAllByRole('alert')
        .find((element) => element.textContent?.includes('unable'));
      if (!found) throw new Error('no alert yet');
      return found;
    });
    expect(
      within(alert).getByText("We're unable to complete your request at this time."),
    ).toBeVisible();
    expect(
      within(alert).getByText(/^Please try again later or call customer care at/),
    ).toBeVisible();
    expect(call).toHaveBeenCalledTimes(1);
    // The form stays, filled in, for another try.
    expect(screen.getByRole('textbox', { name: 'Your message' })).toHaveValue('Hello there.');
    await expectNoAxeViolations();
  });
});
