import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button/Button';
import { BusyIndicator, type BusyIndicatorProps } from './BusyIndicator';

const meta = {
  title: 'Feedback/BusyIndicator',
  component: BusyIndicator,
  args: { busy: false },
  parameters: { docs: { story: { inline: false, height: '16rem' } } },
} satisfies Meta<typeof BusyIndicator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The indicator's root: the parent of its live region (buttons have a `data-state` too). */
function root(canvasElement: HTMLElement): HTMLElement {
  return within(canvasElement).getByRole('status').parentElement as HTMLElement;
}

export const Idle: Story = {
  play: async ({ canvas, canvasElement }) => {
    await expect(root(canvasElement)).toHaveAttribute('data-state', 'idle');
    // The live region is there from the start, empty, ready to speak.
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toBeEmptyDOMElement();
  },
};

export const Busy: Story = {
  args: { busy: true },
  render: (args) => (
    <>
      <p>Your bank accounts are loading.</p>
      <BusyIndicator {...args} />
    </>
  ),
  play: async ({ canvas, canvasElement }) => {
    // Shown after the 300 ms delay, announced once, and nothing in it can take focus.
    await waitFor(() => expect(root(canvasElement)).toHaveAttribute('data-state', 'busy'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading$/);
    const overlay = root(canvasElement).querySelector('[aria-hidden="true"]');
    await expect(overlay).toHaveTextContent('Loading');
    await expect(overlay?.querySelector('button, a, input, [tabindex]')).toBeNull();
  },
};

/** A screen that makes requests; it marks the region being updated with `aria-busy` (its job). */
function RequestDemo(args: BusyIndicatorProps) {
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState('No request yet.');
  const requests = useRef(0);
  function request(durationMs: number) {
    requests.current += 1;
    const number = requests.current;
    setBusy(true);
    setTimeout(() => {
      setBusy(false);
      setResult(`Request ${number} done.`);
    }, durationMs);
  }
  return (
    <>
      <div style={{ display: 'flex', gap: '1rem', flexWrap: 'wrap' }}>
        <Button onClick={() => request(100)}>Quick request</Button>
        <Button variant="secondary" onClick={() => request(1200)}>
          Slow request
        </Button>
      </div>
      <section aria-label="Results" aria-busy={busy || undefined}>
        <p>{result}</p>
      </section>
      <BusyIndicator {...args} busy={busy} />
    </>
  );
}

/** Records everything the live region ever said. */
function recordAnnouncements(status: HTMLElement): { said: string[]; stop: () => void } {
  const said: string[] = [];
  const observer = new MutationObserver(() => {
    const text = status.textContent ?? '';
    if (text !== '') said.push(text);
  });
  observer.observe(status, { childList: true, characterData: true, subtree: true });
  return { said, stop: () => observer.disconnect() };
}

export const DelayedRequest: Story = {
  name: 'Shown only after the delay',
  render: (args) => <RequestDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const indicator = root(canvasElement);
    const announcements = recordAnnouncements(canvas.getByRole('status'));

    // A quick request (100 ms, under the 300 ms delay): no overlay, nothing said.
    const quick = canvas.getByRole('button', { name: 'Quick request' });
    await userEvent.click(quick);
    await expect(indicator).toHaveAttribute('data-state', 'pending');
    await waitFor(() => expect(canvas.getByText('Request 1 done.')).toBeInTheDocument());
    await new Promise((resolve) => setTimeout(resolve, 400));
    await expect(indicator).toHaveAttribute('data-state', 'idle');
    await expect(announcements.said).toEqual([]);

    // A slow request: pending first, then the overlay and one 'Loading'. Focus stays put.
    const slow = canvas.getByRole('button', { name: 'Slow request' });
    await userEvent.tab(); // from Quick request, which the click focused
    await expect(slow).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(indicator).toHaveAttribute('data-state', 'pending');
    await expect(canvas.getByRole('region', { name: 'Results' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(indicator).toHaveAttribute('data-state', 'busy'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading$/);
    await expect(slow).toHaveFocus();

    // Done: the overlay goes, and by default nothing more is said.
    await waitFor(() => expect(indicator).toHaveAttribute('data-state', 'idle'), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toBeEmptyDOMElement();
    await expect(announcements.said).toEqual(['Loading']);
    await expect(slow).toHaveFocus();
    announcements.stop();
  },
};

export const CustomLabelAndComplete: Story = {
  name: 'Custom label, announces completion',
  args: { label: 'Saving your enrollment', announceComplete: true, delayMs: 200 },
  render: (args) => <RequestDemo {...args} />,
  play: async ({ canvas, canvasElement }) => {
    const indicator = root(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Slow request' }));
    await waitFor(() => expect(indicator).toHaveAttribute('data-state', 'busy'));
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Saving your enrollment$/);
    await waitFor(() => expect(indicator).toHaveAttribute('data-state', 'idle'), { timeout: 3000 });
    await expect(canvas.getByRole('status')).toHaveTextContent(/^Loading complete$/);
  },
};
