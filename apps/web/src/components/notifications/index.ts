export { NotificationHost } from './notification-host';
export { useNotify, type Notify } from './use-notify';
export {
  notificationsSlice,
  notified,
  dismissed,
  selectCurrentNotification,
  NOTIFICATION_DURATION_MS,
} from './notifications-slice';
export type { Notification, NotificationVariant } from './notifications-slice';
