/**
 * The audit log (docs/product/admin.md#audit-log): other modules record their setting changes and erasures
 * with `recordAudit`, inside the change's own transaction; the app mounts the routes.
 */
export { type AuditRecord, recordAudit, updateAuditDetails } from './audit.queries.js';
export { auditRoutes } from './audit.routes.js';
