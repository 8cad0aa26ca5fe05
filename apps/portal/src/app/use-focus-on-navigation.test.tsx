import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useRef } from 'react';
import { Link, MemoryRouter, Route, Routes, useLocation, useNavigate } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useFocusOnNavigation } from './use-focus-on-navigation.js';

/*
 * Focus after a navigation (an exploratory review found it left on the header's link, or on the
 * document): the new page's heading, unless the page put focus in itself.
 */

function Shell() {
  useFocusOnNavigation();
  return (
    <>
      <header>
        <Link to="/profile">Profile</Link>
        <AccountMenu />
      </header>
      <main>
        <Routes>
          <Route path="/" element={<Home />} />
          <Route path="/profile" element={<h1>My profile</h1>} />
          <Route path="/search" element={<Search />} />
          <Route path="/waiting" element={<p role="status">Loading…</p>} />
        </Routes>
      </main>
    </>
  );
}

/** A menu that gives focus back to its button as it closes, on the page its item opened. */
function AccountMenu() {
  const { pathname } = useLocation();
  const button = useRef<HTMLButtonElement>(null);
  const navigate = useNavigate();
  useEffect(() => {
    if (pathname === '/profile') button.current?.focus();
  }, [pathname]);
  return (
    <button type="button" ref={button} onClick={() => navigate('/profile')}>
      MY ACCOUNT
    </button>
  );
}

function Home() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Home</h1>
      <button type="button" onClick={() => navigate('/waiting')}>
        Continue
      </button>
      <Link to="/search">Search</Link>
    </>
  );
}

/** A page that puts focus in itself, as a form with an autofocused field does. */
function Search() {
  return (
    <>
      <h1>Search</h1>
      {/* biome-ignore lint/a11y/noAutofocus: the case under test. */}
      <input aria-label="Query" autoFocus />
    </>
  );
}

function renderShell() {
  return render(
    <MemoryRouter>
      <Shell />
    </MemoryRouter>,
  );
}

describe('focus after a navigation', () => {
  it('leaves the first page alone, then moves from the header link to the new heading', async () => {
    const user = userEvent.setup();
    renderShell();
    expect(document.activeElement).toBe(document.body);
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    const heading = await screen.findByRole('heading', { name: 'My profile' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAttribute('tabindex', '-1');
  });

  it('moves from a menu that took focus back as it closed', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'MY ACCOUNT' }));
    const heading = await screen.findByRole('heading', { name: 'My profile' });
    await waitFor(() => expect(heading).toHaveFocus());
  });

  it('moves to the main region while the new page has no heading yet', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('status');
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('keeps the focus a page put in itself', async () => {
    const user = userEvent.setup();
    renderShell();
    await user.click(screen.getByRole('link', { name: 'Search' }));
    const query = await screen.findByRole('textbox', { name: 'Query' });
    await waitFor(() => expect(query).toHaveFocus());
  });
});
