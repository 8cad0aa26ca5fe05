export type { AlertsBellProps } from './AlertsBell';
export { AlertsBell, alertsBellMessages } from './AlertsBell';
