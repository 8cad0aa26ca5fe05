import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PageMain } from '../PageMain/PageMain';
import { SkipLink } from './SkipLink';

const meta = {
  title: 'Navigation/SkipLink',
  component: SkipLink,
  parameters: { layout: 'fullscreen' },
  render: (args) => (
    <>
      <SkipLink {...args} />
      <p>
        <a href="#header-link">A header link the skip link jumps over</a>
      </p>
      <PageMain>
        <h1>Log in</h1>
        <p>Main content.</p>
      </PageMain>
    </>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    const skipLink = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(skipLink).toHaveAttribute('href', '#main-content');
    // First Tab stop of the page, and shown when focused.
    await userEvent.tab();
    await expect(skipLink).toHaveFocus();
    await expect(skipLink.getBoundingClientRect().bottom).toBeGreaterThan(0);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

export const CustomLabel: Story = {
  args: { label: 'Saltar al contenido principal' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('link', { name: 'Saltar al contenido principal' }),
    ).toBeInTheDocument();
  },
};
