/**
 * Admin: the owner's Admin Panel and the access list (docs/product/admin.md). The one entry other code may
 * import: the app mounts these routes.
 */
export { accessListRoutes } from './access-list.routes.js';
export { adminRoutes } from './admin.routes.js';
