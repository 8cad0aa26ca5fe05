import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { VisuallyHidden } from './VisuallyHidden';

const meta = {
  title: 'Utilities/VisuallyHidden',
  component: VisuallyHidden,
  render: (args) => (
    <p>
      Privacy Notice{' '}
      <a href="/privacy-notice.pdf">
        Download
        <VisuallyHidden {...args} />
      </a>
    </p>
  ),
  args: { children: ' the Privacy Notice (PDF)' },
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Download the Privacy Notice (PDF)' }),
    ).toBeInTheDocument();
  },
};
