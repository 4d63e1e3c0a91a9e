export { useNotifications } from './notifications-api';
export { NotificationsMenu } from './notifications-menu';
export { NotificationsPanel } from './notifications-panel';
export { useDoorbell } from './use-doorbell';
