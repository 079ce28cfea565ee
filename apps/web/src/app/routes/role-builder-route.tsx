import { getRouteApi, useNavigate } from '@tanstack/react-router';
import { RoleBuilderPage } from '#/features/role-builder';

const roleBuilderRoute = getRouteApi('/shell/apps/role-builder');

/**
 * `/apps/role-builder?job={id}` (docs/product/role-builder.md#page): the selected job lives in the address,
 * so a reload or a shared link opens it again.
 */
export function RoleBuilderRoute() {
  const { job } = roleBuilderRoute.useSearch();
  const navigate = useNavigate();
  return (
    <RoleBuilderPage
      jobId={job ?? null}
      onSelectJob={(id) => void navigate({ to: '/apps/role-builder', search: { job: id ?? undefined } })}
    />
  );
}
