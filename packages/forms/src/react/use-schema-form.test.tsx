// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loginFormSchema } from '../schemas/login-schema.js';
import { type BoundInputProps, useSchemaForm } from './use-schema-form.js';

afterEach(cleanup);

/** A bare field standing in for the kit's TextField: label, input, and the error text by key. */
function Field({
  label,
  errorKey,
  errorMessages,
  onDismissError,
  ...input
}: BoundInputProps & { label: string }) {
  const errorId = `${input.id}-error`;
  return (
    <div>
      <label htmlFor={input.id}>{label}</label>
      <input
        {...input}
        aria-invalid={errorKey ? true : undefined}
        aria-describedby={errorKey ? errorId : undefined}
      />
      {errorKey ? (
        <p id={errorId}>
          {errorMessages[errorKey]}
          <button type="button" onClick={onDismissError}>
            Dismiss error
          </button>
        </p>
      ) : null}
    </div>
  );
}

function LoginForm({
  onValid,
  serverErrors,
}: {
  onValid: (values: unknown) => void;
  serverErrors?: Record<string, string>;
}) {
  const login = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { userId: '', password: '' },
  });
  return (
    <form onSubmit={login.submit(onValid)} noValidate>
      <ul aria-label="Errors" data-focus-key={login.errorSummary.focusKey}>
        {login.errorSummary.errors.map((error) => (
          <li key={error.fieldId}>
            <a href={`#${error.fieldId}`} data-prefix-field-name={error.prefixFieldName}>
              {error.message}
            </a>
          </li>
        ))}
      </ul>
      <Field label="Username" {...login.inputField('userId')} />
      <Field label="Password" {...login.inputField('password')} />
      <button type="submit" disabled={!login.isValid}>
        LOG IN
      </button>
      <button type="button" onClick={() => login.applyServerErrors(serverErrors ?? {})}>
        Server says no
      </button>
      <button type="submit">Submit anyway</button>
    </form>
  );
}

describe('useSchemaForm', () => {
  it('keeps submit disabled until the whole schema passes', async () => {
    render(<LoginForm onValid={vi.fn()} />);
    const logIn = screen.getByRole('button', { name: 'LOG IN' });
    expect(logIn).toHaveProperty('disabled', true);

    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'fed.member' } });
    expect(logIn).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
    expect(await screen.findByRole('button', { name: 'LOG IN' })).toHaveProperty('disabled', false);
  });

  it('resets a whitespace-only value on blur and shows the required message', async () => {
    render(<LoginForm onValid={vi.fn()} />);
    const username = screen.getByLabelText('Username');

    fireEvent.change(username, { target: { value: '   ' } });
    fireEvent.blur(username);

    expect(await screen.findByText('Required.')).toBeTruthy();
    expect((username as HTMLInputElement).value).toBe('');
    expect(username.getAttribute('aria-invalid')).toBe('true');
  });

  it('clears the shown error as soon as the field is edited', async () => {
    render(<LoginForm onValid={vi.fn()} />);
    const username = screen.getByLabelText('Username');
    fireEvent.blur(username);
    await screen.findByText('Required.');

    fireEvent.change(username, { target: { value: 'j' } });

    expect(screen.queryByText('Required.')).toBeNull();
    expect(username.getAttribute('aria-invalid')).toBeNull();
  });

  it('fills the error summary on a failed submit, linking to each field', async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);

    fireEvent.click(screen.getByRole('button', { name: 'Submit anyway' }));

    const summary = await screen.findByRole('list', { name: 'Errors' });
    const links = await screen.findAllByRole('link', { name: 'Required.' });
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `#${screen.getByLabelText('Username').id}`,
      `#${screen.getByLabelText('Password').id}`,
    ]);
    // 'Required.' says nothing of its field: the kit's summary is asked to name it.
    expect(links.map((link) => link.dataset.prefixFieldName)).toEqual(['true', 'true']);
    expect(summary.getAttribute('data-focus-key')).toBe('1');
    expect(onValid).not.toHaveBeenCalled();
  });

  it('hands valid values to the submit handler', async () => {
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    fireEvent.change(screen.getByLabelText('Username'), { target: { value: 'fed.member' } });
    fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });

    fireEvent.click(await screen.findByRole('button', { name: 'LOG IN' }));

    await vi.waitFor(() =>
      expect(onValid).toHaveBeenCalledWith({ userId: 'fed.member', password: 'secret' }),
    );
  });

  it('merges errors found by the server under their field names', async () => {
    render(<LoginForm onValid={vi.fn()} serverErrors={{ userId: 'maxlength' }} />);

    fireEvent.click(screen.getByRole('button', { name: 'Server says no' }));

    expect(await screen.findAllByText('Invalid. Try again.')).toHaveLength(2);
    expect(screen.getByLabelText('Username').getAttribute('aria-invalid')).toBe('true');
  });
});
