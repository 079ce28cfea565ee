import { AdminOnly } from '#/app/routes/admin-only';
import { UserManagementPage } from '#/features/admin';
import { useAuth } from '#/features/auth';

/** `/admin/users`, User Management (admins; docs/product/admin.md#user-management). */
export function UserManagementRoute() {
  const { user } = useAuth();
  return (
    <AdminOnly title="User Management">
      <UserManagementPage currentUserId={user?.id ?? ''} />
    </AdminOnly>
  );
}
