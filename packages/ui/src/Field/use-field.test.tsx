import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { type ComponentPropsWithRef, createRef, type Ref } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Brings in the DOM matchers (toHaveAccessibleDescription) that browser mode adds to `expect`.
import 'vitest/browser';
import { type FieldErrorKeyProps, FieldErrorRow } from './FieldErrorRow';
import { FieldHint } from './FieldHint';
import { FieldLabel } from './FieldLabel';
import { type UseFieldOptions, useField } from './use-field';

const errorMessages = { required: 'Enter your username.' } as const;

type HarnessProps = Partial<UseFieldOptions<HTMLInputElement>> & {
  hint?: string;
  status?: string;
  inputRef?: Ref<HTMLInputElement>;
};

/** A bare field wired only by the hook, as a component of the kit (or an app) would compose it. */
function HookedField({ hint, status, inputRef, ...options }: HarnessProps) {
  const field = useField<HTMLInputElement>({
    idSuffix: 'input',
    name: 'username',
    fallbackErrorMessage: 'Invalid. Try again.',
    dismissErrorLabel: 'Dismiss error',
    errorMessages,
    ref: inputRef,
    hint,
    hasStatus: status !== undefined,
    ...options,
  });
  return (
    <div data-state={field.state}>
      <FieldLabel {...field.labelProps}>Username</FieldLabel>
      {hint ? <FieldHint {...field.hintProps}>{hint}</FieldHint> : null}
      <input {...field.controlProps} name="username" />
      {status ? <span id={field.ids.status}>{status}</span> : null}
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}

afterEach(cleanup);

describe('useField', () => {
  it('names the control by its label and describes it by the hint, then the error', async () => {
    render(<HookedField hint="Not your SSN." errorKey="required" />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveAccessibleDescription('Not your SSN. Enter your username.');
  });

  it('reads a status after the hint and before the error, and the app’s own ids first', async () => {
    const { rerender } = render(
      <>
        <p id="form-note">All fields are required.</p>
        <HookedField hint="Not your SSN." status="Available." aria-describedby="form-note" />
      </>,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    await expect
      .element(input)
      .toHaveAccessibleDescription('All fields are required. Not your SSN. Available.');
    rerender(
      <>
        <p id="form-note">All fields are required.</p>
        <HookedField
          hint="Not your SSN."
          status="Available."
          aria-describedby="form-note"
          errorKey="required"
        />
      </>,
    );
    await expect
      .element(input)
      .toHaveAccessibleDescription(
        'All fields are required. Not your SSN. Available. Enter your username.',
      );
  });

  it('describes nothing that is not shown', () => {
    render(<HookedField />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.hasAttribute('aria-describedby')).toBe(false);
  });

  it('sets aria-invalid only while an error shows', () => {
    const { rerender } = render(<HookedField />);
    const input = screen.getByRole('textbox', { name: 'Username' });
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(input.closest('[data-state="idle"]')).not.toBeNull();
    rerender(<HookedField errorKey="required" />);
    expect(input.getAttribute('aria-invalid')).toBe('true');
    expect(input.getAttribute('data-state')).toBe('invalid');
    expect(input.closest('div')?.getAttribute('data-state')).toBe('invalid');
    // An empty key is no error.
    rerender(<HookedField errorKey="" />);
    expect(input.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Enter your username.')).toBeNull();
  });

  it('gives each field instance its own ids, and keeps an id the app gives', () => {
    render(
      <>
        <HookedField hint="First." errorKey="required" />
        <HookedField hint="Second." errorKey="required" />
        <HookedField id="member-username" hint="Third." />
      </>,
    );
    const inputs = screen.getAllByRole('textbox', { name: 'Username' });
    const ids = inputs.flatMap((input) => [
      input.id,
      ...(input.getAttribute('aria-describedby') ?? '').split(' '),
    ]);
    expect(new Set(ids).size).toBe(ids.length);
    expect(inputs[2]?.id).toBe('member-username');
    expect(inputs[2]?.getAttribute('aria-describedby')).toBe('member-username-hint');
  });

  it('shows the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<HookedField name="claimNumber" errorKey="use-hook-unknown-key" />);
    expect(screen.getByText('Invalid. Try again.')).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"use-hook-unknown-key"'));
    warn.mockRestore();
  });

  it('offers a close button only with onDismissError; it calls it and puts focus back', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    const inputRef = createRef<HTMLInputElement>();
    const { rerender } = render(<HookedField errorKey="required" inputRef={inputRef} />);
    expect(screen.queryByRole('button', { name: 'Dismiss error' })).toBeNull();
    rerender(
      <HookedField errorKey="required" inputRef={inputRef} onDismissError={onDismissError} />,
    );
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
    // The app's ref and the field's own point at the same input.
    expect(inputRef.current).toBe(screen.getByRole('textbox', { name: 'Username' }));
    expect(document.activeElement).toBe(inputRef.current);
  });
});

type PropsFieldProps = ComponentPropsWithRef<'input'> &
  FieldErrorKeyProps & { name: string; hint?: string };

/** A field that hands the hook its props as they come, as the kit's own fields do. */
function PropsField({ className, ...props }: PropsFieldProps) {
  const [field, inputProps] = useField(props, {
    idSuffix: 'input',
    messages: { fallbackErrorMessage: 'Invalid. Try again.', dismissErrorLabel: 'Dismiss error' },
  });
  return (
    <div data-state={field.state}>
      <FieldLabel {...field.labelProps}>Username</FieldLabel>
      {field.hint ? <FieldHint {...field.hintProps}>{field.hint}</FieldHint> : null}
      <input {...inputProps} {...field.controlProps} className={className} />
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
    </div>
  );
}

describe('useField(props, config)', () => {
  it('wires the field from its props and gives the control every other prop', async () => {
    render(
      <PropsField
        name="username"
        placeholder="jane.doe"
        hint="Not your SSN."
        errorKey="required"
        errorMessages={errorMessages}
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Username' });
    await expect.element(input).toHaveAccessibleDescription('Not your SSN. Enter your username.');
    expect(input.getAttribute('name')).toBe('username');
    expect(input.getAttribute('placeholder')).toBe('jane.doe');
    // The wiring's props are the hook's, not attributes of the input.
    expect(input.hasAttribute('hint')).toBe(false);
    expect(input.hasAttribute('errorkey')).toBe(false);
  });

  it('takes the component’s messages unless the app passes its own', async () => {
    const user = userEvent.setup();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { rerender } = render(
      <PropsField name="username" errorKey="unknown-key" onDismissError={() => {}} />,
    );
    expect(screen.getByText('Invalid. Try again.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Dismiss error' })).toBeTruthy();
    rerender(
      <PropsField
        name="username"
        errorKey="unknown-key"
        onDismissError={() => {}}
        fallbackErrorMessage="No válido."
        dismissErrorLabel="Cerrar"
      />,
    );
    expect(screen.getByText('No válido.')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    warn.mockRestore();
  });
});
