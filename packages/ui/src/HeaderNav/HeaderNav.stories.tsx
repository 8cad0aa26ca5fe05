import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { HeaderNav } from './HeaderNav';
import { HeaderNavLink } from './HeaderNavLink';

const meta = {
  title: 'Layout/HeaderNav',
  component: HeaderNav,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteHeader productName="Legal Plan">
        <Story />
      </SiteHeader>
    ),
  ],
  args: {
    'aria-label': 'Main',
    children: [
      <HeaderNavLink key="plans" href="/tools/compare-plans">
        PLAN OPTIONS
      </HeaderNavLink>,
      <HeaderNavLink key="faqs" href="/faqs" current>
        FAQS
      </HeaderNavLink>,
      <HeaderNavLink key="login" href="/login">
        LOGIN
      </HeaderNavLink>,
    ],
  },
} satisfies Meta<typeof HeaderNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.querySelector('ul')?.children).toHaveLength(3);
    const current = canvas.getByRole('link', { name: 'FAQS' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(current).toHaveAttribute('data-state', 'active');
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).not.toHaveAttribute('aria-current');
  },
};

export const CallToAction: Story = {
  args: {
    children: (
      <HeaderNavLink href="/account-creation/get-started" variant="button">
        ENROLL NOW
      </HeaderNavLink>
    ),
  },
};
