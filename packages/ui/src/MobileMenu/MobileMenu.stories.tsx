import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { HeaderNavLink } from '../HeaderNav/HeaderNavLink';
import * as headerStyles from '../SiteHeader/SiteHeader.css';
import { MobileMenu } from './MobileMenu';

const meta = {
  title: 'Layout/MobileMenu',
  component: MobileMenu,
  parameters: { layout: 'fullscreen' },
  // `SiteHeader` renders a MobileMenu itself; here the menu sits in the header's styles alone.
  decorators: [
    (Story) => (
      <div className={`${headerStyles.header} ${headerStyles.standard}`}>
        <div className={headerStyles.inner}>
          <span className={headerStyles.productName}>Legal Plan</span>
          <Story />
        </div>
      </div>
    ),
  ],
  args: {
    onOpenChange: fn(),
    children: (
      <HeaderNav aria-label="Main">
        <HeaderNavLink href="/tools/compare-plans">PLAN OPTIONS</HeaderNavLink>
        <HeaderNavLink href="/faqs">FAQS</HeaderNavLink>
        <HeaderNavLink href="/login">LOGIN</HeaderNavLink>
      </HeaderNav>
    ),
  },
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Wide: Story = {
  name: 'Wide screen: entries inline',
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeGreaterThanOrEqual(992);
    await expect(canvas.queryByRole('button', { name: 'Menu' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'FAQS' })).toBeVisible();
  },
};

export const NarrowClosed: Story = {
  name: 'Narrow screen: keyboard',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveAttribute('aria-controls');
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();

    // Enter opens (a disclosure: focus stays on the button).
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('data-state', 'open');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(button).toHaveFocus();
    const nav = canvas.getByRole('navigation', { name: 'Main' });
    await expect(within(nav).getAllByRole('link')).toHaveLength(3);
    await expect(
      document.getElementById(button.getAttribute('aria-controls') ?? ''),
    ).toContainElement(nav);

    // Into the panel, then Escape: closed, focus back on the button.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'PLAN OPTIONS' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);

    // Space toggles too; Escape on the button itself closes.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const NarrowOpen: Story = {
  name: 'Narrow screen: open',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menu' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    await expect(canvas.getByRole('link', { name: 'LOGIN' })).toBeVisible();
  },
};

export const CloseOnNavigate: Story = {
  name: 'Narrow screen: following a link closes it',
  args: { defaultOpen: true },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(canvas.getByRole('link', { name: 'FAQS' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const CustomLabel: Story = {
  args: { label: 'Menú' },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Menú' })).toBeVisible();
  },
};
