import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { Link } from '../Link/Link';
import { NotificationBanner } from './NotificationBanner';

const meta = {
  title: 'Feedback/NotificationBanner',
  component: NotificationBanner,
  args: {
    heading: 'Open season runs from November 10 to December 8.',
    children: (
      <p>
        You can change your plan or add dependants until then.{' '}
        <Link href="/plans">Compare plans</Link>
      </p>
    ),
  },
  argTypes: {
    type: { control: 'inline-radio', options: ['important', 'success'] },
    titleHeadingLevel: { control: 'inline-radio', options: [2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof NotificationBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Important: Story = {
  play: async ({ canvas, canvasElement }) => {
    // A region landmark named by its title, so it is listed with the page's landmarks.
    const banner = canvas.getByRole('region', { name: 'Important' });
    await expect(banner).toHaveAttribute('data-type', 'important');
    await expect(canvas.getByRole('heading', { level: 2, name: 'Important' })).toBeVisible();
    await expect(banner).toHaveTextContent('Open season runs from November 10 to December 8.');
    await expect(canvas.getByRole('link', { name: 'Compare plans' })).toHaveAttribute(
      'href',
      '/plans',
    );
    // Not announced on its own, and not focused: it is there when the page loads.
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await expect(banner).not.toHaveAttribute('tabindex');
    await expect(canvasElement.ownerDocument.activeElement).not.toBe(banner);
    // The title bar is the edition's primary colour with its text colour on it.
    const title = canvas.getByRole('heading', { name: 'Important' });
    const bar = title.parentElement as HTMLElement;
    await expect(getComputedStyle(bar).backgroundColor).toBe(getComputedStyle(banner).borderColor);
  },
};

export const Success: Story = {
  args: {
    type: 'success',
    heading: 'Your bank account was saved.',
    children: <p>Payments for your plan will come from this account from next month.</p>,
  },
  play: async ({ canvas }) => {
    // An alert: announced when it appears after an action. Still named by its title.
    const banner = canvas.getByRole('alert');
    await expect(banner).toHaveAccessibleName('Success');
    await expect(banner).toHaveTextContent('Your bank account was saved.');
    await expect(canvas.queryByRole('region')).not.toBeInTheDocument();
  },
};

export const OwnTitle: Story = {
  name: 'Own title and heading level',
  args: {
    title: 'Action needed',
    titleHeadingLevel: 3,
    heading: 'Add a payment method before your coverage starts on 1 January 2027.',
    children: (
      <p>
        <Link href="/bank-dashboard">Add a bank account</Link>
      </p>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Action needed' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'Action needed' })).toBeVisible();
  },
};

export const HeadingOnly: Story = {
  name: 'A heading line only',
  args: { children: undefined },
  play: async ({ canvas }) => {
    const line = canvas.getByText('Open season runs from November 10 to December 8.');
    await expect(line.tagName).toBe('P');
    await expect(Number(getComputedStyle(line).fontWeight)).toBeGreaterThanOrEqual(700);
  },
};

/** After an action the page shows the banner and moves focus to it. */
export const FocusAfterAction: Story = {
  name: 'Focus moves to it after an action',
  args: {
    type: 'success',
    heading: 'Your security questions were updated.',
    children: undefined,
  },
  render: function Render(args) {
    const [saved, setSaved] = useState(false);
    return saved ? (
      <NotificationBanner {...args} autoFocus />
    ) : (
      <Button onClick={() => setSaved(true)}>Save security questions</Button>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save security questions' }));
    const banner = canvas.getByRole('alert', { name: 'Success' });
    await expect(banner).toHaveFocus();
    // Focusable from script only: Tab moves on from it, never back to it.
    await expect(banner).toHaveAttribute('tabindex', '-1');
    await expect(getComputedStyle(banner).outlineStyle).toBe('solid');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  args: {
    heading:
      'Your plan changes on 1 January 2027: MFB-2026-000482913-A replaces your old member number.',
  },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async () => {
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
