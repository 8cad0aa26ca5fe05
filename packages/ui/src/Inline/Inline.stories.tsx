import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Button } from '../Button/Button';
import { Inline } from './Inline';

const meta = {
  title: 'Layout/Inline',
  component: Inline,
  args: {
    gap: 3,
    children: (
      <>
        <Button>YES</Button>
        <Button variant="secondary">NO</Button>
        <Button variant="link">Need Help?</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
    as: { control: 'inline-radio', options: ['div', 'ul'] },
  },
} satisfies Meta<typeof Inline>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const row = canvas.getByRole('button', { name: 'YES' }).parentElement;
    if (!row) throw new Error('no row');
    await expect(getComputedStyle(row).flexWrap).toBe('wrap');
    await expect(getComputedStyle(row).columnGap).toBe('12px');
  },
};

export const Wrapping: Story = {
  name: 'Wrapping in a narrow space',
  render: (args) => (
    <div style={{ maxWidth: '14rem' }}>
      <Inline {...args} />
    </div>
  ),
  play: async ({ canvas }) => {
    // The third button moved to a second line rather than overflowing.
    const yes = canvas.getByRole('button', { name: 'YES' }).getBoundingClientRect();
    const help = canvas.getByRole('button', { name: 'Need Help?' }).getBoundingClientRect();
    await expect(help.top).toBeGreaterThan(yes.top);
  },
};

export const AsList: Story = {
  name: 'As a list',
  args: {
    as: 'ul',
    justify: 'end',
    children: (
      <>
        <li>Standard</li>
        <li>High</li>
        <li>Family</li>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(3);
  },
};
