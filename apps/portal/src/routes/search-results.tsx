import { routeHandle } from '../app/route-handle.js';
import { SearchResultsPage } from '../features/search/search-results-page.js';

export const handle = routeHandle('Search results', 'unguarded');

export default SearchResultsPage;
