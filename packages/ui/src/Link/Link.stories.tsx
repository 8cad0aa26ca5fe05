import type { Meta, StoryObj } from '@storybook/react-vite';
import type { MouseEvent } from 'react';
import { expect, fn } from 'storybook/test';
import { Link } from './Link';
import { type LinkComponentProps, LinkProvider } from './LinkProvider';

const meta = {
  title: 'Navigation/Link',
  component: Link,
  args: {
    href: '/contact',
    children: 'Contact Us',
  },
  argTypes: {
    variant: { control: 'inline-radio', options: ['inline', 'standalone'] },
  },
} satisfies Meta<typeof Link>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Inline: Story = {
  render: (args) => (
    <p>
      Questions about your plan? <Link {...args} /> and we will help.
    </p>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Contact Us' });
    await expect(link).toHaveAttribute('href', '/contact');
    await userEvent.tab();
    await expect(link).toHaveFocus();
  },
};

export const Standalone: Story = {
  args: { variant: 'standalone', href: '/faqs', children: 'Additional FAQs' },
};

const navigate = fn();

/** What a portal passes: a wrapper that renders its router's link with `to={href}`. */
function FakeRouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    event.preventDefault();
    navigate(href);
  }
  return <a {...rest} href={href} data-router-link="" onClick={handleClick} />;
}

export const WithRouterLink: Story = {
  name: 'With a router link (LinkProvider)',
  args: { href: '/privacy', children: 'Privacy Policy' },
  render: (args) => (
    <LinkProvider component={FakeRouterLink}>
      <Link {...args} />
    </LinkProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    navigate.mockClear();
    const link = canvas.getByRole('link', { name: 'Privacy Policy' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(navigate).toHaveBeenCalledWith('/privacy');
  },
};
