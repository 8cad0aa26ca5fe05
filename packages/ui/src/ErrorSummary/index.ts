export type { ErrorSummaryItem, ErrorSummaryProps } from './ErrorSummary';
export { ErrorSummary, errorSummaryMessages } from './ErrorSummary';
