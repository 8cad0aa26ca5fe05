import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { demoAccountItems } from '../internal/story-fixtures';
import { Link } from '../Link/Link';
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
    onOpenChange: fn(),
  },
} satisfies Meta<typeof AccountMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The list the button controls (`aria-controls`), shown or not. */
function listOf(button: HTMLElement): HTMLElement {
  const list = document.getElementById(button.getAttribute('aria-controls') ?? '');
  if (!list) throw new Error('the button controls no element');
  return list;
}

export const Closed: Story = {
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await expect(button).toHaveTextContent('JD');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).not.toHaveAttribute('aria-haspopup');
    await expect(button).toHaveAttribute('data-state', 'closed');
    // Closed, the items are out of the accessibility tree and the tab order.
    await expect(listOf(button)).not.toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
  },
};

export const Open: Story = {
  args: { defaultOpen: true },
  parameters: { docs: { story: { inline: false, height: '22rem' } } },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(button).toHaveAttribute('data-state', 'open');
    const list = listOf(button);
    await expect(list).toBeVisible();
    await expect(list.tagName).toBe('UL');
    // A list of links (navigate) and buttons (act), not role="menu".
    await expect(within(list).getByRole('link', { name: 'Profile' })).toHaveAttribute(
      'href',
      '/my-profile',
    );
    await expect(within(list).getByRole('link', { name: 'Banks' })).toHaveAttribute(
      'href',
      '/bank-dashboard',
    );
    await expect(within(list).getByRole('link', { name: 'Security Settings' })).toHaveAttribute(
      'href',
      '/security-dashboard',
    );
    await expect(within(list).getByRole('button', { name: 'Log Out' })).toBeVisible();
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    // Log Out (a button) lines up with the links: same start of text, same row height and type.
    const items = within(list)
      .getAllByRole('listitem')
      .map((item) => item.firstElementChild);
    const textStart = (element: Element | null | undefined) => {
      const range = document.createRange();
      if (element) range.selectNodeContents(element);
      return range.getBoundingClientRect().left;
    };
    const [profile, , , logOutItem] = items;
    await expect(textStart(logOutItem)).toBe(textStart(profile));
    await expect(logOutItem?.getBoundingClientRect().height).toBe(
      profile?.getBoundingClientRect().height,
    );
    const look = (element: Element | null | undefined) => {
      const style = element ? getComputedStyle(element) : null;
      return [style?.fontSize, style?.fontWeight, style?.textDecorationLine, style?.color];
    };
    await expect(look(logOutItem)).toEqual(look(profile));
    // Under the button, above the page.
    const buttonBox = button.getBoundingClientRect();
    const listBox = list.getBoundingClientRect();
    await expect(listBox.top).toBeGreaterThanOrEqual(buttonBox.bottom);
    await expect(getComputedStyle(list).position).toBe('absolute');
  },
};

export const Keyboard: Story = {
  name: 'Keyboard: open, move through, Escape',
  play: async ({ args, canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    const list = listOf(button);

    // Tab to the button; Enter opens the list (a disclosure: focus stays on the button).
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);
    await expect(list).toBeVisible();
    await expect(button).toHaveFocus();

    // Tab moves through the items, in order.
    for (const name of ['Profile', 'Banks', 'Security Settings']) {
      await userEvent.tab();
      await expect(within(list).getByRole('link', { name })).toHaveFocus();
    }
    await userEvent.tab();
    await expect(within(list).getByRole('button', { name: 'Log Out' })).toHaveFocus();

    // Escape closes and focus returns to the button.
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(list).not.toBeVisible();
    await expect(button).toHaveFocus();

    // Space toggles too; Escape on the button itself closes.
    await userEvent.keyboard(' ');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const FocusLeaves: Story = {
  name: 'Focus moving out closes',
  args: { items: demoAccountItems },
  // Controls before and after the menu, for focus to move to.
  render: (args) => (
    <>
      <Link href="/before">Before</Link>
      <AccountMenu {...args} />
      <Link href="/after">After</Link>
    </>
  ),
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Security Settings' })).toHaveFocus();
    // Tab past the last item: the list closes.
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'After' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');

    // Shift+Tab out of the button: the list closes too.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab({ shift: true });
    await expect(canvas.getByRole('link', { name: 'Before' })).toHaveFocus();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ClickOutside: Story = {
  name: 'A click outside closes',
  play: async ({ canvas, canvasElement, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // The product name, outside the menu.
    await userEvent.click(within(canvasElement).getByText('Legal Plan'));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    // A click on the button toggles.
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const SelectLogOut: Story = {
  name: 'Log Out with the keyboard',
  play: async ({ canvas, userEvent }) => {
    logOut.mockClear();
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const logOutButton = within(listOf(button)).getByRole('button', { name: 'Log Out' });
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(logOutButton).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(logOut).toHaveBeenCalledTimes(1);
    // Choosing closes the list; focus goes back to the button, not to <body>.
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
  },
};

export const FollowLink: Story = {
  name: 'Following a link closes',
  args: { defaultOpen: true },
  play: async ({ canvas, userEvent }) => {
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    // The preview's router link records the navigation instead of leaving the story.
    await userEvent.click(canvas.getByRole('link', { name: 'Banks' }));
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Narrow: Story = {
  name: 'Narrow screen: inside the Menu panel',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas, userEvent }) => {
    await expect(window.innerWidth).toBeLessThan(992);
    const menuButton = canvas.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    const button = canvas.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(button);
    const list = listOf(button);
    // In the flow under the button, as wide as the panel's entries.
    await expect(list).toBeVisible();
    await expect(getComputedStyle(list).position).toBe('static');
    const panel = document.getElementById(menuButton.getAttribute('aria-controls') ?? '');
    const entry = button.parentElement?.getBoundingClientRect();
    await expect(entry?.width).toBeCloseTo(panel?.getBoundingClientRect().width ?? 0, 0);
    await expect(list.getBoundingClientRect().width).toBeCloseTo(entry?.width ?? 0, 0);
    await expect(list.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      button.getBoundingClientRect().bottom,
    );

    // The first Escape closes the account list, the second the Menu panel.
    await userEvent.click(canvas.getByRole('link', { name: 'Profile' }));
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(menuButton);
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toHaveFocus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(menuButton).toHaveFocus();
  },
};

export const CustomLabel: Story = {
  args: { label: 'MI CUENTA', firstName: 'José', lastName: 'Álvarez' },
  play: async ({ canvas }) => {
    const button = canvas.getByRole('button', { name: 'José Álvarez MI CUENTA' });
    await expect(button).toHaveTextContent('JÁ');
  },
};
