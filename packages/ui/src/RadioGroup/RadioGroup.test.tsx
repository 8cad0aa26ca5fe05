import { cleanup, render, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
// Real key presses (Playwright), so the browser's own radio-group keyboard handling runs.
import { userEvent as browserUserEvent } from 'vitest/browser';
import { RadioGroup, radioGroupMessages } from './RadioGroup';

const options = [
  { value: 'yes', label: 'Yes' },
  { value: 'no', label: 'No' },
];

afterEach(cleanup);

describe('RadioGroup', () => {
  it('forwards the ref and rest props to the <fieldset>', () => {
    const ref = createRef<HTMLFieldSetElement>();
    render(
      <RadioGroup
        ref={ref}
        id="other-insurance"
        legend="Do you have other health insurance?"
        name="otherInsurance"
        options={options}
        required
        data-field="otherInsurance"
      />,
    );
    const group = screen.getByRole('group', { name: 'Do you have other health insurance?' });
    expect(ref.current).toBe(group);
    expect(group.id).toBe('other-insurance');
    expect(group.dataset.field).toBe('otherInsurance');
    // The name is every radio's; on the fieldset it would name a second form control.
    expect(group.hasAttribute('name')).toBe(false);
    for (const radio of screen.getAllByRole('radio')) {
      expect(radio.getAttribute('name')).toBe('otherInsurance');
      expect(radio.hasAttribute('required')).toBe(true);
    }
  });

  it('moves the choice with real arrow keys, and posts it with a native form', async () => {
    const onChange = vi.fn();
    render(
      <form aria-label="Insurance">
        <RadioGroup
          legend="Do you have other health insurance?"
          name="otherInsurance"
          options={options}
          onChange={onChange}
        />
      </form>,
    );
    const form = screen.getByRole('form', { name: 'Insurance' }) as HTMLFormElement;
    screen.getByRole('radio', { name: 'Yes' }).focus();
    await browserUserEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'No' })).toHaveProperty('checked', true);
    expect(onChange).toHaveBeenLastCalledWith('no');
    expect(new FormData(form).get('otherInsurance')).toBe('no');
    await browserUserEvent.keyboard('{ArrowUp}');
    expect(new FormData(form).get('otherInsurance')).toBe('yes');
  });

  it('follows a controlled value and ignores clicks until its owner agrees', async () => {
    const onChange = vi.fn();
    const { rerender } = render(
      <RadioGroup
        legend="Insured?"
        name="insured"
        options={options}
        value="yes"
        onChange={onChange}
      />,
    );
    // Click the label: it is the visible target (unthemed tests give the input no size).
    await browserUserEvent.click(screen.getByText('No'));
    expect(onChange).toHaveBeenCalledWith('no');
    expect(screen.getByRole('radio', { name: 'Yes' })).toHaveProperty('checked', true);
    rerender(
      <RadioGroup
        legend="Insured?"
        name="insured"
        options={options}
        value={null}
        onChange={onChange}
      />,
    );
    for (const radio of screen.getAllByRole('radio'))
      expect(radio).toHaveProperty('checked', false);
  });

  it('uses the fallback message, and warns in development, for a key the catalogue lacks', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <RadioGroup
        legend="Insured?"
        name="insuredUnknown"
        options={options}
        errorKey="dual-enrollment"
        errorMessages={{ required: 'Required.' }}
      />,
    );
    expect(screen.getByText(radioGroupMessages.fallbackErrorMessage)).toBeTruthy();
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('"dual-enrollment"'));
    warn.mockRestore();
  });

  it('gives each group its own ids', () => {
    render(
      <>
        <RadioGroup legend="First" name="first" options={options} hint="One." />
        <RadioGroup legend="Second" name="second" options={options} hint="Two." />
      </>,
    );
    const ids = screen.getAllByRole('radio').map((radio) => radio.id);
    expect(new Set(ids).size).toBe(4);
    const describedById = screen
      .getByRole('group', { name: 'First' })
      .getAttribute('aria-describedby');
    expect(document.getElementById(describedById ?? '')?.textContent).toBe('One.');
  });
});
