import { getRouteApi } from '@tanstack/react-router';
import { AdminPanelPage } from '#/features/admin';
import { useAuth } from '#/features/auth';
import { useDocumentTitle } from '#/lib/document-title';

const adminPanelRoute = getRouteApi('/shell/admin/api-settings');

/** The Admin Panel, owner only (docs/product/admin.md#access), with its tab in `?tab=`. */
export function AdminPanelRoute() {
  useDocumentTitle('Admin Panel');
  const { tab } = adminPanelRoute.useSearch();
  const navigate = adminPanelRoute.useNavigate();
  const { user } = useAuth();
  return (
    <AdminPanelPage
      viewer={user}
      tab={tab}
      onTabChange={(next) => void navigate({ search: { tab: next } })}
    />
  );
}
