import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { TextField, type TextFieldProps } from './TextField';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = {
  required: 'Required.',
  pattern: 'Invalid. Try again.',
  maxlength: 'Invalid. Try again.',
} as const;

/** A field whose error the user can dismiss, as the login form does. */
function DismissibleTextField(args: TextFieldProps) {
  return <TextField {...args} {...useDismissibleError(args)} />;
}

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    label: 'Username',
    name: 'username',
    autoComplete: 'off',
    maxLength: 50,
    errorMessages,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['text', 'email'] },
    errorKey: { control: 'select', options: [undefined, 'required', 'pattern', 'maxlength'] },
  },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).not.toHaveAttribute('aria-invalid');
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jdoe');
    await expect(input).toHaveValue('jdoe');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: { defaultValue: 'jdoe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveValue('jdoe');
  },
};

export const WithHint: Story = {
  args: { hint: 'Your username is not your SSN.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Your username is not your SSN.',
    );
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', onDismissError: fn() },
  render: (args) => <DismissibleTextField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByRole('textbox', { name: 'Username' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required.');

    // Keyboard: Tab to the field, Tab to the close button, Enter dismisses.
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss error' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument();
    await expect(input).not.toHaveAttribute('aria-invalid');
    // Focus goes back to the input, not to <body>.
    await expect(input).toHaveFocus();
  },
};

export const ErrorWithoutDismiss: Story = {
  args: { errorKey: 'pattern', defaultValue: '000000000' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Invalid. Try again.',
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ErrorWithHint: Story = {
  args: { errorKey: 'required', hint: 'Your username is not your SSN.' },
  play: async ({ canvas }) => {
    // The hint and the error are both read, hint first.
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
      'Your username is not your SSN. Required.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'jdoe' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Username' })).toBeDisabled();
  },
};

export const Email: Story = {
  args: { label: 'Email', name: 'email', variant: 'email', autoComplete: 'email' },
  play: async ({ canvas }) => {
    const input = canvas.getByRole('textbox', { name: 'Email' });
    await expect(input).toHaveAttribute('type', 'email');
    await expect(input).toHaveAttribute('inputmode', 'email');
  },
};

export const EmailValid: Story = {
  args: {
    label: 'Email',
    name: 'email',
    variant: 'email',
    autoComplete: 'email',
    defaultValue: 'jane.doe@example.com',
    valid: true,
  },
  play: async ({ canvas }) => {
    // The green check is decorative; its meaning reaches screen readers as a description.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Valid email address.',
    );
  },
};

export const EmailWithError: Story = {
  args: {
    label: 'Email',
    name: 'email',
    variant: 'email',
    defaultValue: 'jane.doe@',
    valid: true,
    errorKey: 'pattern',
    onDismissError: fn(),
  },
  play: async ({ canvas }) => {
    // An error wins over `valid`: no check, and the error is the description.
    await expect(canvas.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription(
      'Invalid. Try again.',
    );
  },
};

export const UnknownErrorKey: Story = {
  args: { errorKey: 'not-in-the-catalogue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid. Try again.')).toBeInTheDocument();
  },
};
