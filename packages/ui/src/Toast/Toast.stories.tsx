import type { Meta, StoryObj } from '@storybook/react-vite';
import { useEffect, useRef } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { Toast } from './Toast';
import { type ShowToastOptions, ToastProvider, useToast } from './ToastProvider';

const saved = 'Your bank account was saved.';
const unavailable = 'We’re unable to complete your request at this time.';

const meta = {
  title: 'Feedback/Toast',
  component: Toast,
  args: {
    status: 'success',
    children: saved,
    onDismiss: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['success', 'danger'] },
  },
} satisfies Meta<typeof Toast>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {
  play: async ({ args, canvas }) => {
    const toast = canvas.getByText(saved).closest('[data-state]');
    await expect(toast).toHaveAttribute('data-state', 'success');
    // The status is in the text, not only in the colour and icon.
    await expect(toast).toHaveTextContent(`Success: ${saved}`);
    const dismiss = canvas.getByRole('button', { name: 'Dismiss notification' });
    await expect(dismiss).toHaveAccessibleDescription(`Success: ${saved}`);
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onDismiss).toHaveBeenCalledTimes(1);
  },
};

export const Danger: Story = {
  args: { status: 'danger', children: unavailable },
  play: async ({ canvas }) => {
    const toast = canvas.getByText(unavailable).closest('[data-state]');
    await expect(toast).toHaveAttribute('data-state', 'danger');
    await expect(toast).toHaveTextContent(`Error: ${unavailable}`);
  },
};

/** Buttons that raise toasts, as screens of the portal do after a call. */
function ToastDemo({
  initial = [],
  durationMs,
}: {
  initial?: ShowToastOptions[];
  durationMs?: number;
}) {
  const { showToast } = useToast();
  const shown = useRef(false);
  useEffect(() => {
    // Once, even if an effect runs twice (React strict mode in development).
    if (shown.current) return;
    shown.current = true;
    for (const options of initial) showToast(options);
  }, [initial, showToast]);
  return (
    <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
      <Button onClick={() => showToast({ status: 'success', message: saved, durationMs })}>
        Save bank account
      </Button>
      <Button
        variant="secondary"
        onClick={() => showToast({ status: 'danger', message: unavailable, durationMs })}
      >
        Delete bank account
      </Button>
    </div>
  );
}

function region() {
  return screen.getByRole('region', { name: 'Notifications' });
}

/** The polite live region that speaks the toasts (the visible ones are not live). */
function announcer() {
  return screen.getByRole('status');
}

const stacked: ShowToastOptions[] = [
  {
    status: 'success',
    message: 'Your payment was scheduled.',
    durationMs: Number.POSITIVE_INFINITY,
  },
  { status: 'danger', message: unavailable, durationMs: Number.POSITIVE_INFINITY },
  { status: 'success', message: saved, durationMs: Number.POSITIVE_INFINITY },
];

export const Stacked: Story = {
  name: 'Several, stacked',
  parameters: { layout: 'fullscreen', docs: { story: { inline: false, height: '20rem' } } },
  render: () => (
    <ToastProvider>
      <ToastDemo initial={stacked} />
    </ToastProvider>
  ),
  play: async () => {
    // Newest last, each announced once, in order.
    const items = await within(region()).findAllByRole('listitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Success: Your payment was scheduled.',
      `Error: ${unavailable}`,
      `Success: ${saved}`,
    ]);
    await waitFor(() =>
      expect([...announcer().children].map((line) => line.textContent)).toEqual([
        'Success: Your payment was scheduled.',
        `Error: ${unavailable}`,
        `Success: ${saved}`,
      ]),
    );

    // Keyboard: the close buttons follow the page in tab order. Closing one moves focus to the next.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    const closeButtons = within(region()).getAllByRole('button', { name: 'Dismiss notification' });
    await expect(closeButtons[0]).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(within(region()).getAllByRole('listitem')).toHaveLength(2));
    await expect(closeButtons[1]).toHaveFocus();
    await expect(announcer()).not.toHaveTextContent('Your payment was scheduled.');
  },
};

export const CustomDuration: Story = {
  name: 'Auto-dismiss after a custom duration',
  render: () => (
    <ToastProvider>
      <ToastDemo durationMs={800} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save bank account' }));
    const items = await within(region()).findAllByRole('listitem');
    await expect(items).toHaveLength(1);
    await waitFor(() => expect(announcer()).toHaveTextContent(`Success: ${saved}`));
    // Gone by itself after 800 ms; the region is hidden again (no empty landmark).
    await waitFor(() => expect(screen.queryByRole('listitem')).not.toBeInTheDocument(), {
      timeout: 3000,
    });
    await expect(screen.queryByRole('region', { name: 'Notifications' })).not.toBeInTheDocument();
    await expect(announcer()).toBeEmptyDOMElement();
  },
};

function wait(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

export const PausesWhileHoveredOrFocused: Story = {
  name: 'Pauses while hovered or focused',
  render: () => (
    <ToastProvider>
      <ToastDemo durationMs={500} />
    </ToastProvider>
  ),
  play: async ({ canvas }) => {
    const save = canvas.getByRole('button', { name: 'Save bank account' });

    // Hover: the timer stops, and resumes with the time it had left when the pointer leaves.
    await userEvent.click(save);
    const [item] = await within(region()).findAllByRole('listitem');
    const toast = item?.firstElementChild as HTMLElement;
    await userEvent.hover(toast);
    await expect(toast).toHaveAttribute('data-timer', 'paused');
    await wait(1000);
    await expect(toast).toBeInTheDocument();
    await userEvent.unhover(toast);
    await expect(toast).toHaveAttribute('data-timer', 'running');
    await waitFor(() => expect(toast).not.toBeInTheDocument(), { timeout: 2000 });

    // Focus: Tab to the close button and the timer stops; Shift+Tab away and it runs out.
    await userEvent.click(save);
    await within(region()).findAllByRole('listitem');
    const dismiss = within(region()).getByRole('button', { name: 'Dismiss notification' });
    await userEvent.tab(); // Delete bank account
    await userEvent.tab();
    await expect(dismiss).toHaveFocus();
    const focusedToast = dismiss.closest('[data-timer]') as HTMLElement;
    await expect(focusedToast).toHaveAttribute('data-timer', 'paused');
    await wait(1000);
    await expect(focusedToast).toBeInTheDocument();
    await userEvent.tab({ shift: true });
    await expect(dismiss).not.toHaveFocus();
    await waitFor(() => expect(focusedToast).not.toBeInTheDocument(), { timeout: 2000 });
  },
};
