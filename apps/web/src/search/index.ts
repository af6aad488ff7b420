export { SearchBox, SearchView, type SearchViewProps } from './SearchView.js';
export { searchObjects, type SearchResults } from './search-objects.js';
