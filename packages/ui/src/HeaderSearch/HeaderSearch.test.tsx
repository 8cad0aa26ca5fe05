import { cleanup, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createRef, type KeyboardEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { HeaderSearch, headerSearchMessages } from './HeaderSearch';

afterEach(cleanup);

describe('HeaderSearch', () => {
  it('gives inputRef the field and ref the form', () => {
    const inputRef = createRef<HTMLInputElement>();
    const ref = createRef<HTMLFormElement>();
    render(<HeaderSearch ref={ref} inputRef={inputRef} onSearch={vi.fn()} suggestions={[]} />);
    expect(inputRef.current).toBe(screen.getByRole('combobox', { name: 'Search' }));
    expect(ref.current).toBe(screen.getByRole('search'));
  });

  it('shows a suggestion given twice once, and takes its copy from props', async () => {
    const suggestionsStatus = vi.fn((count: number) => `${count} sugerencias`);
    render(
      <HeaderSearch
        onSearch={vi.fn()}
        label="Buscar"
        suggestionsLabel="Sugerencias"
        suggestionsStatus={suggestionsStatus}
        suggestions={['Dental', 'Dental', 'Vision']}
      />,
    );
    await userEvent.type(screen.getByRole('combobox', { name: 'Buscar' }), 'd');
    const listbox = screen.getByRole('listbox', { name: 'Sugerencias' });
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Dental', 'Vision']);
    expect(screen.getByRole('status').textContent).toBe('2 sugerencias');
    expect(suggestionsStatus).toHaveBeenLastCalledWith(2);
  });

  it('has English defaults for the status', () => {
    expect(headerSearchMessages.suggestionsStatus(1)).toBe(
      '1 suggestion. Use the up and down arrows to choose it.',
    );
    expect(headerSearchMessages.suggestionsStatus(4)).toMatch(/^4 suggestions\./);
  });

  it('leaves an Escape it has no use for to outer handlers, and marks the ones it uses', async () => {
    const outer = vi.fn((event: KeyboardEvent) => event.defaultPrevented);
    render(
      // biome-ignore lint/a11y/noStaticElementInteractions: records the keys that reach an outer handler, as the mobile menu's does.
      <div onKeyDown={outer}>
        <HeaderSearch onSearch={vi.fn()} suggestions={['Dental plans']} />
      </div>,
    );
    const field = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'd');
    expect(field.getAttribute('aria-expanded')).toBe('true');
    outer.mockClear();

    // Closes the list: handled.
    await userEvent.keyboard('{Escape}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(outer).toHaveLastReturnedWith(true);
    // Clears the text: handled.
    await userEvent.keyboard('{Escape}');
    expect((field as HTMLInputElement).value).toBe('');
    expect(outer).toHaveLastReturnedWith(true);
    // Nothing left to do: not handled, so the mobile menu may close.
    await userEvent.keyboard('{Escape}');
    expect(outer).toHaveLastReturnedWith(false);
  });

  it('does not open an empty list', async () => {
    render(<HeaderSearch onSearch={vi.fn()} suggestions={[]} />);
    const field = screen.getByRole('combobox', { name: 'Search' });
    await userEvent.type(field, 'zzz{ArrowDown}');
    expect(field.getAttribute('aria-expanded')).toBe('false');
    expect(field.hasAttribute('aria-activedescendant')).toBe(false);
    expect(screen.getByRole('status').textContent).toBe('');
  });
});
