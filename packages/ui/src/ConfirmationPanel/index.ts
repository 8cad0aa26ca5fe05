export type { ConfirmationPanelProps } from './ConfirmationPanel';
export { ConfirmationPanel } from './ConfirmationPanel';
