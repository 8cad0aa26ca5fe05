export type { HeaderSearchProps } from './HeaderSearch';
export { HeaderSearch, headerSearchMessages } from './HeaderSearch';
