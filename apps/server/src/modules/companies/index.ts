/** Companies: configuration and the AI tone of voice (docs/product/companies.md). The app mounts these routes. */
export { companiesRoutes } from './companies.routes.js';
export { toneRoutes } from './tone.routes.js';
