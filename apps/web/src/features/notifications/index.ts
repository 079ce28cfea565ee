/** Notifications (docs/product/notifications.md): the bell the sidebar shows and the list's query key. */
export { notificationsQueryKey } from './api/get-notifications';
export { NotificationsButton } from './components/notifications-button';
