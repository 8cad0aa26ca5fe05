/**
 * The words of /search/{query} (spec section 7). The header's search form has its own words, in
 * shell/shell-copy.ts.
 */
export const searchCopy = {
  heading: 'Search results',
  searching: 'Searching…',
  resultsFor: (count: number, query: string) =>
    count === 1 ? `1 result for “${query}”` : `${count} results for “${query}”`,
  showingFirst: (shown: number, total: number) =>
    `Showing the best ${shown} of ${total}. Add words to narrow your search.`,
  noResults: (query: string) => `We found no results for “${query}”.`,
  noResultsHint: 'Check the spelling, try other words, or use the menu to find your way.',
  resultsLabel: 'Results',
  categories: {
    Pages: 'Page',
    Plans: 'Plans',
    FAQs: 'FAQ',
    Privacy: 'Privacy',
  },
} as const;
