import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { AlertsBell } from '../AlertsBell/AlertsBell';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { HeaderNavLink } from '../HeaderNav/HeaderNavLink';
import { HeaderSearch } from '../HeaderSearch/HeaderSearch';
import { DemoLogo, demoAccountItems } from '../internal/story-fixtures';
import { SiteHeader } from './SiteHeader';

const onSearch = fn();

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

const loggedOutNavigation = (
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
);

function loggedInNavigation(pending: boolean) {
  return (
    <HeaderNav aria-label="Main">
      <HeaderNavLink href="/dashboard" current>
        DASHBOARD
      </HeaderNavLink>
      <AlertsBell href="/manage-alert" pending={pending} />
      <AccountMenu
        firstName="Jane"
        lastName="Doe"
        items={[...demoAccountItems, { label: 'Log Out', onSelect: fn() }]}
      />
    </HeaderNav>
  );
}

export const LoggedOut: Story = {
  args: { children: loggedOutNavigation },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(nav.querySelectorAll('li')).toHaveLength(5);
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // At 992 px and wider the Menu button is not shown (nor in the accessibility tree).
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
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
  name: 'Logged in, no pending action',
  args: { children: loggedInNavigation(false) },
  play: async ({ canvas, userEvent }) => {
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'DASHBOARD' })).toHaveFocus();
    await userEvent.tab();
    const bell = canvas.getByRole('link', { name: 'Alerts' });
    await expect(bell).toHaveFocus();
    await expect(bell).toHaveAttribute('href', '/manage-alert');
    await expect(bell).toHaveAttribute('data-state', 'idle');
    await userEvent.tab();
    const trigger = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await expect(trigger).toHaveFocus();
    // A disclosure button (not a menu button): no aria-haspopup.
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).not.toHaveAttribute('aria-haspopup');
  },
};

export const LoggedInPending: Story = {
  name: 'Logged in, action pending',
  args: { children: loggedInNavigation(true) },
  play: async ({ canvas }) => {
    const bell = canvas.getByRole('link', { name: 'Alerts, action pending' });
    await expect(bell).toHaveAttribute('data-state', 'pending');
  },
};

export const WithSearch: Story = {
  name: 'With the search form',
  args: {
    children: (
      <>
        <HeaderSearch onSearch={onSearch} />
        {loggedOutNavigation}
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    onSearch.mockClear();
    const search = canvas.getByRole('search');
    const field = within(search).getByRole('searchbox', { name: 'Search' });
    await userEvent.type(field, '  dental  {Enter}');
    await expect(onSearch).toHaveBeenCalledWith('dental');
  },
};

export const Mobile: Story = {
  name: 'Narrow screen: the Menu button',
  args: {
    children: (
      <>
        <HeaderSearch onSearch={onSearch} />
        {loggedInNavigation(true)}
      </>
    ),
  },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    // The entries are hidden until the menu opens.
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();
    await expect(canvas.queryByRole('search')).not.toBeInTheDocument();

    await userEvent.tab();
    await userEvent.tab();
    await expect(menuButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    await expect(panel).toHaveAttribute('data-state', 'open');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    // The same entries as the wide bar, the bell with its word visible.
    await expect(within(nav).getByRole('link', { name: 'DASHBOARD' })).toBeVisible();
    await expect(
      within(nav).getByRole('link', { name: 'Alerts, action pending' }),
    ).toHaveTextContent('Alerts');
    await expect(
      within(nav).getByRole('button', { name: 'Jane Doe MY ACCOUNT' }),
    ).toBeInTheDocument();
    await expect(canvas.getByRole('search')).toBeInTheDocument();

    // Tab moves into the panel; Escape closes it and focus returns to the button.
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
    await expect(canvas.queryByRole('navigation', { name: 'Main' })).not.toBeInTheDocument();

    // The account menu's own Escape closes only the account menu.
    await userEvent.keyboard(' ');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const trigger = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const MobileOpen: Story = {
  name: 'Narrow screen: menu open',
  args: { children: loggedOutNavigation, defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    await expect(within(nav).getByRole('link', { name: 'ENROLL NOW' })).toBeVisible();
  },
};

/** Vertical middle of an element, to compare rows. */
function middleOf(element: Element): number {
  const box = element.getBoundingClientRect();
  return box.top + box.height / 2;
}

export const MobileLongName: Story = {
  name: 'Narrow screen: a long product name',
  args: { productName: 'Individual Legal Plans', children: loggedOutNavigation },
  globals: { viewport: { value: 'mobile2', isRotated: false } },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    // The Menu button stays on the brand's row (the name wraps first), at 390 px and narrower.
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    const logo = canvas.getByRole('link', { name: 'Benefits Portal home' });
    await expect(Math.abs(middleOf(menuButton) - middleOf(logo))).toBeLessThan(12);
  },
};

export const Focused: Story = {
  name: 'Focused: a flow has started',
  args: { variant: 'focused', children: loggedOutNavigation },
  play: async ({ canvas }) => {
    const banner = canvas.getByRole('banner');
    await expect(banner).toHaveAttribute('data-variant', 'focused');
    // Only the look changes: every entry is still there.
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(5);
    // A light bar: the page's background, dark text.
    await expect(getComputedStyle(banner).backgroundColor).toBe('rgb(255, 255, 255)');
  },
};

export const FocusedLoggedIn: Story = {
  name: 'Focused, logged in, action pending',
  args: {
    variant: 'focused',
    children: (
      <>
        <HeaderSearch onSearch={onSearch} />
        {loggedInNavigation(true)}
      </>
    ),
  },
  play: async ({ canvas, userEvent }) => {
    await expect(canvas.getByRole('link', { name: 'Alerts, action pending' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' }));
    await expect(canvas.getByRole('button', { name: 'Log Out' })).toBeVisible();
  },
};

export const FocusedMobileOpen: Story = {
  name: 'Focused, narrow screen: menu open',
  args: { variant: 'focused', children: loggedOutNavigation, defaultMenuOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getByRole('link', { name: 'ENROLL NOW' })).toBeVisible();
  },
};
