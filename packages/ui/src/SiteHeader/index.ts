export type { SiteHeaderProps } from './SiteHeader';
export { SiteHeader, siteHeaderMessages } from './SiteHeader';
