import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextAreaField, textAreaFieldMessages } from './TextAreaField';
import * as stories from './TextAreaField.stories';

const { WithError } = composeStories(stories);

afterEach(cleanup);

describe('TextAreaField', () => {
  it('forwards the ref and the textarea props to the <textarea>', () => {
    const ref = createRef<HTMLTextAreaElement>();
    const onBlur = vi.fn();
    render(
      <TextAreaField
        ref={ref}
        label="Your message"
        name="message"
        rows={8}
        maxLength={2000}
        required
        data-field="message"
        onBlur={onBlur}
      />,
    );
    const textArea = screen.getByRole('textbox', { name: 'Your message' });
    expect(ref.current).toBe(textArea);
    expect(textArea.tagName).toBe('TEXTAREA');
    expect(textArea.getAttribute('name')).toBe('message');
    expect(textArea.getAttribute('rows')).toBe('8');
    expect(textArea.getAttribute('maxlength')).toBe('2000');
    expect(textArea.hasAttribute('required')).toBe(true);
    expect(textArea.dataset.field).toBe('message');
    textArea.focus();
    textArea.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('keeps an aria-describedby the app passes, before its hint and error', () => {
    render(
      <>
        <p id="form-note">All fields are required.</p>
        <TextAreaField
          label="Your message"
          name="message"
          hint="Up to 2,000 characters."
          aria-describedby="form-note"
          errorKey="required"
          errorMessages={{ required: 'Required.' }}
        />
      </>,
    );
    const textArea = screen.getByRole('textbox', { name: 'Your message' });
    const described = (textArea.getAttribute('aria-describedby') ?? '')
      .split(' ')
      .map((id) => document.getElementById(id)?.textContent);
    expect(described).toEqual(['All fields are required.', 'Up to 2,000 characters.', 'Required.']);
  });

  it('uses the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TextAreaField
        label="Your message"
        name="message"
        errorKey="maxlength"
        errorMessages={{ required: 'Required.' }}
      />,
    );
    expect(screen.getByText(textAreaFieldMessages.fallbackErrorMessage)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"maxlength"'));
    warn.mockRestore();
  });

  it('takes its copy from props', () => {
    render(
      <TextAreaField
        label="Su mensaje"
        name="message"
        errorKey="required"
        errorMessages={{ required: 'Obligatorio.' }}
        onDismissError={() => {}}
        dismissErrorLabel="Cerrar el error"
      />,
    );
    expect(screen.getByRole('button', { name: 'Cerrar el error' })).toBeTruthy();
    expect(screen.getByText('Obligatorio.')).toBeTruthy();
  });

  it('renders the error story with the state on its root', () => {
    render(<WithError />);
    const textArea = screen.getByRole('textbox', { name: 'Your message' });
    expect(textArea.getAttribute('aria-invalid')).toBe('true');
    expect(textArea.closest('[data-state="invalid"]')).not.toBeNull();
  });
});
