import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/LinkProvider';
import { AccountMenu } from './AccountMenu';

afterEach(cleanup);

const navigate = vi.fn();

function RouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    />
  );
}

describe('AccountMenu', () => {
  it('renders link items with the app link component and action items with onSelect', async () => {
    navigate.mockClear();
    const logOut = vi.fn();
    const ref = createRef<HTMLButtonElement>();
    render(
      <LinkProvider component={RouterLink}>
        <AccountMenu
          ref={ref}
          firstName="Jane"
          lastName="Doe"
          items={[
            { label: 'Profile', href: '/my-profile' },
            { label: 'Log Out', onSelect: logOut },
          ]}
        />
      </LinkProvider>,
    );
    const trigger = screen.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    expect(ref.current).toBe(trigger);

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const list = document.getElementById(trigger.getAttribute('aria-controls') ?? '');
    if (!list) throw new Error('no list');
    const profile = within(list).getByRole('link', { name: 'Profile' });
    expect(profile.hasAttribute('data-router')).toBe(true);
    await userEvent.tab();
    expect(document.activeElement).toBe(profile);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/my-profile');
    expect(trigger.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(trigger);
    await userEvent.click(within(list).getByRole('button', { name: 'Log Out' }));
    expect(logOut).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(trigger);
  });

  it('is controlled by open and onOpenChange', async () => {
    const onOpenChange = vi.fn();
    const { rerender } = render(
      <AccountMenu
        firstName="Jane"
        lastName="Doe"
        items={[{ label: 'Log Out' }]}
        open={false}
        onOpenChange={onOpenChange}
      />,
    );
    const trigger = screen.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(trigger);
    expect(onOpenChange).toHaveBeenLastCalledWith(true);
    // Still closed until the parent says otherwise.
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
    rerender(
      <AccountMenu
        firstName="Jane"
        lastName="Doe"
        items={[{ label: 'Log Out' }]}
        open
        onOpenChange={onOpenChange}
      />,
    );
    expect(trigger.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Log Out' })).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('merges an onClick from the caller, which may cancel the toggle', async () => {
    const onClick = vi.fn((event: { preventDefault: () => void }) => event.preventDefault());
    render(<AccountMenu firstName="Jane" lastName="Doe" items={[]} onClick={onClick} />);
    const trigger = screen.getByRole('button', { name: 'Jane Doe MY ACCOUNT' });
    await userEvent.click(trigger);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(trigger.getAttribute('aria-expanded')).toBe('false');
  });

  it('takes explicit initials', () => {
    render(<AccountMenu firstName="Mary Ann" lastName="O'Neil" initials="MO" items={[]} />);
    expect(screen.getByRole('button').textContent).toContain('MO');
  });
});
