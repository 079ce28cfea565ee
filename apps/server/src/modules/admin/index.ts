/**
 * Admin: the owner's Admin Panel and the access list, and an organisation's User Management
 * (docs/product/admin.md). The one entry other code may import: the app mounts these routes.
 */
export { accessListRoutes } from './access-list.routes.js';
export { adminRoutes } from './admin.routes.js';
export { organizationUsersRoutes } from './organization-users.routes.js';
export { systemSettingsRoutes } from './system-settings.routes.js';
export { organisationWebhooks } from './webhook-settings.service.js';
