export type { DashboardCardAction, DashboardCardProps } from './DashboardCard';
export { DashboardCard } from './DashboardCard';
export type { DashboardPageProps } from './DashboardPage';
export { DashboardPage } from './DashboardPage';
