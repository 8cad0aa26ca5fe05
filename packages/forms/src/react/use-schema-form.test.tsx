// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod/mini';
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
      <button type="submit" disabled={!login.isValid()}>
        LOG IN
      </button>
      <button type="button" onClick={() => login.applyServerErrors(serverErrors ?? {})}>
        Server says no
      </button>
      <button type="submit">Submit anyway</button>
    </form>
  );
}

const planSchema = z.object({
  plan: z.enum(['S', 'H']),
  consent: z.boolean().check(z.refine((ticked) => ticked)),
});

/** Radios in a fieldset and a checkbox, bound as the kit's RadioGroup and Checkbox are. */
function PlanForm() {
  const form = useSchemaForm({
    schema: planSchema,
    // Every field has a default, as in the portal's forms: the keys name the fields to read.
    defaultValues: { plan: undefined, consent: false },
  });
  const plan = form.valueField<string | undefined>('plan');
  const consent = form.checkboxField('consent');
  return (
    <form noValidate>
      <fieldset id={plan.id}>
        <legend>Which plan?</legend>
        {['S', 'H'].map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={plan.name}
              value={value}
              checked={plan.value === value}
              onChange={() => plan.onChange(value)}
            />
            {value === 'S' ? 'Standard' : 'High'}
          </label>
        ))}
      </fieldset>
      <label>
        <input
          type="checkbox"
          id={consent.id}
          checked={consent.checked}
          onChange={consent.onChange}
        />
        I agree
      </label>
      <button type="submit" disabled={!form.isValid()}>
        Calculate
      </button>
    </form>
  );
}

/** A form that reports problems after a submit, so its button is enabled whatever the values. */
function SendForm() {
  const form = useSchemaForm({
    schema: loginFormSchema,
    defaultValues: { userId: '', password: '' },
  });
  return (
    <form noValidate>
      <button type="submit" disabled={!form.isHydrated}>
        Send
      </button>
    </form>
  );
}

/** Renders `element` as the prerender does, lets `typeBeforeHydration` change it, then hydrates. */
async function hydrateAfter(element: React.ReactElement, typeBeforeHydration: () => void) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  typeBeforeHydration();
  const root = await act(async () => hydrateRoot(container, element));
  return () => {
    act(() => root.unmount());
    container.remove();
  };
}

describe('useSchemaForm', () => {
  it('keeps what the member typed into the prerendered form before it hydrated', async () => {
    const onValid = vi.fn();
    const done = await hydrateAfter(<LoginForm onValid={onValid} />, () => {
      // Typed while the page's script was still on its way: the DOM has it, React does not yet.
      (screen.getByLabelText('Username') as HTMLInputElement).value = 'fed.member';
    });
    try {
      expect((screen.getByLabelText('Username') as HTMLInputElement).value).toBe('fed.member');
      fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'secret' } });
      fireEvent.click(await screen.findByRole('button', { name: 'LOG IN' }));
      await vi.waitFor(() =>
        expect(onValid).toHaveBeenCalledWith({ userId: 'fed.member', password: 'secret' }),
      );
    } finally {
      done();
    }
  });

  it('keeps a radio and a checkbox ticked before the prerendered form hydrated', async () => {
    const done = await hydrateAfter(<PlanForm />, () => {
      (screen.getByRole('radio', { name: 'High' }) as HTMLInputElement).checked = true;
      (screen.getByRole('checkbox', { name: 'I agree' }) as HTMLInputElement).checked = true;
    });
    try {
      expect(screen.getByRole('radio', { name: 'High' })).toHaveProperty('checked', true);
      expect(screen.getByRole('checkbox', { name: 'I agree' })).toHaveProperty('checked', true);
      expect(screen.getByRole('button', { name: 'Calculate' })).toHaveProperty('disabled', false);
    } finally {
      done();
    }
  });

  it("is not hydrated in the server's HTML, so a submit button can wait for the script", async () => {
    expect(renderToString(<SendForm />)).toContain('disabled=""');
    const done = await hydrateAfter(<SendForm />, () => {});
    try {
      expect(screen.getByRole('button', { name: 'Send' })).toHaveProperty('disabled', false);
    } finally {
      done();
    }
  });

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

  it('checks a field left by a press once the press is over, so the click still lands', async () => {
    // An error appearing on blur would move the button from under the pointer before the click.
    const onValid = vi.fn();
    render(<LoginForm onValid={onValid} />);
    const username = screen.getByLabelText('Username');
    const submit = screen.getByRole('button', { name: 'Submit anyway' });
    fireEvent.change(username, { target: { value: '   ' } });
    fireEvent.pointerDown(submit);
    fireEvent.blur(username, { relatedTarget: submit });
    expect((username as HTMLInputElement).value).toBe('');
    // Still pressed a while later: no error yet, so nothing has moved.
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(username.getAttribute('aria-invalid')).toBeNull();

    fireEvent.pointerUp(submit);
    fireEvent.click(submit);
    expect(await screen.findAllByRole('link', { name: 'Required.' })).toHaveLength(2);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();
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
