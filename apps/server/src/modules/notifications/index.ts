/**
 * Notifications: the bell's list and the live `notification` event (docs/product/notifications.md). Other
 * features tell a user something through `notifyUser` (row + live event) or `createNotification` (row only).
 */
export { createNotification, listNotifications } from './notifications.queries.js';
export { notificationsRoutes } from './notifications.routes.js';
export { type NotifyUserInput, notifyUser } from './notify-user.js';
