import { AdminOnly } from '#/app/routes/admin-only';
import { DataTrainerPage } from '#/features/data-trainer';

/**
 * `/apps/data-trainer` (docs/product/data-trainer.md): administrators and the owner only; anyone else sees
 * the access-denied page (the server refuses them too).
 */
export function DataTrainerRoute() {
  return (
    <AdminOnly title="Data Trainer">
      <DataTrainerPage />
    </AdminOnly>
  );
}
