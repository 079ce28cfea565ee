/** The Role Builder (docs/product/role-builder.md): the app mounts its routes. */
export { roleBuilderRoutes } from './role-builder.routes.js';
