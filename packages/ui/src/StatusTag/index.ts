export type { StatusTagProps, StatusTagTone } from './StatusTag';
export { StatusTag } from './StatusTag';
