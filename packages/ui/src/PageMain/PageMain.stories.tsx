import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageMain } from './PageMain';

const meta = {
  title: 'Layout/PageMain',
  component: PageMain,
  parameters: { layout: 'fullscreen' },
  args: {
    children: (
      <>
        <h1>Your bank accounts.</h1>
        <p>You have no saved bank accounts.</p>
      </>
    ),
  },
} satisfies Meta<typeof PageMain>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main).toHaveAttribute('id', 'main-content');
    await expect(main).toHaveAttribute('tabindex', '-1');
    main.focus();
    await expect(main).toHaveFocus();
  },
};
