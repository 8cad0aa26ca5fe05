export type { IdleDialogProps } from './IdleDialog';
export { IdleDialog, idleDialogAnnounceAt, idleDialogMessages } from './IdleDialog';
