import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../../Button/Button';
import {
  expectNoSidewaysScroll,
  narrowViewport,
  templateStoryDefaults,
} from '../internal/template-story-fixtures';
import { ConfirmationPage } from './ConfirmationPage';

const meta = {
  title: 'Templates/ConfirmationPage',
  component: ConfirmationPage,
  ...templateStoryDefaults,
  // The visual suite (tests/visual) also shoots these stories at 390 and 1280 px, the widths the
  // member screens built from this template are reviewed at.
  tags: ['visual-viewports'],
  args: {
    heading: 'Enrollment complete',
    // Off in the stories that mount with the page: a docs page shows several, and each would take
    // focus (and scroll) as it mounts. The page reached by a submit turns it on (its default).
    focusHeadingOnMount: false,
    referenceLabel: 'Your reference number',
    reference: 'HDJ2123F',
    panelContent: 'Your coverage starts on 1 January 2027.',
    children: (
      <>
        <p>We have sent a confirmation to your email address.</p>
        <p>Your first payment is taken from your pay after your coverage starts.</p>
      </>
    ),
    links: [
      { href: '/dashboard', label: 'Go to your dashboard' },
      { href: '/faqs', label: 'Read the frequently asked questions' },
    ],
  },
} satisfies Meta<typeof ConfirmationPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  name: 'Reference, what happens next, links',
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Enrollment complete' });
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await expect(canvas.getByText('HDJ2123F')).toBeVisible();
    const next = canvas.getByRole('region', { name: 'What happens next' });
    await expect(next).toContainElement(canvas.getByRole('link', { name: 'Go to your dashboard' }));
  },
};

export const PanelOnly: Story = {
  name: 'Panel only',
  args: { reference: undefined, panelContent: undefined, children: undefined, links: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region', { name: 'What happens next' })).toBeNull();
  },
};

/** A step submits in the page; the confirmation replaces the form and takes focus. */
export const AfterSubmit: Story = {
  name: 'Focus moves to the heading after a submit',
  render: function Render(args) {
    const [sent, setSent] = useState(false);
    return sent ? (
      <ConfirmationPage {...args} focusHeadingOnMount />
    ) : (
      <Button onClick={() => setSent(true)}>Submit enrollment</Button>
    );
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit enrollment' }));
    const heading = await canvas.findByRole('heading', { name: 'Enrollment complete' });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(canvas.getByRole('status')).toHaveTextContent('Enrollment complete');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  ...narrowViewport,
  tags: ['no-visual'],
  args: { reference: 'MFB-2026-000482913-A' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MFB-2026-000482913-A')).toBeVisible();
    await expectNoSidewaysScroll();
  },
};
