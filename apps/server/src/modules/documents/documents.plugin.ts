import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { DocumentImportDeps } from './document-import.deps.js';
import { documentImportsRoutes } from './document-imports.routes.js';
import { documentsRoutes } from './documents.routes.js';
import { storedFilesRoutes } from './stored-files.routes.js';

/** What the documents area runs on (docs/product/documents.md). */
export type DocumentsDeps = DocumentImportDeps;

/**
 * The documents area's API (docs/product/documents.md): reading an uploaded file as text, the stored files
 * of the caller's organisation, 'Upload CV / LinkedIn' on a stage and the candidate page's CV upload.
 */
export const documentsPlugin: FastifyPluginAsyncZod<DocumentsDeps> = async (app, deps) => {
  await app.register(documentsRoutes);
  await app.register(storedFilesRoutes, deps);
  await app.register(documentImportsRoutes, deps);
};
