import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { SelectField, type SelectFieldProps } from './SelectField';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = { required: 'Required.', pattern: 'Invalid. Try again.' } as const;

const relationshipOptions = [
  { value: 'spouse', label: 'Spouse' },
  { value: 'child', label: 'Child' },
  { value: 'stepchild', label: 'Stepchild' },
  { value: 'foster-child', label: 'Foster child', disabled: true },
] as const;

/** A select whose error the member can dismiss, as the forms do. */
function DismissibleSelectField(args: SelectFieldProps) {
  return <SelectField {...args} {...useDismissibleError(args)} />;
}

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: {
    label: 'Relationship to you',
    name: 'relationship',
    options: relationshipOptions,
    errorMessages,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    errorKey: { control: 'select', options: [undefined, 'required', 'pattern'] },
  },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Relationship to you' });
    // The empty placeholder option is chosen until the member picks one.
    await expect(select).toHaveValue('');
    await expect(canvas.getByRole('option', { name: 'Select one' })).toBeInTheDocument();
    await expect(canvas.getByRole('option', { name: 'Foster child' })).toBeDisabled();
    await expect(select).not.toHaveAttribute('aria-invalid');

    // Keyboard: Tab reaches the select; choosing an option from the platform picker.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.selectOptions(select, 'child');
    await expect(select).toHaveValue('child');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'spouse' },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Relationship to you' });
    await expect(select).toHaveValue('spouse');
    await expect(select).toHaveDisplayValue('Spouse');
  },
};

export const WithHint: Story = {
  args: { hint: 'How the person you are adding is related to you.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('combobox', { name: 'Relationship to you' }),
    ).toHaveAccessibleDescription('How the person you are adding is related to you.');
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', onDismissError: fn() },
  render: (args) => <DismissibleSelectField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const select = canvas.getByRole('combobox', { name: 'Relationship to you' });
    await expect(select).toHaveAttribute('aria-invalid', 'true');
    await expect(select).toHaveAttribute('data-state', 'invalid');
    await expect(select).toHaveAccessibleDescription('Required.');

    // Keyboard: Tab to the select, Tab to the close button, Enter dismisses.
    await userEvent.tab();
    await expect(select).toHaveFocus();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss error' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument();
    await expect(select).not.toHaveAttribute('aria-invalid');
    // Focus goes back to the select, not to <body>.
    await expect(select).toHaveFocus();
  },
};

export const ErrorWithHint: Story = {
  args: { errorKey: 'required', hint: 'How the person you are adding is related to you.' },
  play: async ({ canvas }) => {
    // The hint and the error are both read, hint first; no close button without onDismissError.
    await expect(
      canvas.getByRole('combobox', { name: 'Relationship to you' }),
    ).toHaveAccessibleDescription('How the person you are adding is related to you. Required.');
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'child' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('combobox', { name: 'Relationship to you' })).toBeDisabled();
  },
};

export const WithoutPlaceholder: Story = {
  args: {
    label: 'Plan type',
    name: 'planType',
    placeholder: false,
    options: [
      { value: 'self', label: 'Self Only' },
      { value: 'self-plus-one', label: 'Self Plus One' },
      { value: 'family', label: 'Self and Family' },
    ],
  },
  play: async ({ canvas }) => {
    const select = canvas.getByRole('combobox', { name: 'Plan type' });
    await expect(select).toHaveValue('self');
    await expect(canvas.getAllByRole('option')).toHaveLength(3);
  },
};

export const UnknownErrorKey: Story = {
  args: { errorKey: 'not-in-the-catalogue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid. Try again.')).toBeInTheDocument();
  },
};
