import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ErrorSummary, errorSummaryMessages } from './ErrorSummary';
import * as stories from './ErrorSummary.stories';

const { TwoErrors } = composeStories(stories);

afterEach(cleanup);

const usernameError = [{ fieldId: 'username', message: 'Username: Required.' }];

function Page({ errors, focusKey }: { errors: typeof usernameError; focusKey?: number }) {
  return (
    <>
      <ErrorSummary errors={errors} focusKey={focusKey} />
      <label htmlFor="username">Username</label>
      <input id="username" name="username" />
    </>
  );
}

describe('ErrorSummary', () => {
  it('forwards the ref and rest props to the outer <div>, and takes focus on appearing', () => {
    const ref = createRef<HTMLDivElement>();
    render(
      <>
        <ErrorSummary ref={ref} errors={usernameError} data-form="login" />
        <input id="username" aria-label="Username" />
      </>,
    );
    expect(ref.current?.dataset.form).toBe('login');
    expect(ref.current?.getAttribute('tabindex')).toBe('-1');
    expect(document.activeElement).toBe(ref.current);
    expect(screen.getByRole('heading', { level: 2 }).textContent).toBe(
      errorSummaryMessages.heading,
    );
  });

  it('renders nothing, and takes no focus, for an empty list; appears and takes focus later', () => {
    const { container, rerender } = render(<Page errors={[]} />);
    expect(container.querySelector('[role="alert"]')).toBeNull();
    rerender(<Page errors={usernameError} />);
    expect(document.activeElement).toBe(screen.getByRole('alert').parentElement);
  });

  it('takes focus again on a new focusKey, but not when only the errors change', async () => {
    const { rerender } = render(<Page errors={usernameError} focusKey={1} />);
    const summary = screen.getByRole('alert').parentElement;
    const input = screen.getByRole('textbox', { name: 'Username' });
    await userEvent.click(input);
    // Live validation edits the list while the member types: focus stays in the field.
    rerender(
      <Page errors={[{ fieldId: 'username', message: 'Username: Invalid.' }]} focusKey={1} />,
    );
    expect(document.activeElement).toBe(input);
    // A second failed submit.
    rerender(<Page errors={usernameError} focusKey={2} />);
    expect(document.activeElement).toBe(summary);
  });

  it('focuses the field on a link click without changing the hash', async () => {
    render(<Page errors={usernameError} />);
    const hash = window.location.hash;
    await userEvent.click(screen.getByRole('link', { name: 'Username: Required.' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(window.location.hash).toBe(hash);
  });

  it('warns in development about a link to an id no element has, and leaves its click alone', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<ErrorSummary errors={[{ fieldId: 'nowhere', message: 'Lost.' }]} />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"nowhere"'));
    const link = screen.getByRole('link', { name: 'Lost.' });
    let preventedBySummary: boolean | undefined;
    // Runs after React's handler (the event bubbles from React's root to the document); then
    // stops the real jump so the test page stays put.
    document.addEventListener(
      'click',
      (event) => {
        preventedBySummary = event.defaultPrevented;
        event.preventDefault();
      },
      { once: true },
    );
    link.click();
    expect(preventedBySummary).toBe(false);
    warn.mockRestore();
  });

  it('names a field whose label is a question without adding a colon', () => {
    render(
      <>
        <ErrorSummary
          errors={[{ fieldId: 'topic', message: 'Required.', prefixFieldName: true }]}
        />
        <label htmlFor="topic">What is your message about?</label>
        <select id="topic" />
        <ErrorSummary errors={[{ fieldId: 'name', message: 'Required.', prefixFieldName: true }]} />
        <label htmlFor="name">Name</label>
        <input id="name" />
      </>,
    );
    expect(screen.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'What is your message about? Required.',
      'Name: Required.',
    ]);
  });

  it('renders the story with its links to real fields', () => {
    render(<TwoErrors />);
    for (const link of screen.getAllByRole('link')) {
      const id = link.getAttribute('href')?.slice(1) ?? '';
      expect(document.getElementById(id)).not.toBeNull();
    }
  });
});
