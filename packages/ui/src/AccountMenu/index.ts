export type { AccountMenuItem, AccountMenuProps } from './AccountMenu';
export { AccountMenu, accountMenuMessages } from './AccountMenu';
