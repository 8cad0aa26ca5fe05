import type { Meta, StoryObj } from '@storybook/react-vite';
import { useRef, useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button/Button';
import { ConfirmationPanel } from './ConfirmationPanel';

const meta = {
  title: 'Feedback/ConfirmationPanel',
  component: ConfirmationPanel,
  args: {
    heading: 'Enrollment complete',
    referenceLabel: 'Your reference number',
    reference: 'HDJ2123F',
  },
  argTypes: {
    headingLevel: { control: 'inline-radio', options: [1, 2, 3, 4, 5, 6] },
  },
} satisfies Meta<typeof ConfirmationPanel>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithReference: Story = {
  name: 'With a reference number',
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { level: 1, name: 'Enrollment complete' });
    await expect(heading).toBeVisible();
    await expect(canvas.getByText('Your reference number')).toBeVisible();
    const reference = canvas.getByText('HDJ2123F');
    await expect(reference.tagName).toBe('STRONG');
    // One click selects the whole number, ready to copy.
    await expect(getComputedStyle(reference).userSelect).toBe('all');
    // The heading can take focus from script but is not a Tab stop.
    await expect(heading).toHaveAttribute('tabindex', '-1');
  },
};

export const HeadingOnly: Story = {
  name: 'Heading only',
  args: { heading: 'Your bank account was saved', reference: undefined, headingLevel: 2 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Your bank account was saved',
    );
    await expect(canvas.queryByText('Your reference number')).not.toBeInTheDocument();
  },
};

export const WithBody: Story = {
  name: 'With a further line',
  args: { children: 'Your coverage starts on 1 January 2027.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Your coverage starts on 1 January 2027.')).toBeVisible();
  },
};

/** A step submits, and the page shows the panel and moves focus to its heading. */
export const FocusAfterStep: Story = {
  name: 'Focus moves to the heading after a step',
  render: function Render(args) {
    const [submitted, setSubmitted] = useState(false);
    return submitted ? (
      <ConfirmationPanel {...args} autoFocus />
    ) : (
      <Button onClick={() => setSubmitted(true)}>Submit enrollment</Button>
    );
  },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Submit enrollment' }));
    await expect(canvas.getByRole('heading', { name: 'Enrollment complete' })).toHaveFocus();
  },
};

/** A page that decides when to focus holds the heading through `headingRef`. */
export const HeadingRef: Story = {
  name: 'Focused by the page through headingRef',
  render: function Render(args) {
    const headingRef = useRef<HTMLHeadingElement>(null);
    return (
      <div style={{ display: 'grid', gap: '1rem' }}>
        <ConfirmationPanel {...args} headingRef={headingRef} />
        <div>
          <Button variant="secondary" onClick={() => headingRef.current?.focus()}>
            Go to the confirmation
          </Button>
        </div>
      </div>
    );
  },
  play: async ({ canvas }) => {
    const heading = canvas.getByRole('heading', { name: 'Enrollment complete' });
    await expect(heading).not.toHaveFocus();
    await userEvent.click(canvas.getByRole('button', { name: 'Go to the confirmation' }));
    await expect(heading).toHaveFocus();
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  args: { reference: 'MFB-2026-000482913-A' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByText('MFB-2026-000482913-A')).toBeVisible();
    // A long reference wraps rather than making the page scroll sideways (WCAG 1.4.10).
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
