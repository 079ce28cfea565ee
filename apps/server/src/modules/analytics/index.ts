/**
 * Analytics (docs/product/analytics.md): the Analytics group's reports of an organisation, for admins. The
 * app mounts the routes.
 */
export { analyticsRoutes } from './analytics.routes.js';
