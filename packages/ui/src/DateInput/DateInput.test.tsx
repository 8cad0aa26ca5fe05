import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DateInput } from './DateInput';
import * as stories from './DateInput.stories';

const { WithError } = composeStories(stories);

afterEach(cleanup);

/** Like the forms package: the schema's 'date' rule for a value that is not an ISO date. */
function DateOfBirthForm() {
  const [value, setValue] = useState('');
  const [errorKey, setErrorKey] = useState<string>();
  return (
    <form aria-label="Member">
      <DateInput
        label="Date of birth"
        name="dateOfBirth"
        hint="For example, 27 3 1985"
        value={value}
        onChange={setValue}
        onBlur={() => setErrorKey(/^\d{4}-\d{2}-\d{2}$/.test(value) ? undefined : 'date')}
        errorKey={errorKey}
        errorMessages={{ date: 'Enter a real date.' }}
      />
      <button type="button">Next</button>
    </form>
  );
}

describe('DateInput', () => {
  it('tells a screen reader the legend, then Day, Month and Year; the hint describes the group', () => {
    render(<DateInput label="Date of birth" name="dateOfBirth" hint="For example, 27 3 1985" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.tagName).toBe('FIELDSET');
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'For example, 27 3 1985',
    ]);
    const names = screen.getAllByRole('textbox').map((input) => input.getAttribute('id'));
    expect(names.map((id) => document.querySelector(`label[for="${id}"]`)?.textContent)).toEqual([
      'Day',
      'Month',
      'Year',
    ]);
  });

  it('puts the ref and id on the fieldset, so an error summary link reaches the group', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(<DateInput ref={ref} id="date-of-birth" label="Date of birth" name="dateOfBirth" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(ref.current).toBe(group);
    expect(group.id).toBe('date-of-birth');
  });

  it('gives the ISO date for a typed date and posts it with a native form', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <form aria-label="Member">
        <DateInput label="Date of birth" name="dateOfBirth" onChange={onChange} />
      </form>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '7');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '3');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-07');
    const form = screen.getByRole('form', { name: 'Member' }) as HTMLFormElement;
    expect([...new FormData(form).entries()]).toEqual([['dateOfBirth', '1985-03-07']]);
  });

  it('gives an impossible date (31 2 2000) a value the rule refuses, so its message shows', async () => {
    const user = userEvent.setup();
    render(<DateOfBirthForm />);
    await user.type(screen.getByRole('textbox', { name: 'Day' }), '31');
    await user.type(screen.getByRole('textbox', { name: 'Month' }), '2');
    await user.type(screen.getByRole('textbox', { name: 'Year' }), '2000');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toEqual([
      'For example, 27 3 1985',
      'Enter a real date.',
    ]);
    expect(screen.getByRole('textbox', { name: 'Day' }).getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: 'Year' }).hasAttribute('aria-invalid')).toBe(false);
  });

  it('gives an empty value when every input is cleared', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <DateInput
        label="Date of birth"
        name="dateOfBirth"
        defaultValue="1985-03-27"
        onChange={onChange}
      />,
    );
    for (const input of screen.getAllByRole('textbox')) await user.clear(input);
    expect(onChange).toHaveBeenLastCalledWith('');
  });

  it('replaces the inputs when the app sets another value', () => {
    const { rerender } = render(<DateInput label="Date" name="date" value="2025-06-30" />);
    rerender(<DateInput label="Date" name="date" value="2025-07-04" />);
    expect(screen.getByRole('textbox', { name: 'Day' })).toHaveProperty('value', '04');
    rerender(<DateInput label="Date" name="date" value="" />);
    expect(screen.getByRole('textbox', { name: 'Year' })).toHaveProperty('value', '');
  });

  it('dismisses the error and puts focus back in the day, not on <body>', async () => {
    const user = userEvent.setup();
    const onDismissError = vi.fn();
    render(<WithError onDismissError={onDismissError} />);
    await user.click(screen.getByRole('button', { name: 'Dismiss error' }));
    expect(onDismissError).toHaveBeenCalledTimes(1);
    expect(screen.queryByText('Invalid. Try again.')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Day' }));
  });

  it('renders the error story with the error after the hint in the group description', () => {
    render(<WithError />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Invalid. Try again.',
    );
  });
});
