export type { AlertBannerProps, AlertBannerStatus } from './AlertBanner';
export { AlertBanner, alertBannerMessages } from './AlertBanner';
