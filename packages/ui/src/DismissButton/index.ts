export type { DismissButtonProps } from './DismissButton';
export { DismissButton } from './DismissButton';
