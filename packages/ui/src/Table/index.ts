export type {
  TableBodyProps,
  TableCellAlign,
  TableCellProps,
  TableHeaderCellProps,
  TableHeadProps,
  TableProps,
  TableRowProps,
} from './Table';
export { Table, TableBody, TableCell, TableHead, TableHeaderCell, TableRow } from './Table';
