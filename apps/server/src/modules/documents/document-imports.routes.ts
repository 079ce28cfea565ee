import multipart, { type MultipartFile } from '@fastify/multipart';
import {
  candidateCvUpload,
  confirmDocumentMatchBody,
  createDocumentImportBody,
  documentImport,
  documentImportFile,
  documentMessages,
  documentReparseLatest,
  documentReparseRun,
  errorBody,
} from '@rw/core';
import type { FastifyInstance } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '#src/lib/app-error.js';
import { DOCUMENT_LIMITS } from '#src/platform/documents/limits.js';
import { uploadCandidateCv } from './candidate-cv.service.js';
import type { DocumentImportDeps } from './document-import.deps.js';
import {
  confirmDocumentMatch,
  createDocumentImport,
  readDocumentImport,
  uploadDocumentImportFile,
} from './document-imports.service.js';
import { readLatestReparse, startReparse } from './reparse.service.js';

const tags = ['documents'];
const errors = { 400: errorBody, 401: errorBody, 404: errorBody };
const fileParams = z.object({ importId: z.uuid(), importFileId: z.uuid() });

/** The multipart field `file`, read whole within the document size limit. */
async function readUpload(
  app: FastifyInstance,
  part: MultipartFile | undefined,
): Promise<{ name: string; bytes: Buffer; tooLarge: boolean }> {
  if (!part) throw new AppError('VALIDATION', documentMessages.unsupported);
  try {
    return { name: part.filename, bytes: await part.toBuffer(), tooLarge: false };
  } catch (err) {
    if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
      return { name: part.filename, bytes: Buffer.alloc(0), tooLarge: true };
    }
    throw err;
  }
}

/**
 * 'Upload CV / LinkedIn' on a job's stage and the candidate page's CV upload
 * (docs/product/documents.md#upload-on-a-stage, #the-candidate-page). Every route is signed in and scoped to
 * the caller's organisation: another organisation's job, batch, file or candidate answers 404.
 */
export const documentImportsRoutes: FastifyPluginAsyncZod<DocumentImportDeps> = async (app, deps) => {
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 },
    });
  }
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/jobs/:jobId/documents/imports',
    {
      schema: {
        tags,
        summary:
          "Start 'Upload CV / LinkedIn' on a stage other than Glance: one waiting file per chosen file " +
          '(name and size); each is then uploaded to its own URL',
        params: z.object({ jobId: z.uuid() }),
        body: createDocumentImportBody,
        response: { 201: documentImport, ...errors },
      },
    },
    async (req, reply) => {
      const batch = await createDocumentImport(deps, {
        caller: req.user,
        jobId: req.params.jobId,
        body: req.body,
      });
      return reply.code(201).send(batch);
    },
  );

  app.get(
    '/api/document-imports/:importId',
    {
      schema: {
        tags,
        summary: 'A batch of CVs and LinkedIn PDFs with every file’s state',
        params: z.object({ importId: z.uuid() }),
        response: { 200: documentImport, 401: errorBody, 404: errorBody },
      },
    },
    async (req) => readDocumentImport(deps, { caller: req.user, importId: req.params.importId }),
  );

  app.post(
    '/api/document-imports/:importId/files/:importFileId',
    {
      schema: {
        tags,
        summary:
          'Upload one file of a batch (multipart field "file"): stored, then read, matched and imported into ' +
          'the stage in the background (documents.import events)',
        consumes: ['multipart/form-data'],
        params: fileParams,
        response: { 200: documentImportFile, ...errors, 409: errorBody, 413: errorBody },
      },
    },
    async (req) => {
      const upload = await readUpload(app, req.isMultipart() ? await req.file() : undefined);
      return uploadDocumentImportFile(deps, {
        caller: req.user,
        importId: req.params.importId,
        fileId: req.params.importFileId,
        bytes: upload.bytes,
        tooLarge: upload.tooLarge,
      });
    },
  );

  app.post(
    '/api/document-imports/:importId/files/:importFileId/confirm',
    {
      schema: {
        tags,
        summary:
          'Answer a name + phone match: the same person (update them) or not (a new candidate); either joins the stage',
        params: fileParams,
        body: confirmDocumentMatchBody,
        response: { 200: documentImport, ...errors, 409: errorBody },
      },
    },
    async (req) =>
      confirmDocumentMatch(deps, {
        caller: req.user,
        importId: req.params.importId,
        fileId: req.params.importFileId,
        samePerson: req.body.same_person,
      }),
  );

  app.post(
    '/api/candidates/:id/cv',
    {
      schema: {
        tags,
        summary:
          'Upload or replace a candidate\'s CV or LinkedIn PDF (multipart field "file"): stored, read and written ' +
          'to them (CV text and link, experience, contact details only where empty)',
        consumes: ['multipart/form-data'],
        params: z.object({ id: z.uuid() }),
        response: { 200: candidateCvUpload, ...errors, 413: errorBody },
      },
    },
    async (req) => {
      const upload = await readUpload(app, req.isMultipart() ? await req.file() : undefined);
      return uploadCandidateCv(deps, {
        caller: req.user,
        candidateId: req.params.id,
        fileName: upload.name,
        bytes: upload.bytes,
        tooLarge: upload.tooLarge,
      });
    },
  );

  app.post(
    '/api/documents/reparse',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary:
          "'Re-parse all' (admins): every candidate of the organisation with a stored CV or LinkedIn PDF read " +
          'again with the current parser, in the background (documents.reparse events)',
        response: { 202: documentReparseRun, 400: errorBody, 401: errorBody, 403: errorBody },
      },
    },
    async (req, reply) => reply.code(202).send(await startReparse(deps, { caller: req.user })),
  );

  app.get(
    '/api/documents/reparse',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: "The organisation's latest 'Re-parse all' run (admins)",
        response: { 200: documentReparseLatest, 401: errorBody, 403: errorBody },
      },
    },
    async (req) => readLatestReparse(deps, { caller: req.user }),
  );
};
