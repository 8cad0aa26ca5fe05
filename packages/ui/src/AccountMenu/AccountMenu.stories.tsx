import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { demoAccountItems } from '../internal/story-fixtures';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { AccountMenu } from './AccountMenu';

const logOut = fn();

const meta = {
  title: 'Layout/AccountMenu',
  component: AccountMenu,
  parameters: { layout: 'fullscreen' },
  // The menu lives in the header; the header re-points the text colours it reads.
  decorators: [
    (Story) => (
      <SiteHeader productName="Legal Plan">
        <Story />
      </SiteHeader>
    ),
  ],
  args: {
    firstName: 'Jane',
    lastName: 'Doe',
    items: [...demoAccountItems, { label: 'Log Out', onSelect: logOut }],
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {
  play: async ({ canvas, userEvent }) => {
    const trigger = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await expect(trigger).toHaveTextContent('JD');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');

    // Tab to the trigger, Enter opens the menu and focuses the first item.
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The menu is portalled to <body>, outside the story's canvas.
    const menu = await screen.findByRole('menu');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    const items = within(menu).getAllByRole('menuitem');
    await expect(items.map((item) => item.textContent)).toEqual([
      'Profile',
      'Banks',
      'Security Settings',
      'Log Out',
    ]);
    await waitFor(() => expect(items[0]).toHaveFocus());

    // Arrows move through the items.
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[1]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(items[2]).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(items[1]).toHaveFocus();

    // Escape closes and focus returns to the trigger.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { docs: { story: { inline: false, height: '22rem' } } },
  play: async () => {
    const menu = await screen.findByRole('menu');
    await expect(within(menu).getByRole('menuitem', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Banks' })).toHaveAttribute(
      'href',
      '/bank-dashboard',
    );
    await expect(within(menu).getByRole('menuitem', { name: 'Security Settings' })).toHaveAttribute(
      'href',
      '/security-dashboard',
    );
  },
};

export const SelectLogOut: Story = {
  name: 'Log Out with the keyboard',
  play: async ({ canvas, userEvent }) => {
    logOut.mockClear();
    const trigger = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.tab();
    // ArrowDown opens too.
    await userEvent.keyboard('{ArrowDown}');
    const menu = await screen.findByRole('menu');
    const logOutItem = within(menu).getByRole('menuitem', { name: 'Log Out' });
    await waitFor(() => expect(within(menu).getAllByRole('menuitem')[0]).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(logOutItem).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logOut).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const CustomLabel: Story = {
  args: { label: 'MI CUENTA', firstName: 'José', lastName: 'Álvarez' },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'José Álvarez MI CUENTA' });
    await expect(trigger).toHaveTextContent('JÁ');
  },
};
