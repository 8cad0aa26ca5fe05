export type { MobileMenuProps } from './MobileMenu';
export { MobileMenu, mobileMenuMessages } from './MobileMenu';
