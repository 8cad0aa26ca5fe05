import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Modal, type ModalProps } from './Modal';

const onNo = fn();
const onYes = fn();
const onLogOut = fn();

/**
 * While a modal is open, Radix hides the rest of the page from assistive technology with
 * `aria-hidden`; axe would report a still-focusable trigger under it (`aria-hidden-focus`). A story
 * that ends with the dialog open checks the dialog only, as a screen reader then perceives the page.
 */
const checkOpenDialogOnly = {
  a11y: { context: { include: ['[role="dialog"]'] } },
  // In the docs page an open modal would cover the page: show it in its own frame.
  docs: { story: { inline: false, height: '28rem' } },
} as const;

const termsText =
  'By choosing automatic bank withdrawal, you authorize us to take each premium from the bank account you named, on the payment date of each pay period.';

const meta = {
  title: 'Overlays/Modal',
  component: Modal,
  args: {
    heading: 'Automatic bank withdrawal terms',
    children: <p style={{ margin: 0 }}>{termsText}</p>,
    onOpenChange: fn(),
  },
} satisfies Meta<typeof Modal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Closed, with a trigger',
  args: { trigger: <Button variant="secondary">View terms</Button> },
  play: async ({ args, canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'View terms' });
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Enter on the trigger opens the dialog and moves focus into it.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Radix portals the dialog to <body>, outside the story's canvas.
    const dialog = await screen.findByRole('dialog', { name: 'Automatic bank withdrawal terms' });
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    const close = within(dialog).getByRole('button', { name: 'Close' });
    await waitFor(() => expect(close).toHaveFocus());

    // The only button: Tab and Shift+Tab stay on it (focus is trapped).
    await userEvent.tab();
    await expect(close).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(close).toHaveFocus();

    // Escape closes, and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const OpenWithClose: Story = {
  name: 'Open, default Close button',
  args: { defaultOpen: true },
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Automatic bank withdrawal terms' });
    await expect(dialog).toHaveAttribute('data-state', 'open');
    await expect(dialog).toHaveTextContent(termsText);
    const buttons = within(dialog).getAllByRole('button');
    await expect(buttons.map((button) => button.textContent)).toEqual(['Close']);
    await waitFor(() => expect(buttons[0]).toHaveFocus());
  },
};

export const DeleteConfirmation: Story = {
  name: 'Open, NO and YES',
  args: {
    defaultOpen: true,
    heading: 'Are you sure you want to delete?',
    children: undefined,
    buttons: [
      { label: 'NO', onClick: onNo },
      { label: 'YES', onClick: onYes },
    ],
  },
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    const no = within(dialog).getByRole('button', { name: 'NO' });
    const yes = within(dialog).getByRole('button', { name: 'YES' });
    // The last button is the primary one; focus starts on the first, the safe answer.
    await expect(no).toHaveAttribute('data-variant', 'secondary');
    await expect(yes).toHaveAttribute('data-variant', 'primary');
    await waitFor(() => expect(no).toHaveFocus());

    // Tab cycles inside the dialog, both ways.
    await userEvent.tab();
    await expect(yes).toHaveFocus();
    await userEvent.tab();
    await expect(no).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(yes).toHaveFocus();
  },
};

export const DeleteWithKeyboard: Story = {
  name: 'NO and YES with the keyboard',
  args: {
    heading: 'Are you sure you want to delete?',
    children: undefined,
    trigger: <Button variant="link">Delete</Button>,
    buttons: [
      { label: 'NO', onClick: onNo },
      { label: 'YES', onClick: onYes },
    ],
  },
  play: async ({ args, canvas }) => {
    onNo.mockClear();
    onYes.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Delete' });

    // YES with Enter: its handler runs once and the dialog closes, focus back on Delete.
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    let dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'YES' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onYes).toHaveBeenCalledTimes(1);
    await expect(onNo).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(trigger).toHaveFocus();

    // NO with Space.
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Are you sure you want to delete?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'NO' })).toHaveFocus());
    await userEvent.keyboard(' ');
    await expect(onNo).toHaveBeenCalledTimes(1);
    await expect(onYes).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

const incompleteProfileText =
  "If you leave now you'll be logged out and start here again the next time you log in. Do you want to complete your profile first?";

export const WithSubheading: Story = {
  name: 'Open, with a subheading (Incomplete Profile)',
  args: {
    defaultOpen: true,
    heading: 'Incomplete Profile',
    subheading: incompleteProfileText,
    children: undefined,
    buttons: [
      { label: 'Yes', variant: 'primary' },
      { label: 'No', variant: 'secondary', onClick: onLogOut },
    ],
  },
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Profile' });
    // The subheading is the dialog's description: read with the name when focus moves in.
    await expect(dialog).toHaveAccessibleDescription(incompleteProfileText);
    await expect(within(dialog).getByRole('heading', { level: 2 })).toHaveTextContent(
      'Incomplete Profile',
    );
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveAttribute(
      'data-variant',
      'primary',
    );
  },
};

/** The app owns the open state and opens the modal from its own button (not a `trigger`). */
function ControlledModal(args: ModalProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Log Out</Button>
      <Modal
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange?.(next);
        }}
      />
    </>
  );
}

export const Controlled: Story = {
  name: 'Controlled, opened by the app',
  args: {
    heading: 'Incomplete Profile',
    subheading: incompleteProfileText,
    children: undefined,
    buttons: [
      { label: 'Yes', variant: 'primary' },
      { label: 'No', variant: 'secondary', onClick: onLogOut },
    ],
  },
  render: (args) => <ControlledModal {...args} />,
  play: async ({ args, canvas }) => {
    onLogOut.mockClear();
    const logOut = canvas.getByRole('button', { name: 'Log Out' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: 'Incomplete Profile' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Yes' })).toHaveFocus());

    // Escape closes; with no trigger, focus returns to the element focused before it opened.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(logOut).toHaveFocus();

    // No runs its handler and closes.
    await userEvent.keyboard('{Enter}');
    const again = await screen.findByRole('dialog', { name: 'Incomplete Profile' });
    await userEvent.click(within(again).getByRole('button', { name: 'No' }));
    await expect(onLogOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const LongContent: Story = {
  name: 'Open, long content (scrolls)',
  args: {
    defaultOpen: true,
    children: (
      <>
        {Array.from({ length: 12 }, (_, index) => index + 1).map((clause) => (
          <p key={clause}>
            {clause}. {termsText}
          </p>
        ))}
      </>
    ),
  },
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Automatic bank withdrawal terms' });
    // The backdrop scrolls; the dialog keeps its full height, so nothing is cut off.
    const backdrop = dialog.parentElement as HTMLElement;
    await expect(getComputedStyle(backdrop).overflowY).toBe('auto');
    await expect(backdrop.scrollHeight).toBeGreaterThan(backdrop.clientHeight);
  },
};
