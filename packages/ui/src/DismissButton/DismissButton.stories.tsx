import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { DismissButton } from './DismissButton';

const meta = {
  title: 'Actions/DismissButton',
  component: DismissButton,
  args: { label: 'Dismiss error', onClick: fn() },
} satisfies Meta<typeof DismissButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Dismiss error' });
    // At least the 24 x 24 px target of WCAG 2.5.8.
    const { width, height } = button.getBoundingClientRect();
    await expect(width).toBeGreaterThanOrEqual(24);
    await expect(height).toBeGreaterThanOrEqual(24);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
