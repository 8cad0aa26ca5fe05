import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, waitFor, within } from 'storybook/test';
import { SiteHeader } from '../SiteHeader/SiteHeader';
import { HeaderSearch, type HeaderSearchProps } from './HeaderSearch';

const topics = [
  'Dental plans',
  'Dental plan costs',
  'Dependent care FSA',
  'Vision plans',
  'Legal plan',
  'Long term care',
];

const meta = {
  title: 'Layout/HeaderSearch',
  component: HeaderSearch,
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <SiteHeader productName="Legal Plan">
        <Story />
      </SiteHeader>
    ),
  ],
  args: {
    onSearch: fn(),
    onQueryChange: fn(),
  },
} satisfies Meta<typeof HeaderSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvas, userEvent }) => {
    const form = canvas.getByRole('search');
    await expect(form.tagName).toBe('FORM');
    const field = within(form).getByRole('searchbox', { name: 'Search' });
    const submit = within(form).getByRole('button', { name: 'Search' });
    await expect(submit).toHaveAttribute('type', 'submit');

    // Enter submits the trimmed query.
    await userEvent.tab();
    await expect(field).toHaveFocus();
    await userEvent.keyboard('  dental plans  ');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('  dental plans  ');
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('dental plans');

    // The button submits too.
    await userEvent.tab();
    await expect(submit).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);

    // Escape clears the text (and focus stays in the field).
    await userEvent.click(field);
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');

    // Blank input is ignored, by Enter and by the button.
    await userEvent.keyboard('   {Enter}');
    await userEvent.click(submit);
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(field).toHaveFocus();
  },
};

export const VisibleLabel: Story = {
  args: { labelHidden: false, label: 'Search the site' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Search the site')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search the site' })).toBeInTheDocument();
  },
};

export const WithQuery: Story = {
  name: 'With a query',
  args: { defaultQuery: 'vision' },
  play: async ({ args, canvas, userEvent }) => {
    await expect(canvas.getByRole('searchbox', { name: 'Search' })).toHaveValue('vision');
    await userEvent.click(canvas.getByRole('button', { name: 'Search' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('vision');
  },
};

/** What the app does: filter (or fetch) suggestions for the text, and pass them back. */
function SearchWithSuggestions(props: HeaderSearchProps) {
  const [query, setQuery] = useState('');
  const needle = query.trim().toLowerCase();
  const suggestions =
    needle === '' ? [] : topics.filter((topic) => topic.toLowerCase().includes(needle));
  return (
    <HeaderSearch
      {...props}
      query={query}
      suggestions={suggestions}
      onQueryChange={(next) => {
        props.onQueryChange?.(next);
        setQuery(next);
      }}
    />
  );
}

export const WithSuggestions: Story = {
  name: 'With suggestions: choose one by keyboard',
  render: (args) => <SearchWithSuggestions {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(field);
    await userEvent.keyboard('den');

    const listbox = await canvas.findByRole('listbox');
    await expect(listbox).toHaveAccessibleName('Suggestions');
    await expect(field).toHaveAttribute('aria-autocomplete', 'list');
    await expect(field).toHaveAttribute('aria-expanded', 'true');
    await expect(field).toHaveAttribute('aria-controls', listbox.id);
    // No option is active yet: Enter would search the typed text.
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    // The count is announced politely.
    await expect(canvas.getByRole('status')).toHaveTextContent(
      '3 suggestions. Use the up and down arrows to choose one.',
    );
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((option) => option.textContent)).toEqual([
      'Dental plans',
      'Dental plan costs',
      'Dependent care FSA',
    ]);

    // Arrows move the active option; focus stays in the field (aria-activedescendant).
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id));
    await expect(options[1]).toHaveAttribute('aria-selected', 'true');
    await expect(options[0]).toHaveAttribute('aria-selected', 'false');
    await expect(field).toHaveFocus();

    // Enter chooses it and searches for it.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('Dental plan costs');
    await expect(field).toHaveValue('Dental plan costs');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('status')).toHaveTextContent('');
    await expect(field).toHaveFocus();

    // ArrowDown reopens the list; choosing the same suggestion again searches again.
    await userEvent.keyboard('{ArrowDown}');
    const again = await canvas.findByRole('option', { name: 'Dental plan costs' });
    await waitFor(() => expect(field).toHaveAttribute('aria-activedescendant', again.id));
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(2);
    await expect(args.onSearch).toHaveBeenLastCalledWith('Dental plan costs');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
  },
};

export const SuggestionsTypedText: Story = {
  name: 'With suggestions: search for the typed text',
  render: (args) => <SearchWithSuggestions {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard(' vision ');
    await canvas.findByRole('listbox');
    // No option active: Enter searches the text as typed (trimmed), not a suggestion.
    await userEvent.keyboard('{Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
    await expect(args.onSearch).toHaveBeenLastCalledWith('vision');

    // Escape closes the list first, then clears the text.
    await userEvent.keyboard('{Backspace}');
    await canvas.findByRole('listbox');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(field).toHaveValue(' vision');
    await userEvent.keyboard('{Escape}');
    await expect(field).toHaveValue('');

    // Blank input is ignored.
    await userEvent.keyboard('  {Enter}');
    await expect(args.onSearch).toHaveBeenCalledTimes(1);
  },
};

export const SuggestionsWrap: Story = {
  name: 'With suggestions: the arrows wrap',
  render: (args) => <SearchWithSuggestions {...args} />,
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard('dental');
    const options = within(await canvas.findByRole('listbox')).getAllByRole('option');
    await expect(options).toHaveLength(2);
    // ArrowUp from no active option goes to the last; past either end, round to the other.
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    await userEvent.keyboard('{ArrowDown}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[0]?.id);
    await userEvent.keyboard('{ArrowUp}');
    await expect(field).toHaveAttribute('aria-activedescendant', options[1]?.id);
    // Typing makes no option active again.
    await userEvent.keyboard('{Backspace}');
    await expect(field).not.toHaveAttribute('aria-activedescendant');
    // Tab leaves the list behind.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Search' })).toHaveFocus();
    await expect(field).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const SuggestionsOpen: Story = {
  name: 'With suggestions: list shown',
  render: (args) => <SearchWithSuggestions {...args} />,
  parameters: { docs: { story: { inline: false, height: '22rem' } } },
  play: async ({ canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard('plan{ArrowDown}');
    const listbox = await canvas.findByRole('listbox');
    await expect(within(listbox).getAllByRole('option')).toHaveLength(4);
    // Under the field, above the page.
    await expect(listbox.getBoundingClientRect().top).toBeGreaterThanOrEqual(
      field.getBoundingClientRect().bottom,
    );
    await expect(canvas.getByRole('status')).toHaveTextContent(/^4 suggestions/);
  },
};

export const SuggestionsByPointer: Story = {
  name: 'With suggestions: choose one by pointer',
  render: (args) => <SearchWithSuggestions {...args} />,
  play: async ({ args, canvas, userEvent }) => {
    const field = canvas.getByRole('combobox', { name: 'Search' });
    await userEvent.click(field);
    await userEvent.keyboard('plan');
    const listbox = await canvas.findByRole('listbox');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Legal plan' }));
    await expect(args.onSearch).toHaveBeenLastCalledWith('Legal plan');
  },
};
