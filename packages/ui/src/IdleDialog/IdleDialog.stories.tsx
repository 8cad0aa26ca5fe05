import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { IdleDialog, type IdleDialogProps, idleDialogMessages } from './IdleDialog';

/** While the dialog is open Radix hides the page (`aria-hidden`): axe checks the dialog only. */
const checkOpenDialogOnly = {
  a11y: { context: { include: ['[role="dialog"]'] } },
  docs: { story: { inline: false, height: '24rem' } },
} as const;

const message = idleDialogMessages.message;

/** The live region that speaks; the visible countdown is a plain paragraph. */
function liveRegion(dialog: HTMLElement): HTMLElement {
  return within(dialog).getByRole('status');
}

interface IdleDemoProps extends IdleDialogProps {
  /** Milliseconds per countdown step (1000 in the app; shorter to test the thresholds quickly). */
  tickMs?: number;
}

/**
 * Stands in for the portal's idle watch: "Simulate inactivity" opens the warning (the app does it
 * after 840 s), a timer counts down, Continue and Escape close it, Logout or 0 seconds log out.
 */
function IdleDemo({ tickMs = 1000, onContinue, onLogout, ...args }: IdleDemoProps) {
  const [open, setOpen] = useState(args.open);
  const [secondsLeft, setSecondsLeft] = useState(args.secondsLeft);

  useEffect(() => {
    if (!open || args.active) return;
    const timer = setInterval(() => setSecondsLeft((seconds) => Math.max(0, seconds - 1)), tickMs);
    return () => clearInterval(timer);
  }, [open, args.active, tickMs]);

  useEffect(() => {
    if (open && secondsLeft === 0) {
      setOpen(false);
      onLogout();
    }
  }, [open, secondsLeft, onLogout]);

  return (
    <>
      <Button
        variant="secondary"
        onClick={() => {
          setSecondsLeft(args.secondsLeft);
          setOpen(true);
        }}
      >
        Simulate inactivity
      </Button>
      <IdleDialog
        {...args}
        open={open}
        secondsLeft={secondsLeft}
        onContinue={() => {
          setOpen(false);
          onContinue();
        }}
        onLogout={() => {
          setOpen(false);
          onLogout();
        }}
      />
    </>
  );
}

const meta = {
  title: 'Overlays/IdleDialog',
  component: IdleDialog,
  args: {
    open: true,
    secondsLeft: 60,
    active: false,
    onContinue: fn(),
    onLogout: fn(),
  },
  argTypes: {
    secondsLeft: { control: { type: 'number', min: 0, max: 60 } },
  },
} satisfies Meta<typeof IdleDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  // Ticks every second; OneSecondLeft and NoLongerIdle are the stable pictures of the dialog.
  tags: ['no-visual'],
  render: (args) => <IdleDemo {...args} />,
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    const continueButton = within(dialog).getByRole('button', { name: 'Continue' });
    const logout = within(dialog).getByRole('button', { name: 'Logout' });
    await waitFor(() => expect(continueButton).toHaveFocus());

    // On opening, the live region says the message and the time left, once.
    await waitFor(() =>
      expect(liveRegion(dialog)).toHaveTextContent(`${message} Your session ends in 60 seconds!`),
    );
    // The visible countdown ticks, but it is not a live region, and the announcement stays put.
    const countdown = within(dialog).getByText(/^Your session ends in \d+ seconds!$/);
    await expect(countdown.closest('[aria-live], [role="status"]')).toBeNull();
    await waitFor(() => expect(countdown).toHaveTextContent('Your session ends in 59 seconds!'), {
      timeout: 3000,
    });
    await expect(liveRegion(dialog)).toHaveTextContent('Your session ends in 60 seconds!');

    // Focus is trapped: Tab cycles between the two buttons.
    await userEvent.tab();
    await expect(logout).toHaveFocus();
    await userEvent.tab();
    await expect(continueButton).toHaveFocus();
  },
};

export const Keyboard: Story = {
  name: 'Continue, Escape and Logout with the keyboard',
  args: { open: false },
  render: (args) => <IdleDemo {...args} />,
  play: async ({ args, canvas }) => {
    const simulate = canvas.getByRole('button', { name: 'Simulate inactivity' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');

    // Continue (Enter): onContinue once, and focus goes back where the member was.
    let dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus(),
    );
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(simulate).toHaveFocus();

    // Escape also means "I am still here".
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Are you still there?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(args.onContinue).toHaveBeenCalledTimes(2);

    // Logout: onLogout only.
    await userEvent.keyboard('{Enter}');
    dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    const logout = within(dialog).getByRole('button', { name: 'Logout' });
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Continue' })).toHaveFocus(),
    );
    await userEvent.tab();
    await expect(logout).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLogout).toHaveBeenCalledTimes(1);
    await expect(args.onContinue).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  },
};

export const Thresholds: Story = {
  name: 'Announces at 10 and 5 seconds, not every second',
  // The countdown keeps running after the play function, so no screenshot can be stable.
  tags: ['no-visual'],
  args: { secondsLeft: 12 },
  // A 300 ms step: the story reaches 10 and 5 seconds left without a real minute's wait.
  render: (args) => <IdleDemo {...args} tickMs={300} />,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    const live = liveRegion(dialog);
    await waitFor(() => expect(live).toHaveTextContent('Your session ends in 10 seconds!'), {
      timeout: 3000,
    });
    // Two ticks later the screen says 8; the live region still holds what it last announced.
    await waitFor(() => expect(dialog).toHaveTextContent('Your session ends in 8 seconds!'), {
      timeout: 3000,
    });
    await expect(live).toHaveTextContent(/^Your session ends in 10 seconds!$/);
    await waitFor(() => expect(live).toHaveTextContent(/^Your session ends in 5 seconds!$/), {
      timeout: 3000,
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continue' }));
    await expect(args.onContinue).toHaveBeenCalledTimes(1);
    await expect(args.onLogout).not.toHaveBeenCalled();
  },
};

export const OneSecondLeft: Story = {
  name: 'At 1 second (singular)',
  args: { secondsLeft: 1 },
  parameters: checkOpenDialogOnly,
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    // (waitFor: the dialog fades in from opacity 0.)
    await waitFor(() =>
      expect(
        within(dialog).getByText('Your session ends in 1 second!', { selector: 'p' }),
      ).toBeVisible(),
    );
    await waitFor(() =>
      expect(liveRegion(dialog)).toHaveTextContent(`${message} Your session ends in 1 second!`),
    );
  },
};

export const NoLongerIdle: Story = {
  name: 'No longer idle',
  args: { secondsLeft: 42, active: true },
  parameters: checkOpenDialogOnly,
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    await waitFor(() =>
      expect(within(dialog).getByText('No longer idle.', { selector: 'p' })).toBeVisible(),
    );
    await expect(within(dialog).queryByText(/Your session ends in/)).not.toBeInTheDocument();
    await waitFor(() => expect(liveRegion(dialog)).toHaveTextContent('No longer idle.'));
    await expect(args.onContinue).not.toHaveBeenCalled();
  },
};
