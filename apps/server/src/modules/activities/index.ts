/** Activities: the user's recorded actions (docs/product/launcher.md#activity). The app mounts its routes. */
export { activitiesRoutes } from './activities.routes.js';
