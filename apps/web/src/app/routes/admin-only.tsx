import type { ReactNode } from 'react';
import { AccessDeniedPage } from '#/components/ui/access-denied-page';
import { useAuth } from '#/features/auth';

/**
 * Renders `children` for the owner and admin roles only; anyone else sees the access-denied text
 * (docs/product/shell.md#not-found-and-refused). The server enforces the same rule; this only avoids
 * showing a screen that cannot work.
 */
export function AdminOnly({ title, children }: { title: string; children: ReactNode }) {
  const { isAdmin } = useAuth();
  return isAdmin ? children : <AccessDeniedPage title={title} />;
}
