export type { SkipLinkProps } from './SkipLink';
export { SkipLink, skipLinkMessages } from './SkipLink';
