export type { DashboardGridProps } from './DashboardGrid';
export { DashboardGrid } from './DashboardGrid';
export type { KeyValuePanelAction, KeyValuePanelItem, KeyValuePanelProps } from './KeyValuePanel';
export { KeyValuePanel } from './KeyValuePanel';
