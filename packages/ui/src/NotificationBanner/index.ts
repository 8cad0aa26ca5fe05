export type { NotificationBannerProps, NotificationBannerType } from './NotificationBanner';
export { NotificationBanner, notificationBannerMessages } from './NotificationBanner';
