import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Container } from './Container';

const meta = {
  title: 'Layout/Container',
  component: Container,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <p>
        Content centred at the page's maximum width, with space at the sides on narrow screens, so
        it lines up with the header and the footer.
      </p>
    ),
  },
  argTypes: {
    as: { control: 'inline-radio', options: ['div', 'section'] },
  },
} satisfies Meta<typeof Container>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const container = canvasElement.querySelector('p')?.parentElement;
    if (!container) throw new Error('no container');
    const style = getComputedStyle(container);
    // 75rem at the default 16 px root size.
    await expect(style.maxWidth).toBe('1200px');
    await expect(style.paddingInlineStart).toBe('16px');
  },
};

export const AsSection: Story = {
  args: {
    as: 'section',
    'aria-labelledby': 'container-heading',
    children: (
      <>
        <h2 id="container-heading">Plans</h2>
        <p>Compare the Standard and High plans.</p>
      </>
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Plans' })).toBeInTheDocument();
  },
};
