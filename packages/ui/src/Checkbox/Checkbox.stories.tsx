import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { useDismissibleError } from '../internal/story-fixtures';
import { Link } from '../Link/Link';
import { Checkbox, type CheckboxProps } from './Checkbox';

/** Stands in for the forms package's catalogue: the kit only turns keys into text through it. */
const errorMessages = {
  required: 'Required.',
  consent: 'You must agree to electronic communication to continue.',
} as const;

/** A checkbox whose error the member can dismiss, as the forms do. */
function DismissibleCheckbox(args: CheckboxProps) {
  return <Checkbox {...args} {...useDismissibleError(args)} />;
}

const meta = {
  title: 'Forms/Checkbox',
  component: Checkbox,
  args: {
    label: 'My mailing address is the same as my home address',
    name: 'sameAddress',
    errorMessages,
    onChange: fn(),
  },
  argTypes: {
    errorKey: { control: 'select', options: [undefined, 'required', 'consent'] },
  },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'My mailing address is the same as my home address',
    });
    await expect(checkbox).not.toBeChecked();
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    // The control alone is at least the 24 x 24 px target of WCAG 2.5.8.
    const { width, height } = checkbox.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);

    // Keyboard: Tab to it, Space toggles it on and off.
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(checkbox).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(1);
    await userEvent.keyboard(' ');
    await expect(checkbox).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);

    // The label is part of the target.
    await userEvent.click(canvas.getByText('My mailing address is the same as my home address'));
    await expect(checkbox).toBeChecked();
  },
};

export const Checked: Story = {
  args: { defaultChecked: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'My mailing address is the same as my home address' }),
    ).toBeChecked();
  },
};

export const WithHint: Story = {
  args: { hint: 'We send your cards and letters to your mailing address.' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'My mailing address is the same as my home address' }),
    ).toHaveAccessibleDescription('We send your cards and letters to your mailing address.');
  },
};

export const RichLabel: Story = {
  name: 'Rich label (consent)',
  args: {
    name: 'electronicConsent',
    required: true,
    label: (
      <>
        I agree to receive communications electronically, as described in the{' '}
        <Link href="/electronic-communication-consent">Electronic Communication Consent</Link>.
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I agree to receive communications electronically, as described in the Electronic Communication Consent.',
    });
    // Following the link inside the label does not tick the box.
    await userEvent.click(canvas.getByRole('link', { name: 'Electronic Communication Consent' }));
    await expect(checkbox).not.toBeChecked();
    await userEvent.click(canvas.getByText(/I agree to receive communications/));
    await expect(checkbox).toBeChecked();
  },
};

export const WithError: Story = {
  args: {
    name: 'electronicConsent',
    label: 'I agree to receive communications electronically',
    errorKey: 'consent',
    onDismissError: fn(),
  },
  render: (args) => <DismissibleCheckbox {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'I agree to receive communications electronically',
    });
    await expect(checkbox).toHaveAttribute('aria-invalid', 'true');
    await expect(checkbox).toHaveAttribute('data-state', 'invalid');
    await expect(checkbox).toHaveAccessibleDescription(
      'You must agree to electronic communication to continue.',
    );

    // Keyboard: Tab to the checkbox, Tab to the close button, Enter dismisses.
    await userEvent.tab();
    await expect(checkbox).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Dismiss error' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');

    await expect(args.onDismissError).toHaveBeenCalledTimes(1);
    await expect(checkbox).not.toHaveAttribute('aria-invalid');
    await expect(
      canvas.queryByText('You must agree to electronic communication to continue.'),
    ).not.toBeInTheDocument();
    // Focus goes back to the checkbox, not to <body>.
    await expect(checkbox).toHaveFocus();
  },
};

export const ErrorWithHint: Story = {
  args: {
    errorKey: 'required',
    hint: 'We send your cards and letters to your mailing address.',
  },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'My mailing address is the same as my home address' }),
    ).toHaveAccessibleDescription(
      'We send your cards and letters to your mailing address. Required.',
    );
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('checkbox', { name: 'My mailing address is the same as my home address' }),
    ).toBeDisabled();
  },
};

export const DisabledChecked: Story = {
  args: { disabled: true, defaultChecked: true },
  play: async ({ canvas }) => {
    const checkbox = canvas.getByRole('checkbox', {
      name: 'My mailing address is the same as my home address',
    });
    await expect(checkbox).toBeDisabled();
    await expect(checkbox).toBeChecked();
  },
};
