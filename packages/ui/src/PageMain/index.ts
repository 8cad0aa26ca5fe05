export type { PageMainProps } from './PageMain';
export { mainContentId, PageMain } from './PageMain';
