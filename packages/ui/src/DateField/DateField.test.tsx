import { composeStories } from '@storybook/react-vite';
import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Real key presses (Playwright): the segments take real beforeinput events, as in a browser.
import { userEvent as browserUserEvent } from 'vitest/browser';
import { DateField, dateFieldMessages } from './DateField';
import * as stories from './DateField.stories';

const { WithError } = composeStories(stories);

afterEach(cleanup);

function segment(type: 'month' | 'day' | 'year') {
  return screen.getByRole('spinbutton', { name: new RegExp(`^${type}`) });
}

describe('DateField', () => {
  it('puts the ref and id on the role="group" element that holds the segments', () => {
    const ref = createRef<HTMLDivElement>();
    render(<DateField ref={ref} id="date-of-birth" label="Date of birth" name="dateOfBirth" />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(ref.current).toBe(group);
    expect(group.id).toBe('date-of-birth');
  });

  it('takes real typing and posts the ISO date with a native form', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Member">
        <DateField label="Date of birth" name="dateOfBirth" onChange={onChange} />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Member' }) as HTMLFormElement;
    segment('month').focus();
    await browserUserEvent.keyboard('03');
    expect(segment('day')).toBe(document.activeElement);
    await browserUserEvent.keyboard('27');
    await browserUserEvent.keyboard('1985');
    expect(onChange).toHaveBeenLastCalledWith('1985-03-27');
    expect(new FormData(form).get('dateOfBirth')).toBe('1985-03-27');

    // Deleting the day: nothing complete is shown, so nothing is posted.
    segment('day').focus();
    await browserUserEvent.keyboard('{Backspace}{Backspace}');
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(new FormData(form).get('dateOfBirth')).toBe('');
  });

  it('replaces the segments when the app sets another value, and keeps them on its echo', () => {
    const { rerender } = render(
      <DateField label="Payment date" name="paymentDate" value="2025-06-30" />,
    );
    expect(segment('day').getAttribute('aria-valuenow')).toBe('30');
    rerender(<DateField label="Payment date" name="paymentDate" value="2025-07-04" />);
    expect(segment('month').getAttribute('aria-valuenow')).toBe('7');
    expect(segment('day').getAttribute('aria-valuenow')).toBe('4');
    rerender(<DateField label="Payment date" name="paymentDate" value={null} />);
    expect(segment('day').hasAttribute('aria-valuenow')).toBe(false);
  });

  it('orders the segments by locale', () => {
    render(<DateField label="Date of birth" name="dateOfBirth" locale="en-GB" />);
    const types = screen
      .getAllByRole('spinbutton')
      .map((element) => element.getAttribute('data-type'));
    expect(types).toEqual(['day', 'month', 'year']);
  });

  it('warns in development about a value that is not an ISO date, and ignores it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<DateField label="Date of birth" name="dateOfBirth" defaultValue="03/27/1985" />);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"03/27/1985"'));
    expect(segment('year').hasAttribute('aria-valuenow')).toBe(false);
    warn.mockRestore();
  });

  it('uses the fallback message for a key the catalogue lacks, and takes its copy from props', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <DateField
        label="Fecha de nacimiento"
        name="dateOfBirth"
        errorKey="too-young"
        errorMessages={{}}
        onDismissError={() => {}}
        dismissErrorLabel="Cerrar el error"
      />,
    );
    expect(screen.getByText(dateFieldMessages.fallbackErrorMessage)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cerrar el error' })).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"too-young"'));
    warn.mockRestore();
  });

  it('renders the error story with the error wired to the group', () => {
    render(<WithError />);
    const group = screen.getByRole('group', { name: 'Date of birth' });
    expect(group.getAttribute('aria-invalid')).toBe('true');
    const describedBy = group.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy.map((id) => document.getElementById(id)?.textContent)).toContain(
      'Required.',
    );
  });
});
