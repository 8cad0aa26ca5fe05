import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button/Button';
import { Stack } from './Stack';

const meta = {
  title: 'Layout/Stack',
  component: Stack,
  args: {
    gap: 4,
    children: (
      <>
        <Button>LOG IN</Button>
        <Button variant="secondary">Need Help?</Button>
        <Button variant="link">Forgot username?</Button>
      </>
    ),
  },
  argTypes: {
    gap: { control: { type: 'range', min: 0, max: 8, step: 1 } },
    direction: { control: 'inline-radio', options: ['column', 'row'] },
    align: { control: 'select', options: ['start', 'center', 'end', 'stretch', 'baseline'] },
    justify: { control: 'select', options: ['start', 'center', 'end', 'between'] },
  },
} satisfies Meta<typeof Stack>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Column: Story = { args: { align: 'start' } };

export const Row: Story = { args: { direction: 'row', align: 'center', wrap: true, gap: 3 } };
