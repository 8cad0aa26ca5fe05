import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Brings in the DOM matchers (toHaveAccessibleDescription) that browser mode adds to `expect`.
import 'vitest/browser';
import { FieldErrorRow } from './FieldErrorRow';
import { FieldHint } from './FieldHint';
import { type UseFieldGroupOptions, useFieldGroup } from './use-field-group';

const choices = [
  { value: 'email', label: 'Email', hint: 'We send a link.' },
  { value: 'text', label: 'Text message' },
];

/** A bare group of checkboxes wired only by the hook. */
function HookedGroup({ hint, ...options }: Partial<UseFieldGroupOptions> & { hint?: string }) {
  const field = useFieldGroup({
    idSuffix: 'contact',
    name: 'contactBy',
    fallbackErrorMessage: 'Invalid. Try again.',
    dismissErrorLabel: 'Dismiss error',
    errorMessages: { required: 'Choose how we contact you.' },
    hint,
    focusAfterDismiss: (fieldset) => fieldset.querySelector('input'),
    ...options,
  });
  return (
    <fieldset {...field.groupProps}>
      <legend>How should we contact you?</legend>
      {hint ? <FieldHint {...field.hintProps}>{hint}</FieldHint> : null}
      {field.errorProps ? <FieldErrorRow {...field.errorProps} /> : null}
      {choices.map((choice, index) => {
        const item = field.item(index, choice.hint !== undefined);
        return (
          <div key={choice.value}>
            <input {...item.controlProps} type="checkbox" name="contactBy" value={choice.value} />
            <label htmlFor={item.labelProps.htmlFor}>{choice.label}</label>
            {choice.hint ? <FieldHint {...item.hintProps}>{choice.hint}</FieldHint> : null}
          </div>
        );
      })}
    </fieldset>
  );
}

afterEach(cleanup);

describe('useFieldGroup', () => {
  it('describes the group by its hint, then the error, and each choice by its own hint', async () => {
    render(<HookedGroup hint="Choose all that apply." errorKey="required" />);
    const group = screen.getByRole('group', { name: 'How should we contact you?' });
    await expect
      .element(group)
      .toHaveAccessibleDescription('Choose all that apply. Choose how we contact you.');
    await expect
      .element(screen.getByRole('checkbox', { name: 'Email' }))
      .toHaveAccessibleDescription('We send a link.');
    expect(
      screen.getByRole('checkbox', { name: 'Text message' }).hasAttribute('aria-describedby'),
    ).toBe(false);
  });

  it('marks every choice invalid while an error shows, and never the fieldset', () => {
    const { rerender } = render(<HookedGroup />);
    const group = screen.getByRole('group', { name: 'How should we contact you?' });
    for (const choice of screen.getAllByRole('checkbox'))
      expect(choice.hasAttribute('aria-invalid')).toBe(false);
    rerender(<HookedGroup errorKey="required" />);
    for (const choice of screen.getAllByRole('checkbox'))
      expect(choice.getAttribute('aria-invalid')).toBe('true');
    expect(group.hasAttribute('aria-invalid')).toBe(false);
    expect(group.getAttribute('data-state')).toBe('invalid');
  });

  it('gives each group and each choice its own ids', () => {
    render(
      <>
        <HookedGroup hint="First." />
        <HookedGroup hint="Second." />
      </>,
    );
    const [first, second] = screen.getAllByRole('group');
    expect(first?.id).not.toBe(second?.id);
    const choiceIds = screen.getAllByRole('checkbox').map((choice) => choice.id);
    expect(new Set(choiceIds).size).toBe(4);
    const hintIds = screen
      .getAllByRole('checkbox', { name: 'Email' })
      .map((choice) => choice.getAttribute('aria-describedby'));
    expect(new Set(hintIds).size).toBe(2);
  });

  it('puts focus where the group says when the error is dismissed', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    render(<HookedGroup errorKey="required" onDismissError={onDismissError} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(screen.getByRole('checkbox', { name: 'Email' }));
  });
});
