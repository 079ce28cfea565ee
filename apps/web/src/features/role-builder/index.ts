import { z } from 'zod';

/**
 * The Role Builder (docs/product/role-builder.md): the page, and its search params (`?job=` the selected job).
 */
export { RoleBuilderPage } from './components/role-builder-page';

/** `/apps/role-builder?job={id}`: the selected job; anything that is no id is none. */
export const roleBuilderSearch = z.object({ job: z.uuid().optional().catch(undefined) });
export type RoleBuilderSearch = z.infer<typeof roleBuilderSearch>;
