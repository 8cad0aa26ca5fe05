import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { RadioGroup, type RadioGroupProps } from './RadioGroup';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = { required: 'Required.' } as const;

const enrollmentOptions = [
  { value: 'self', label: 'Self Only', hint: 'Covers you.' },
  { value: 'self-plus-one', label: 'Self Plus One', hint: 'Covers you and one family member.' },
  {
    value: 'family',
    label: 'Self and Family',
    hint: 'Covers you and all eligible family members.',
  },
] as const;

/** A group whose error the member can dismiss, as the forms do. */
function DismissibleRadioGroup(args: RadioGroupProps) {
  return <RadioGroup {...args} {...useDismissibleError(args)} />;
}

/** The app owns the value: the group shows what the app says. */
function ControlledRadioGroup(args: RadioGroupProps) {
  const [value, setValue] = useState<string | null>(null);
  return (
    <>
      <RadioGroup
        {...args}
        value={value}
        onChange={(next) => {
          setValue(next);
          args.onChange?.(next);
        }}
      />
      <p>Chosen: {value ?? 'none'}</p>
    </>
  );
}

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: {
    legend: 'Enrollment type',
    name: 'enrollmentType',
    options: enrollmentOptions.map(({ value, label }) => ({ value, label })),
    errorMessages,
    onChange: fn(),
  },
  argTypes: {
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    errorKey: { control: 'select', options: [undefined, 'required'] },
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Vertical: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Enrollment type' });
    await expect(group).toHaveAttribute('data-orientation', 'vertical');
    const selfOnly = canvas.getByRole('radio', { name: 'Self Only' });
    const selfPlusOne = canvas.getByRole('radio', { name: 'Self Plus One' });
    const family = canvas.getByRole('radio', { name: 'Self and Family' });
    for (const radio of [selfOnly, selfPlusOne, family]) {
      await expect(radio).not.toBeChecked();
      const { width, height } = radio.getBoundingClientRect();
      await expect(width).toBeGreaterThanOrEqual(24);
      await expect(height).toBeGreaterThanOrEqual(24);
    }

    // Keyboard: Tab enters the group, arrow keys move and choose, wrapping at the ends.
    await userEvent.tab();
    await expect(selfOnly).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(selfPlusOne).toHaveFocus();
    await expect(selfPlusOne).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('self-plus-one');
    await userEvent.keyboard('{ArrowDown}');
    await expect(family).toBeChecked();
    await userEvent.keyboard('{ArrowDown}');
    await expect(selfOnly).toBeChecked();
    await userEvent.keyboard('{ArrowUp}');
    await expect(family).toHaveFocus();
    await expect(family).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('family');

    // The label is part of the target.
    await userEvent.click(canvas.getByText('Self Plus One'));
    await expect(selfPlusOne).toBeChecked();
  },
};

export const Filled: Story = {
  args: { defaultValue: 'family' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('radio', { name: 'Self and Family' })).toBeChecked();
  },
};

export const Horizontal: Story = {
  args: {
    legend: 'Do you have other health insurance?',
    name: 'otherInsurance',
    orientation: 'horizontal',
    options: [
      { value: 'yes', label: 'Yes' },
      { value: 'no', label: 'No' },
    ],
  },
  play: async ({ args, canvas, userEvent }) => {
    const yes = canvas.getByRole('radio', { name: 'Yes' });
    const no = canvas.getByRole('radio', { name: 'No' });
    // Side by side.
    await expect(no.getBoundingClientRect().top).toBe(yes.getBoundingClientRect().top);
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(no).toBeChecked();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(yes).toBeChecked();
    await expect(args.onChange).toHaveBeenLastCalledWith('yes');
  },
};

export const WithHints: Story = {
  args: {
    hint: 'You can change it during Open Season or after a qualifying life event.',
    options: enrollmentOptions,
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('group', { name: 'Enrollment type' }),
    ).toHaveAccessibleDescription(
      'You can change it during Open Season or after a qualifying life event.',
    );
    await expect(canvas.getByRole('radio', { name: 'Self Plus One' })).toHaveAccessibleDescription(
      'Covers you and one family member.',
    );
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', onDismissError: fn() },
  render: (args) => <DismissibleRadioGroup {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const group = canvas.getByRole('group', { name: 'Enrollment type' });
    // The error is shown once, described from the fieldset; every radio is marked invalid.
    await expect(group).toHaveAccessibleDescription('Required.');
    await expect(canvas.getAllByText('Required.')).toHaveLength(1);
    for (const radio of canvas.getAllByRole('radio')) {
      await expect(radio).toHaveAttribute('aria-invalid', 'true');
    }

    // Keyboard: the close button comes before the radios (the error is under the legend).
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss error' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Self Only' })).not.toHaveAttribute(
      'aria-invalid',
    );
    // Focus goes to the radio Tab would reach, not to <body>.
    await expect(canvas.getByRole('radio', { name: 'Self Only' })).toHaveFocus();
  },
};

export const ErrorWithChoice: Story = {
  args: { errorKey: 'required', onDismissError: fn(), defaultValue: 'family' },
  render: (args) => <DismissibleRadioGroup {...args} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    // With a choice made, focus returns to the checked radio.
    await expect(canvas.getByRole('radio', { name: 'Self and Family' })).toHaveFocus();
  },
};

export const Controlled: Story = {
  render: (args) => <ControlledRadioGroup {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('radio', { name: 'Self Plus One' }));
    await expect(args.onChange).toHaveBeenCalledWith('self-plus-one');
    await expect(canvas.getByText('Chosen: self-plus-one')).toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'self' },
  play: async ({ canvas }) => {
    for (const radio of canvas.getAllByRole('radio')) await expect(radio).toBeDisabled();
  },
};

export const DisabledOption: Story = {
  args: {
    options: [
      { value: 'self', label: 'Self Only' },
      { value: 'self-plus-one', label: 'Self Plus One' },
      { value: 'family', label: 'Self and Family', disabled: true },
    ],
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('radio', { name: 'Self and Family' })).toBeDisabled();
    // Arrow keys skip the disabled option.
    await userEvent.tab();
    await userEvent.keyboard('{ArrowDown}');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Self Only' })).toBeChecked();
  },
};
