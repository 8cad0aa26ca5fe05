import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { PasswordField, type PasswordFieldProps } from './PasswordField';

const errorMessages = { required: 'Required.', maxlength: 'Invalid. Try again.' } as const;

function DismissiblePasswordField(args: PasswordFieldProps) {
  return <PasswordField {...args} {...useDismissibleError(args)} />;
}

const meta = {
  title: 'Forms/PasswordField',
  component: PasswordField,
  args: {
    label: 'Password',
    name: 'password',
    autoComplete: 'off',
    maxLength: 20,
    errorMessages,
    onVisibleChange: fn(),
  },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('type', 'password');

    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('s3cret!');
    await expect(input).toHaveValue('s3cret!');

    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show password' });
    await expect(toggle).toHaveFocus();
    await expect(toggle).toHaveTextContent('Show');
    await expect(toggle).toHaveAttribute('aria-controls', input.id);

    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(toggle).toHaveAccessibleName('Hide password');
    await expect(toggle).toHaveTextContent('Hide');
    await expect(toggle).toHaveFocus();
    await expect(args.onVisibleChange).toHaveBeenLastCalledWith(true);

    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'password');
    await expect(toggle).toHaveAccessibleName('Show password');
    await expect(toggle).toHaveFocus();
    await expect(input).toHaveValue('s3cret!');
  },
};

export const Shown: Story = {
  args: { defaultVisible: true, defaultValue: 's3cret!' },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Hide password' })).toHaveTextContent('Hide');
  },
};

export const WithError: Story = {
  args: { errorKey: 'required', onDismissError: fn() },
  render: (args) => <DismissiblePasswordField {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const input = canvas.getByLabelText('Password');
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('Required.');
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss error' }));
    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(input).not.toHaveAttribute('aria-invalid');
    await expect(input).toHaveFocus();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByLabelText('Password')).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Show password' })).toBeDisabled();
  },
};

export const CustomMessages: Story = {
  name: 'Custom messages',
  args: {
    label: 'Contraseña',
    showLabel: 'Mostrar',
    hideLabel: 'Ocultar',
    showPasswordLabel: 'Mostrar contraseña',
    hidePasswordLabel: 'Ocultar contraseña',
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Mostrar contraseña' })).toHaveTextContent(
      'Mostrar',
    );
  },
};
