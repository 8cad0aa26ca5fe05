import { cleanup, render, screen } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderNavLink } from '../HeaderNav/HeaderNavLink';
import { Link } from './Link';
import { type LinkComponentProps, LinkProvider } from './LinkProvider';

afterEach(cleanup);

const navigate = vi.fn();

/** What a portal passes: its router's link, here recording the navigation. */
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

describe('Link', () => {
  it('renders a plain <a> without a provider, forwarding the ref and rest props', () => {
    const ref = createRef<HTMLAnchorElement>();
    render(
      <Link ref={ref} href="/contact" data-analytics="footer-contact" target="_self">
        Contact Us
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'Contact Us' });
    expect(ref.current).toBe(link);
    expect(link.tagName).toBe('A');
    expect(link.getAttribute('href')).toBe('/contact');
    expect(link.dataset.analytics).toBe('footer-contact');
    expect(link.getAttribute('target')).toBe('_self');
  });

  it('renders through the LinkProvider component, which receives href, props and ref', async () => {
    navigate.mockClear();
    const ref = createRef<HTMLAnchorElement>();
    const onClick = vi.fn();
    render(
      <LinkProvider component={RouterLink}>
        <Link ref={ref} href="/privacy" onClick={onClick}>
          Privacy Policy
        </Link>
        <HeaderNavLink href="/faqs" current>
          FAQS
        </HeaderNavLink>
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: 'Privacy Policy' });
    expect(link.hasAttribute('data-router')).toBe(true);
    expect(ref.current).toBe(link);
    await userEvent.click(link);
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(navigate).toHaveBeenCalledWith('/privacy');

    const navLink = screen.getByRole('link', { name: 'FAQS' });
    expect(navLink.hasAttribute('data-router')).toBe(true);
    expect(navLink.getAttribute('aria-current')).toBe('page');
  });
});
