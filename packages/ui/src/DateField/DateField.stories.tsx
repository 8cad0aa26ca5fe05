import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { DateField, type DateFieldProps } from './DateField';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = { required: 'Required.', date: 'Invalid. Try again.' } as const;

/** A field whose error the member can dismiss, as the forms do. */
function DismissibleDateField(args: DateFieldProps) {
  return <DateField {...args} {...useDismissibleError(args)} />;
}

/** The app owns the ISO value. */
function ControlledDateField(args: DateFieldProps) {
  const [value, setValue] = useState<string | null>('2025-06-30');
  return (
    <>
      <DateField
        {...args}
        value={value}
        onChange={(iso) => {
          setValue(iso);
          args.onChange?.(iso);
        }}
      />
      <p>Value: {value ?? 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: {
    label: 'Date of birth',
    name: 'dateOfBirth',
    errorMessages,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    errorKey: { control: 'select', options: [undefined, 'required', 'date'] },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    minValue: { control: 'text' },
    maxValue: { control: 'text' },
  },
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).not.toHaveAttribute('aria-invalid');
    const month = canvas.getByRole('spinbutton', { name: /^month/ });
    const day = canvas.getByRole('spinbutton', { name: /^day/ });
    const year = canvas.getByRole('spinbutton', { name: /^year/ });
    await expect(month).toHaveAccessibleName('month, Date of birth');

    // Keyboard: Tab into the month, type it, Tab to the day, type it, Tab to the year.
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.keyboard('1');
    await expect(month).toHaveAttribute('aria-valuenow', '1');
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('2');
    await userEvent.tab();
    await expect(year).toHaveFocus();
    await userEvent.keyboard('1990');
    // The app only ever sees ISO date strings.
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-01-02');
    // A native form post gets the ISO date under the field's name.
    const posted = canvasElement.querySelector<HTMLInputElement>(
      'input[type="hidden"][name="dateOfBirth"]',
    );
    await expect(posted).toHaveValue('1990-01-02');

    // Two-digit entries move on by themselves: typing "12" fills the month and goes to the day.
    await userEvent.click(month);
    await userEvent.keyboard('12');
    await expect(day).toHaveFocus();
    await expect(args.onChange).toHaveBeenLastCalledWith('1990-12-02');

    await userEvent.tab();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalled();
  },
};

export const Filled: Story = {
  args: { defaultValue: '2024-02-28' },
  play: async ({ args, canvas, userEvent }) => {
    const day = canvas.getByRole('spinbutton', { name: /^day/ });
    await expect(canvas.getByRole('spinbutton', { name: /^month/ })).toHaveAttribute(
      'aria-valuenow',
      '2',
    );
    await expect(day).toHaveAttribute('aria-valuenow', '28');
    await expect(canvas.getByRole('spinbutton', { name: /^year/ })).toHaveAttribute(
      'aria-valuenow',
      '2024',
    );
    // Arrow keys step a segment (2024 is a leap year).
    await userEvent.click(day);
    await userEvent.keyboard('{ArrowUp}');
    await expect(day).toHaveAttribute('aria-valuenow', '29');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-02-29');
  },
};

export const WithHint: Story = {
  args: { hint: 'For example, 3/27/1985' },
  play: async ({ canvas }) => {
    // The hint is read with the group and with the first segment.
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 3/27/1985',
    );
    await expect(canvas.getByRole('spinbutton', { name: /^month/ })).toHaveAccessibleDescription(
      'For example, 3/27/1985',
    );
  },
};

export const MinMax: Story = {
  name: 'Min and max',
  args: {
    label: 'Effective date',
    name: 'effectiveDate',
    hint: 'Between 1/1/2025 and 3/31/2025',
    minValue: '2025-01-01',
    maxValue: '2025-03-31',
  },
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Effective date' });
    const year = canvas.getByRole('spinbutton', { name: /^year/ });
    await userEvent.tab();
    await userEvent.keyboard('1');
    await userEvent.tab();
    await userEvent.keyboard('15');
    await expect(year).toHaveFocus();
    await userEvent.keyboard('2024');
    await expect(args.onChange).toHaveBeenLastCalledWith('2024-01-15');
    // No error while the member is still typing.
    await expect(canvas.queryByText('Invalid. Try again.')).not.toBeInTheDocument();

    // Leaving the field with a date before minValue shows the catalogue's 'date' message.
    await userEvent.tab();
    await expect(canvas.getByText('Invalid. Try again.')).toBeInTheDocument();
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    // react-aria adds the chosen date to the description; the hint and the error follow it.
    await expect(group).toHaveAccessibleDescription(
      'Selected Date: January 15, 2024 Between 1/1/2025 and 3/31/2025 Invalid. Try again.',
    );
    await expect(year).toHaveAttribute('aria-invalid', 'true');

    // A date in range clears it at once.
    await userEvent.click(year);
    await userEvent.keyboard('2025');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-01-15');
    await expect(canvas.queryByText('Invalid. Try again.')).not.toBeInTheDocument();
    await expect(group).not.toHaveAttribute('aria-invalid');
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', onDismissError: fn() },
  render: (args) => <DismissibleDateField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    const month = canvas.getByRole('spinbutton', { name: /^month/ });
    await expect(group).toHaveAttribute('aria-invalid', 'true');
    await expect(group).toHaveAttribute('data-state', 'invalid');
    await expect(group).toHaveAccessibleDescription('Required.');
    // While invalid, every segment is marked and described, not only the first.
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-invalid', 'true');
      await expect(segment).toHaveAccessibleDescription('Required.');
    }

    // Keyboard: through the three segments to the close button; Enter dismisses.
    await userEvent.tab();
    await expect(month).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument();
    await expect(group).not.toHaveAttribute('aria-invalid');
    // Focus goes back to the first segment, not to <body>.
    await expect(month).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { isDisabled: true, defaultValue: '1985-03-27' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const segment of canvas.getAllByRole('spinbutton')) {
      await expect(segment).toHaveAttribute('aria-disabled', 'true');
    }
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Controlled: Story = {
  render: (args) => <ControlledDateField {...args} />,
  args: { label: 'Payment date', name: 'paymentDate' },
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    await expect(canvas.getByText('Value: 2025-06-30')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('spinbutton', { name: /^day/ }));
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-29');
    await expect(canvas.getByText('Value: 2025-06-29')).toBeInTheDocument();
    // Clearing a segment empties the date (react-aria alone would keep the last full date), and
    // what is posted follows what is shown; the other segments keep what was typed.
    await userEvent.keyboard('{Backspace}{Backspace}');
    await expect(args.onChange).toHaveBeenLastCalledWith(null);
    await expect(canvas.getByText('Value: none')).toBeInTheDocument();
    await expect(
      canvasElement.querySelector('input[type="hidden"][name="paymentDate"]'),
    ).toHaveValue('');
    await expect(canvas.getByRole('spinbutton', { name: /^month/ })).toHaveAttribute(
      'aria-valuenow',
      '6',
    );
    await userEvent.keyboard('15');
    await expect(args.onChange).toHaveBeenLastCalledWith('2025-06-15');
    await expect(canvas.getByText('Value: 2025-06-15')).toBeInTheDocument();
  },
};
