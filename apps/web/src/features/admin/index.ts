/**
 * The Admin Panel (docs/product/admin.md): the page and its `?tab=` search schema, and an organisation's User
 * Management (docs/product/admin.md#user-management), for the route tree.
 */
export { AdminPanelPage } from './components/admin-panel-page';
export { UserManagementPage } from './components/user-management/user-management-page';
export { type AdminTab, adminPanelSearch, adminTabs } from './utils/admin-tabs';
