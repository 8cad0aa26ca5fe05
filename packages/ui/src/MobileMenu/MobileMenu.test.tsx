import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { AccountMenu } from '../AccountMenu/AccountMenu';
import { HeaderNav } from '../HeaderNav/HeaderNav';
import { HeaderNavLink } from '../HeaderNav/HeaderNavLink';
import { SiteHeader } from '../SiteHeader/SiteHeader';

/** Chrome applies media queries on the next frame after the viewport changes. */
async function resize(width: number) {
  await page.viewport(width, 800);
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
}

function Header({ onMenuOpenChange }: { onMenuOpenChange?: (open: boolean) => void }) {
  return (
    <SiteHeader productName="Legal Plan" onMenuOpenChange={onMenuOpenChange}>
      <HeaderNav aria-label="Main">
        <HeaderNavLink href="/dashboard">DASHBOARD</HeaderNavLink>
        <AccountMenu firstName="Jane" lastName="Doe" items={[{ label: 'Log Out' }]} />
      </HeaderNav>
    </SiteHeader>
  );
}

beforeEach(() => resize(1200));
afterEach(async () => {
  cleanup();
  await resize(1200);
});

describe('SiteHeader mobile menu', () => {
  it('switches layout with the viewport by CSS alone: button below 992 px, inline nav above', async () => {
    render(<Header />);
    // Wide: no button in the accessibility tree, the nav is shown.
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();

    await resize(991);
    const button = screen.getByRole('button', { name: 'Menu' });
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull();

    await resize(992);
    expect(screen.queryByRole('button', { name: 'Menu' })).toBeNull();
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy();
  });

  it('opens with Enter, closes with Escape from inside and returns focus to the button', async () => {
    await resize(375);
    const onMenuOpenChange = vi.fn();
    render(<Header onMenuOpenChange={onMenuOpenChange} />);
    const button = screen.getByRole('button', { name: 'Menu' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    expect(button.getAttribute('aria-expanded')).toBe('true');
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(true);
    const panel = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(panel?.getAttribute('data-state')).toBe('open');

    await userEvent.tab();
    expect(document.activeElement).toBe(screen.getByRole('link', { name: 'DASHBOARD' }));
    await userEvent.keyboard('{Escape}');
    expect(button.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(button);
    expect(onMenuOpenChange).toHaveBeenLastCalledWith(false);
  });

  it('closes an open panel when the window widens past the breakpoint', async () => {
    await resize(375);
    render(<Header />);
    const button = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    expect(button.getAttribute('aria-expanded')).toBe('true');

    await resize(1200);
    await resize(375);
    expect(screen.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe(
      'false',
    );
  });

  it('forwards the ref and rest props to the <header>', () => {
    const ref = createRef<HTMLElement>();
    render(
      <SiteHeader ref={ref} data-testid="site-header">
        <span>entry</span>
      </SiteHeader>,
    );
    expect(ref.current?.tagName).toBe('HEADER');
    expect(ref.current?.dataset.testid).toBe('site-header');
  });
});
