export type { SummaryCardProps } from './SummaryCard';
export { SummaryCard } from './SummaryCard';
export type { SummaryListAction, SummaryListProps, SummaryListRow } from './SummaryList';
export { SummaryList, SummaryListActionLink } from './SummaryList';
