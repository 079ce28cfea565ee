/**
 * The Admin Panel (docs/product/admin.md): the page and its `?tab=` search schema, and an organisation's User
 * Management (docs/product/admin.md#user-management) and the sections of System Settings
 * (docs/product/admin.md#system-settings), for the route tree.
 */
export { AdminPanelPage } from './components/admin-panel-page';
export { AiProviderSection } from './components/system-settings/ai-provider-section';
export { AuditLogSection } from './components/system-settings/audit-log-section';
export { DataRetentionSection } from './components/system-settings/data-retention-section';
export { DefaultToneSection } from './components/system-settings/default-tone-section';
export { DiagnosticsSection } from './components/system-settings/diagnostics-section';
export { WebhookSection } from './components/system-settings/webhook-section';
export { UserManagementPage } from './components/user-management/user-management-page';
export { type AdminTab, adminPanelSearch, adminTabs } from './utils/admin-tabs';
