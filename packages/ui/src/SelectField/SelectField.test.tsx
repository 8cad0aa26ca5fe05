import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Real key presses (Playwright), so the native select's own keyboard handling runs.
import { userEvent as browserUserEvent } from 'vitest/browser';
import { SelectField, selectFieldMessages } from './SelectField';
import * as stories from './SelectField.stories';

const { Empty, WithError } = composeStories(stories);

const options = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'stepchild', label: 'Stepchild' },
];

afterEach(cleanup);

function ControlledSelect({ onValue }: { onValue: (value: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <SelectField
      label="Relationship to you"
      name="relationship"
      options={options}
      value={value}
      onChange={(event) => {
        setValue(event.target.value);
        onValue(event.target.value);
      }}
    />
  );
}

describe('SelectField', () => {
  it('forwards the ref and the select props to the <select>', () => {
    const ref = createRef<HTMLSelectElement>();
    render(
      <SelectField
        ref={ref}
        label="Relationship to you"
        name="relationship"
        options={options}
        required
        autoComplete="off"
        data-field="relationship"
      />,
    );
    const select = screen.getByRole('combobox', { name: 'Relationship to you' });
    expect(ref.current).toBe(select);
    expect(select.getAttribute('name')).toBe('relationship');
    expect(select.hasAttribute('required')).toBe(true);
    expect(select.dataset.field).toBe('relationship');
    // With `required`, the empty placeholder option counts as "nothing chosen".
    expect((select as HTMLSelectElement).validity.valueMissing).toBe(true);
  });

  it('chooses an option with real arrow keys and type-ahead', async () => {
    const onValue = vi.fn();
    render(<ControlledSelect onValue={onValue} />);
    const select = screen.getByRole('combobox', { name: 'Relationship to you' });
    select.focus();
    await browserUserEvent.keyboard('{ArrowDown}');
    expect(select).toHaveProperty('value', 'spouse');
    await browserUserEvent.keyboard('{ArrowDown}');
    expect(select).toHaveProperty('value', 'child');
    expect(onValue).toHaveBeenLastCalledWith('child');
    // Typing the start of a label jumps to it (Stepchild is the only "St...").
    await browserUserEvent.keyboard('st');
    expect(select).toHaveProperty('value', 'stepchild');
  });

  it('keeps an aria-describedby the app passes, before its own', () => {
    render(
      <>
        <p id="form-note">All fields are required.</p>
        <SelectField
          label="Relationship to you"
          name="relationship"
          options={options}
          aria-describedby="form-note"
          errorKey="required"
          errorMessages={{ required: 'Required.' }}
        />
      </>,
    );
    const ids =
      screen
        .getByRole('combobox', { name: 'Relationship to you' })
        .getAttribute('aria-describedby')
        ?.split(' ') ?? [];
    expect(ids[0]).toBe('form-note');
    expect(document.getElementById(ids[1] ?? '')?.textContent).toBe('Required.');
  });

  it('uses the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <SelectField
        label="State"
        name="state"
        options={[{ value: 'VA', label: 'Virginia' }]}
        errorKey="state-not-eligible"
        errorMessages={{ required: 'Required.' }}
      />,
    );
    expect(screen.getByText(selectFieldMessages.fallbackErrorMessage)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"state-not-eligible"'));
    warn.mockRestore();
  });

  it('takes its copy from props', () => {
    render(
      <SelectField
        label="Parentesco"
        name="relationship"
        options={options}
        placeholder="Elija uno"
        errorKey="required"
        errorMessages={{ required: 'Obligatorio.' }}
        onDismissError={() => {}}
        dismissErrorLabel="Cerrar el error"
      />,
    );
    expect(screen.getByRole('option', { name: 'Elija uno' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el error' })).toBeTruthy();
    expect(screen.getByText('Obligatorio.')).toBeTruthy();
  });

  it('renders the stories', () => {
    render(<Empty />);
    expect(screen.getByRole('combobox', { name: 'Relationship to you' })).toHaveProperty(
      'value',
      '',
    );
    cleanup();
    render(<WithError />);
    const select = screen.getByRole('combobox', { name: 'Relationship to you' });
    expect(select.getAttribute('aria-invalid')).toBe('true');
    expect(select.closest('[data-state="invalid"]')).not.toBeNull();
  });
});
