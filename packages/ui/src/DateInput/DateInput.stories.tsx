import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { DateInput, type DateInputProps } from './DateInput';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = { required: 'Required.', date: 'Invalid. Try again.' } as const;

/** A field whose error the member can dismiss, as the forms do. */
function DismissibleDateInput(args: DateInputProps) {
  return <DateInput {...args} {...useDismissibleError(args)} />;
}

/** The app owns the value. */
function ControlledDateInput(args: DateInputProps) {
  const [value, setValue] = useState('1985-03-27');
  return (
    <>
      <DateInput
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p>Value: {value || 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Forms/DateInput',
  component: DateInput,
  args: {
    label: 'Date of birth',
    name: 'dateOfBirth',
    autoComplete: 'bday',
    errorMessages,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    errorKey: { control: 'select', options: [undefined, 'required', 'date'] },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
  },
} satisfies Meta<typeof DateInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, canvasElement, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).not.toHaveAccessibleDescription();
    const day = canvas.getByRole('textbox', { name: 'Day' });
    const month = canvas.getByRole('textbox', { name: 'Month' });
    const year = canvas.getByRole('textbox', { name: 'Year' });
    await expect(day).toHaveAttribute('inputmode', 'numeric');
    await expect(day).toHaveAttribute('autocomplete', 'bday-day');
    await expect(month).toHaveAttribute('autocomplete', 'bday-month');
    await expect(year).toHaveAttribute('autocomplete', 'bday-year');

    // Keyboard only: Tab into Day, type, Tab to Month, Tab to Year.
    await userEvent.tab();
    await expect(day).toHaveFocus();
    await userEvent.keyboard('27');
    await userEvent.tab();
    await expect(month).toHaveFocus();
    // Moving inside the group is not leaving it: the form does not check a half-typed date.
    await expect(args.onBlur).not.toHaveBeenCalled();
    await userEvent.keyboard('3');
    await userEvent.tab();
    await userEvent.keyboard('1985');
    // The app only ever sees ISO date strings.
    await expect(args.onChange).toHaveBeenLastCalledWith('1985-03-27');
    const posted = canvasElement.querySelector<HTMLInputElement>(
      'input[type="hidden"][name="dateOfBirth"]',
    );
    await expect(posted).toHaveValue('1985-03-27');
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const WithHint: Story = {
  args: { hint: 'For example, 27 3 1985' },
  play: async ({ canvas }) => {
    // The hint is read on entering the group; each input is named by its own label.
    await expect(canvas.getByRole('group', { name: 'Date of birth' })).toHaveAccessibleDescription(
      'For example, 27 3 1985',
    );
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toBeInTheDocument();
  },
};

export const WithError: Story = {
  args: {
    hint: 'For example, 27 3 1985',
    errorKey: 'date',
    defaultValue: '2000-2-31',
    onDismissError: fn(),
  },
  render: (args) => <DismissibleDateInput {...args} />,
  play: async ({ canvas }) => {
    const group = canvas.getByRole('group', { name: 'Date of birth' });
    await expect(group).toHaveAccessibleDescription('For example, 27 3 1985 Invalid. Try again.');
    await expect(group).toHaveAttribute('data-state', 'invalid');
    // 31 February: the day is the part in error, so only the day is marked.
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await expect(day).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: 'Month' })).not.toHaveAttribute(
      'aria-invalid',
    );
    await expect(canvas.getByRole('textbox', { name: 'Year' })).not.toHaveAttribute('aria-invalid');

    // The error stays on screen for its screenshot; the test file dismisses it.
  },
};

export const Filled: Story = {
  args: { defaultValue: '1985-03-27' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Day' })).toHaveValue('27');
    await expect(canvas.getByRole('textbox', { name: 'Month' })).toHaveValue('03');
    await expect(canvas.getByRole('textbox', { name: 'Year' })).toHaveValue('1985');
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: '1985-03-27' },
  play: async ({ canvas, canvasElement, userEvent }) => {
    for (const input of canvas.getAllByRole('textbox')) await expect(input).toBeDisabled();
    await userEvent.tab();
    await expect(canvasElement).not.toContainElement(document.activeElement as HTMLElement);
  },
};

export const Controlled: Story = {
  render: (args) => <ControlledDateInput {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByText('Value: 1985-03-27')).toBeInTheDocument();
    const day = canvas.getByRole('textbox', { name: 'Day' });
    await userEvent.clear(day);
    // Not a date yet: the app hears a value that no ISO check accepts.
    await expect(args.onChange).toHaveBeenLastCalledWith('1985-03-');
    await userEvent.type(day, '31');
    await expect(canvas.getByText('Value: 1985-03-31')).toBeInTheDocument();
  },
};
