import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination } from './Pagination';

const meta = {
  title: 'Navigation/Pagination',
  component: Pagination,
  args: {
    currentPage: 6,
    pageCount: 12,
    hrefForPage: (page: number) => `/activity?page=${page}`,
    'aria-label': 'Activity pages',
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Links: Story = {
  name: 'Links, a long range',
  play: async ({ canvas, canvasElement }) => {
    const nav = canvas.getByRole('navigation', { name: 'Activity pages' });
    const numbers = within(nav).getAllByRole('listitem');
    // 1 … 5 [6] 7 … 12: the ellipses are shown but not read (the numbers say what is left out).
    await expect(numbers.map((item) => item.textContent)).toEqual(['1', '5', '6', '7', '12']);
    await expect(canvasElement.querySelectorAll('[aria-hidden="true"]')).toHaveLength(4);
    const current = canvas.getByRole('link', { name: 'Page 6' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('link', { name: 'Page 7' })).not.toHaveAttribute('aria-current');
    // Previous and Next say 'page' to screen readers, and point at the neighbours.
    const previous = canvas.getByRole('link', { name: 'Previous page' });
    await expect(previous).toHaveAttribute('href', '/activity?page=5');
    await expect(previous).toHaveAttribute('rel', 'prev');
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/activity?page=7',
    );
    // Reading and Tab order: Previous, the numbers, Next.
    await userEvent.tab();
    await expect(previous).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveFocus();
    // Every target is at least 24 px (WCAG 2.5.8).
    for (const link of canvas.getAllByRole('link')) {
      const box = link.getBoundingClientRect();
      await expect(box.width).toBeGreaterThanOrEqual(24);
      await expect(box.height).toBeGreaterThanOrEqual(24);
    }
  },
};

export const FirstPage: Story = {
  name: 'First page: no Previous',
  args: { currentPage: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Previous page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await expect(canvas.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/activity?page=2',
    );
  },
};

export const LastPage: Story = {
  name: 'Last page: no Next',
  args: { currentPage: 12 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: 'Next page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const FewPages: Story = {
  name: 'Few pages: every number',
  args: { currentPage: 2, pageCount: 3 },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      '1',
      '2',
      '3',
    ]);
  },
};

export const OnePage: Story = {
  name: 'One page: nothing',
  args: { currentPage: 1, pageCount: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const Buttons: Story = {
  name: 'Buttons, with a callback',
  args: { hrefForPage: undefined, onPageChange: fn(), currentPage: 1, pageCount: 8 },
  render: function Render(args) {
    const [page, setPage] = useState(args.currentPage);
    return (
      <Pagination
        {...args}
        currentPage={page}
        onPageChange={(next) => {
          setPage(next);
          args.onPageChange?.(next);
        }}
      />
    );
  },
  play: async ({ args, canvas }) => {
    await expect(canvas.queryByRole('link')).not.toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Page 8' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(8);
    await expect(canvas.queryByRole('button', { name: 'Next page' })).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeVisible();
  },
};

export const OtherWords: Story = {
  name: 'Other words (copy props)',
  args: {
    'aria-label': 'Páginas de actividad',
    previousLabel: 'Anterior',
    nextLabel: 'Siguiente',
    previousNextSuffix: '',
    pageLabel: (page: number) => `Página ${page}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Páginas de actividad' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Anterior' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Página 6' })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const Narrow: Story = {
  name: 'Narrow screen (320 px)',
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  // The visual regression run screenshots at 1024 px and cannot set a story's viewport.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(window.innerWidth).toBeLessThan(600);
    // Only the first, the current and the last page show; Previous and Next reach the rest.
    await expect(canvas.getByRole('link', { name: 'Page 1' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 6' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Page 12' })).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'Page 5' })).not.toBeInTheDocument();
    await expect(document.documentElement.scrollWidth).toBeLessThanOrEqual(window.innerWidth);
  },
};
