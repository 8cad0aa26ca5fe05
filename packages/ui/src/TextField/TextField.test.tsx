import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TextField, textFieldMessages } from './TextField';
import * as stories from './TextField.stories';

const { WithError, EmailValid } = composeStories(stories);

const errorMessages = { required: 'Required.' } as const;

afterEach(cleanup);

describe('TextField', () => {
  it('forwards the ref and the input props to the <input>', () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    render(
      <TextField
        ref={ref}
        label="Username"
        name="username"
        maxLength={50}
        autoComplete="off"
        required
        data-field="username"
        onBlur={onBlur}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(ref.current).toBe(input);
    expect(input.getAttribute('name')).toBe('username');
    expect(input.getAttribute('maxlength')).toBe('50');
    expect(input.getAttribute('autocomplete')).toBe('off');
    expect(input.hasAttribute('required')).toBe(true);
    expect(input.dataset.field).toBe('username');
    input.focus();
    input.blur();
    expect(onBlur).toHaveBeenCalledTimes(1);
  });

  it('gives each field its own ids', () => {
    render(
      <>
        <TextField
          label="Username"
          name="username"
          hint="Not your SSN."
          errorKey="required"
          errorMessages={errorMessages}
        />
        <TextField
          label="Email"
          name="email"
          hint="We never share it."
          errorKey="required"
          errorMessages={errorMessages}
        />
      </>,
    );
    const username = screen.getByRole('textbox', { name: 'Username' });
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(username.id).not.toBe(email.id);
    expect(username.getAttribute('aria-describedby')).not.toBe(
      email.getAttribute('aria-describedby'),
    );
  });

  it('keeps an aria-describedby the app passes, before its own', () => {
    render(
      <>
        <p id="form-note">All fields are required.</p>
        <TextField
          label="Username"
          name="username"
          aria-describedby="form-note"
          errorKey="required"
          errorMessages={{ required: 'Required.' }}
        />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    const ids = input.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(ids[0]).toBe('form-note');
    expect(ids).toHaveLength(2);
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Required.');
  });

  it('uses the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <TextField
        label="Claim number"
        name="claimNumber"
        errorKey="minlength"
        errorMessages={{ required: 'Required.' }}
      />,
    );
    expect(screen.getByText(textFieldMessages.fallbackErrorMessage)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"minlength"'));
    warn.mockRestore();
  });

  it('takes its copy from props', () => {
    render(
      <TextField
        label="Usuario"
        name="username"
        errorKey="required"
        errorMessages={{ required: 'Obligatorio.' }}
        onDismissError={() => {}}
        dismissErrorLabel="Cerrar el error"
      />,
    );
    expect(screen.getByRole('button', { name: 'Cerrar el error' })).toBeTruthy();
    expect(screen.getByText('Obligatorio.')).toBeTruthy();
  });

  it('renders the stories: error state and valid email', () => {
    render(<WithError />);
    expect(screen.getByRole('textbox', { name: 'Username' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    cleanup();
    render(<EmailValid />);
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    // The field's root carries the state (the input's own data-state is about its border).
    expect(email.closest('[data-state="valid"]')).not.toBeNull();
  });
});
