import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { HeaderNavLink } from '../HeaderNav/HeaderNavLink';
import { DemoLogo, demoAccountItems } from '../internal/story-fixtures';
import { SiteHeader } from './SiteHeader';

const meta = {
  title: 'Layout/SiteHeader',
  component: SiteHeader,
  parameters: { layout: 'fullscreen' },
  args: {
    logo: <DemoLogo />,
    productName: 'Legal Plan',
  },
} satisfies Meta<typeof SiteHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  args: {
    children: (
      <HeaderNav aria-label="Main">
        <HeaderNavLink href="/tools/compare-plans">PLAN OPTIONS</HeaderNavLink>
        <HeaderNavLink href="/#reviews">REVIEWS</HeaderNavLink>
        <HeaderNavLink href="/faqs">FAQS</HeaderNavLink>
        <HeaderNavLink href="/login" current>
          LOGIN
        </HeaderNavLink>
        <HeaderNavLink href="/account-creation/get-started" variant="button">
          ENROLL NOW
        </HeaderNavLink>
      </HeaderNav>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Benefits Portal home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PLAN OPTIONS' })).toHaveFocus();
  },
};

export const LoggedOutIndividualLinks: Story = {
  name: 'Logged out, fewer links',
  args: {
    children: (
      <HeaderNav aria-label="Main">
        <HeaderNavLink href="/faqs">FAQS</HeaderNavLink>
        <HeaderNavLink href="/login">LOGIN</HeaderNavLink>
      </HeaderNav>
    ),
  },
};

export const LoggedIn: Story = {
  args: {
    children: (
      <HeaderNav aria-label="Main">
        <HeaderNavLink href="/dashboard" current>
          DASHBOARD
        </HeaderNavLink>
        <AccountMenu
          firstName="Jane"
          lastName="Doe"
          items={[...demoAccountItems, { label: 'Log Out', onSelect: fn() }]}
        />
      </HeaderNav>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'DASHBOARD' })).toHaveFocus();
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-haspopup', 'menu');
  },
};
