import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { Log } from '#src/platform/events/event.js';
import type { FileStorage } from '#src/platform/storage/file-storage.js';
import { documentsRoutes } from './documents.routes.js';
import { storedFilesRoutes } from './stored-files.routes.js';

/** What the documents area runs on: the database and the file storage (docs/product/documents.md). */
export type DocumentsDeps = {
  db: Db;
  storage: FileStorage;
  log?: Log;
};

/**
 * The documents area's API (docs/product/documents.md): reading an uploaded file as text, and the stored
 * files of the caller's organisation.
 */
export const documentsPlugin: FastifyPluginAsyncZod<DocumentsDeps> = async (app, deps) => {
  await app.register(documentsRoutes);
  await app.register(storedFilesRoutes, deps);
};
