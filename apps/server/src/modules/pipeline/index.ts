/**
 * The pipeline: moving candidates through a job's stages, rejecting, hiring, undo (docs/product/pipeline.md).
 * The one entry other code may import.
 */
export { pipelineRoutes } from './pipeline.routes.js';
