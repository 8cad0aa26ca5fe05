import { cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { type LinkComponentProps, LinkProvider } from '../Link/LinkProvider';
import { Pagination } from './Pagination';

afterEach(cleanup);

/** Stands in for the portal's router link: marks what it renders and stays on the page. */
function RouterLink({ href, onClick, ...rest }: LinkComponentProps) {
  return (
    <a
      {...rest}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
      }}
    />
  );
}

describe('Pagination', () => {
  it("renders every link through the app's router link", () => {
    render(
      <LinkProvider component={RouterLink}>
        <Pagination currentPage={2} pageCount={3} hrefForPage={(page) => `/payments/${page}`} />
      </LinkProvider>,
    );
    const links = screen.getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/payments/1',
      '/payments/1',
      '/payments/2',
      '/payments/3',
      '/payments/3',
    ]);
    for (const link of links) expect(link.hasAttribute('data-router-link')).toBe(true);
    expect(screen.getByRole('navigation', { name: 'Pagination' })).toBeTruthy();
  });

  it('calls onPageChange on a link click too, with the page chosen', async () => {
    const onPageChange = vi.fn();
    render(
      <LinkProvider component={RouterLink}>
        <Pagination
          currentPage={5}
          pageCount={9}
          hrefForPage={(page) => `?page=${page}`}
          onPageChange={onPageChange}
        />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: 'Next page' }));
    expect(onPageChange).toHaveBeenCalledWith(6);
    await userEvent.click(screen.getByRole('link', { name: 'Page 9' }));
    expect(onPageChange).toHaveBeenLastCalledWith(9);
  });

  it('forwards the ref and rest props to the nav, and renders nothing for one page', () => {
    const ref = createRef<HTMLElement>();
    const { rerender } = render(
      <Pagination
        ref={ref}
        id="results-pages"
        currentPage={1}
        pageCount={4}
        onPageChange={vi.fn()}
      />,
    );
    expect(ref.current?.tagName).toBe('NAV');
    expect(ref.current?.id).toBe('results-pages');
    rerender(<Pagination ref={ref} currentPage={1} pageCount={1} onPageChange={vi.fn()} />);
    expect(screen.queryByRole('navigation')).toBeNull();
  });
});
