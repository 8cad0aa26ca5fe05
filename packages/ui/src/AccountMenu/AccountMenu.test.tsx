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
    const menu = await screen.findByRole('menu');
    const profile = within(menu).getByRole('menuitem', { name: 'Profile' });
    expect(profile.hasAttribute('data-router')).toBe(true);
    await userEvent.keyboard('{Enter}');
    expect(navigate).toHaveBeenCalledWith('/my-profile');

    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Log Out' }));
    expect(logOut).toHaveBeenCalledTimes(1);
  });

  it('takes explicit initials', () => {
    render(<AccountMenu firstName="Mary Ann" lastName="O'Neil" initials="MO" items={[]} />);
    expect(screen.getByRole('button').textContent).toContain('MO');
  });
});
