/** The dashboard's app launcher (docs/product/launcher.md). */
export { DashboardPage } from './components/dashboard-page';
