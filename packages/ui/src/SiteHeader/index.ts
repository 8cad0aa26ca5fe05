export type { SiteHeaderProps } from './SiteHeader';
export { SiteHeader } from './SiteHeader';
