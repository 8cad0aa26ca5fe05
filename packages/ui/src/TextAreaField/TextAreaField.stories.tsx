import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { TextAreaField, type TextAreaFieldProps } from './TextAreaField';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = {
  required: 'Required.',
  maxlength: 'Invalid. Try again.',
} as const;

const hint = 'Up to 2,000 characters. Please do not include your Social Security number.';

/** A field whose error the member can dismiss, as the contact form does. */
function DismissibleTextAreaField(args: TextAreaFieldProps) {
  return <TextAreaField {...args} {...useDismissibleError(args)} />;
}

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: {
    label: 'Your message',
    name: 'message',
    errorMessages,
    onChange: fn(),
    onBlur: fn(),
  },
  argTypes: {
    errorKey: { control: 'select', options: [undefined, 'required', 'maxlength'] },
  },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textArea).not.toHaveAttribute('aria-invalid');
    await expect(textArea).toHaveAttribute('rows', '5');

    // Keyboard: Tab reaches the field; Enter starts a new line (it does not submit a form).
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.keyboard('When is my payment due?{Enter}Thank you.');
    await expect(textArea).toHaveValue('When is my payment due?\nThank you.');
    await expect(args.onChange).toHaveBeenCalled();
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledTimes(1);
  },
};

export const Filled: Story = {
  args: {
    defaultValue: 'When is my next payment taken from my bank account?\n\nThank you.',
    rows: 8,
  },
  play: async ({ canvas }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textArea).toHaveValue(
      'When is my next payment taken from my bank account?\n\nThank you.',
    );
    await expect(textArea).toHaveAttribute('rows', '8');
  },
};

export const WithHint: Story = {
  args: { hint },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      hint,
    );
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', required: true, onDismissError: fn() },
  render: (args) => <DismissibleTextAreaField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const textArea = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(textArea).toBeRequired();
    await expect(textArea).toHaveAttribute('aria-invalid', 'true');
    await expect(textArea).toHaveAccessibleDescription('Required.');

    // Keyboard: Tab to the field, Tab to the close button, Enter dismisses.
    await userEvent.tab();
    await expect(textArea).toHaveFocus();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: 'Dismiss error' });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(canvas.queryByText('Required.')).not.toBeInTheDocument();
    await expect(textArea).not.toHaveAttribute('aria-invalid');
    // Focus goes back to the field, not to <body>.
    await expect(textArea).toHaveFocus();
  },
};

export const ErrorWithHint: Story = {
  args: { errorKey: 'maxlength', hint, defaultValue: 'A very long message…' },
  play: async ({ canvas }) => {
    // The hint and the error are both read, hint first; no close button without onDismissError.
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveAccessibleDescription(
      `${hint} Invalid. Try again.`,
    );
    await expect(canvas.queryByRole('button')).not.toBeInTheDocument();
  },
};

export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'When is my next payment due?' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toBeDisabled();
  },
};

export const UnknownErrorKey: Story = {
  args: { errorKey: 'not-in-the-catalogue' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Invalid. Try again.')).toBeInTheDocument();
  },
};
