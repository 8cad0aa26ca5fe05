import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor } from 'storybook/test';
import { Link } from '../Link/Link';
import { Details } from './Details';

const meta = {
  title: 'Content/Details',
  component: Details,
  args: {
    summary: 'Where do I find my member ID?',
    children: (
      <p>
        Your member ID is on your welcome letter and on the front of your plan card. It starts with
        the letters MFB.
      </p>
    ),
  },
} satisfies Meta<typeof Details>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  name: 'Closed, opened with a click',
  args: { onToggle: fn() },
  play: async ({ args, canvas, canvasElement }) => {
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    const help = canvas.getByText(/Your member ID is on your welcome letter/);
    await expect(details.open).toBe(false);
    await expect(help).not.toBeVisible();
    // The summary is a native disclosure control: no role or state to add by hand.
    const summary = details.querySelector('summary') as HTMLElement;
    await expect(summary).toHaveTextContent('Where do I find my member ID?');
    // Closed, the chevron points to the side; open, it points down.
    const chevron = summary.querySelector('svg') as SVGElement;
    await expect(getComputedStyle(chevron).transform).not.toBe('none');

    await userEvent.click(summary);
    await waitFor(() => expect(args.onToggle).toHaveBeenCalled());
    await expect(details.open).toBe(true);
    await expect(help).toBeVisible();
    await waitFor(() => expect(getComputedStyle(chevron).transform).toBe('none'));
  },
};

export const Keyboard: Story = {
  name: 'From the keyboard',
  play: async ({ canvasElement }) => {
    const details = canvasElement.querySelector('details') as HTMLDetailsElement;
    const summary = details.querySelector('summary') as HTMLElement;
    // One Tab stop, on the summary, with the kit's focus ring.
    await userEvent.tab();
    await expect(summary).toHaveFocus();
    await expect(getComputedStyle(summary).outlineStyle).toBe('solid');
    // The summary's target is at least 24 px tall (WCAG 2.5.8).
    await expect(summary.getBoundingClientRect().height).toBeGreaterThanOrEqual(24);
  },
};

export const Open: Story = {
  name: 'Open',
  args: { open: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(/Your member ID is on your welcome letter/)).toBeVisible();
  },
};

export const RichHelp: Story = {
  name: 'Open, with a list and a link',
  args: {
    open: true,
    summary: 'Help with the cost per paycheck',
    children: (
      <>
        <p>The cost per paycheck assumes you are paid every two weeks:</p>
        <ul>
          <li>26 paychecks a year</li>
          <li>the last paycheck of the year absorbs any rounding</li>
        </ul>
        <p>
          If you are paid on another schedule, <Link href="/contact-us">contact us</Link>.
        </p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('list')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'contact us' })).toHaveAttribute(
      'href',
      '/contact-us',
    );
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px), a long summary',
  args: {
    open: true,
    summary:
      'What happens to my coverage if I change jobs, retire or leave federal service during the plan year?',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async () => {
    // A long summary wraps beside its chevron rather than scrolling sideways (WCAG 1.4.10).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
