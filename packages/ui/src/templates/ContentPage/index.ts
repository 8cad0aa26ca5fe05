export type { ContentPageLink, ContentPageProps } from './ContentPage';
export { ContentPage, contentPageMessages } from './ContentPage';
