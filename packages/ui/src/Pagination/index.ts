export type { PaginationProps } from './Pagination';
export { Pagination, paginationMessages } from './Pagination';
export type { PaginationItem } from './pagination-items';
export { paginationItems } from './pagination-items';
