import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { StatusTag, type StatusTagTone } from './StatusTag';

const meta = {
  title: 'Content/StatusTag',
  component: StatusTag,
  args: { children: 'Active', tone: 'success' },
  argTypes: {
    tone: {
      control: 'inline-radio',
      options: ['neutral', 'info', 'success', 'warning', 'error'],
    },
  },
} satisfies Meta<typeof StatusTag>;

export default meta;
type Story = StoryObj<typeof meta>;

const examples: ReadonlyArray<[StatusTagTone, string]> = [
  ['neutral', 'Not started'],
  ['info', 'Pending'],
  ['success', 'Active'],
  ['warning', 'Action needed'],
  ['error', 'Cancelled'],
];

export const AllTones: Story = {
  name: 'All tones',
  render: () => (
    <ul style={{ display: 'flex', flexWrap: 'wrap', gap: '1rem', margin: 0, padding: 0 }}>
      {examples.map(([tone, text]) => (
        <li key={tone} style={{ listStyle: 'none' }}>
          <StatusTag tone={tone}>{text}</StatusTag>
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvas }) => {
    for (const [tone, text] of examples) {
      const tag = canvas.getByText(text);
      await expect(tag.tagName).toBe('STRONG');
      await expect(tag).toHaveAttribute('data-tone', tone);
    }
    // Each tone has its own tint, but the words say the status (WCAG 1.4.1).
    const tints = new Set(
      examples.map(([, text]) => getComputedStyle(canvas.getByText(text)).backgroundColor),
    );
    await expect(tints.size).toBe(examples.length);
  },
};

export const Neutral: Story = { args: { tone: 'neutral', children: 'Not started' } };
export const Info: Story = { args: { tone: 'info', children: 'Pending' } };
export const Success: Story = {
  args: { tone: 'success', children: 'Active' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Active')).toBeVisible();
  },
};
export const Warning: Story = { args: { tone: 'warning', children: 'Action needed' } };
export const ErrorTone: Story = { name: 'Error', args: { tone: 'error', children: 'Cancelled' } };

export const DefaultTone: Story = {
  name: 'Default tone (neutral)',
  args: { tone: undefined, children: 'Draft' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Draft')).toHaveAttribute('data-tone', 'neutral');
  },
};

export const InText: Story = {
  name: 'Beside a heading, long text',
  render: () => (
    <h2 style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '0.5rem' }}>
      Legal Plan, family coverage
      <StatusTag tone="warning">Action needed: add a payment method</StatusTag>
    </h2>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2 })).toHaveAccessibleName(
      /Action needed: add a payment method/,
    );
  },
};
