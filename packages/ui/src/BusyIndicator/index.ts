export type { BusyIndicatorProps } from './BusyIndicator';
export {
  BusyIndicator,
  busyIndicatorDefaultDelayMs,
  busyIndicatorMessages,
} from './BusyIndicator';
