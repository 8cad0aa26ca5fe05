export type { DetailsProps } from './Details';
export { Details } from './Details';
