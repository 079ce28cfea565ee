/** The Admin Panel (docs/product/admin.md): the page and its `?tab=` search schema, for the route tree. */
export { AdminPanelPage } from './components/admin-panel-page';
export { type AdminTab, adminPanelSearch, adminTabs } from './utils/admin-tabs';
