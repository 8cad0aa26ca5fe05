import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Checkbox, checkboxMessages } from './Checkbox';
import * as stories from './Checkbox.stories';

const { WithError, Checked } = composeStories(stories);

afterEach(cleanup);

function ControlledCheckbox({ onCheckedChange }: { onCheckedChange: (next: boolean) => void }) {
  const [checked, setChecked] = useState(false);
  return (
    <Checkbox
      label="Same as home address"
      name="sameAddress"
      checked={checked}
      onChange={(event) => {
        setChecked(event.target.checked);
        onCheckedChange(event.target.checked);
      }}
    />
  );
}

describe('Checkbox', () => {
  it('forwards the ref and the input props to the <input type="checkbox">', () => {
    const ref = createRef<HTMLInputElement>();
    render(
      <Checkbox
        ref={ref}
        label="I agree"
        name="consent"
        value="yes"
        required
        data-field="consent"
      />,
    );
    const checkbox = screen.getByRole('checkbox', { name: 'I agree' });
    expect(ref.current).toBe(checkbox);
    expect(checkbox.getAttribute('name')).toBe('consent');
    expect(checkbox.getAttribute('value')).toBe('yes');
    expect(checkbox.dataset.field).toBe('consent');
    expect((checkbox as HTMLInputElement).validity.valueMissing).toBe(true);
  });

  it('can be controlled', async () => {
    const onCheckedChange = vi.fn();
    render(<ControlledCheckbox onCheckedChange={onCheckedChange} />);
    const checkbox = screen.getByRole('checkbox', { name: 'Same as home address' });
    await userEvent.click(checkbox);
    expect(onCheckedChange).toHaveBeenLastCalledWith(true);
    expect((checkbox as HTMLInputElement).checked).toBe(true);

    // A controlled checkbox ignores clicks until its owner agrees.
    cleanup();
    render(
      <Checkbox
        label="Same as home address"
        name="sameAddress"
        checked={false}
        onChange={() => {}}
      />,
    );
    const fixed = screen.getByRole('checkbox', { name: 'Same as home address' });
    await userEvent.click(fixed);
    expect((fixed as HTMLInputElement).checked).toBe(false);
  });

  it('posts its value with a native form', async () => {
    render(
      <form aria-label="Consent">
        <Checkbox label="I agree" name="consent" value="yes" />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Consent' }) as HTMLFormElement;
    expect(new FormData(form).get('consent')).toBeNull();
    await userEvent.click(screen.getByRole('checkbox', { name: 'I agree' }));
    expect(new FormData(form).get('consent')).toBe('yes');
  });

  it('uses the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<Checkbox label="I agree" name="agreement" errorKey="unknown-key" errorMessages={{}} />);
    expect(screen.getByText(checkboxMessages.fallbackErrorMessage)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"unknown-key"'));
    warn.mockRestore();
  });

  it('takes its copy from props', () => {
    render(
      <Checkbox
        label="Acepto"
        name="consent"
        errorKey="required"
        errorMessages={{ required: 'Obligatorio.' }}
        onDismissError={() => {}}
        dismissErrorLabel="Cerrar el error"
      />,
    );
    expect(screen.getByRole('button', { name: 'Cerrar el error' })).toBeTruthy();
    expect(screen.getByRole('checkbox', { name: 'Acepto' })).toHaveProperty('ariaInvalid', 'true');
  });

  it('renders the stories', () => {
    render(<Checked />);
    expect(screen.getByRole('checkbox')).toHaveProperty('checked', true);
    cleanup();
    render(<WithError />);
    expect(screen.getByRole('checkbox').closest('[data-state="invalid"]')).not.toBeNull();
  });
});
