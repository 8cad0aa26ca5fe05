export type { SiteFooterProps } from './SiteFooter';
export { SiteFooter } from './SiteFooter';
