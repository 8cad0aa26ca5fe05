export type { HeaderNavProps } from './HeaderNav';
export { HeaderNav } from './HeaderNav';
export type { HeaderNavLinkProps } from './HeaderNavLink';
export { HeaderNavLink } from './HeaderNavLink';
