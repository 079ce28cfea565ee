/**
 * The Content Extractor browser extension (docs/product/content-extractor.md): its download. The one entry
 * other code may import.
 */
export { contentExtractorRoutes } from './content-extractor.routes.js';
