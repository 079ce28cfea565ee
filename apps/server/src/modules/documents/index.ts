/** Documents: reading an uploaded file as plain text (docs/product/documents.md). */
export { documentsRoutes } from './documents.routes.js';
