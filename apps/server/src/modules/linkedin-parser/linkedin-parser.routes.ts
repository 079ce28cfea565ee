import multipart from '@fastify/multipart';
import {
  documentMessages,
  errorBody,
  linkedinParse,
  linkedinParseExportQuery,
  linkedinParseList,
  linkedinParseListQuery,
  linkedinParseParams,
  linkedinParsePatch,
  linkedinParserMessages,
  linkedinParseSaveBody,
  linkedinParseSaveResult,
  linkedinParseTextBody,
  profileFileName,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '#src/lib/app-error.js';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import { DOCUMENT_LIMITS } from '#src/platform/documents/limits.js';
import { binaryBody, noContent } from '#src/plugins/openapi.js';
import {
  createParse,
  editParse,
  getParse,
  type LinkedinParserDeps,
  removeParse,
  saveParse,
} from './linkedin-parser.service.js';
import { listParses } from './linkedin-parses.queries.js';
import { profileContentTypes, renderProfile } from './profile-export.js';
import { requestVia } from './request-via.js';

const tags = ['linkedin-parser'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 413: errorBody };
const withoutText = <T extends { text: string }>({ text: _text, ...parse }: T) => parse;

/**
 * The LinkedIn Parser's API (docs/product/linkedin-parser.md#api), for the app's page and the Content Extractor
 * (a personal access token): parse a profile's text or its PDF export, the caller's recent parses, edit, delete,
 * download the one-page profile, and save a parse as a candidate (into a job's stage).
 */
export const linkedinParserRoutes: FastifyPluginAsyncZod<LinkedinParserDeps> = async (app, deps) => {
  const { db } = deps;
  if (!app.hasContentTypeParser('multipart/form-data')) {
    await app.register(multipart, {
      limits: { fileSize: DOCUMENT_LIMITS.maxBytes, files: 1, fields: 10, parts: 12 },
    });
  }
  app.addHook('onRequest', app.authenticate);

  app.post(
    '/api/linkedin-parser/parses',
    {
      schema: {
        tags,
        summary: "Parse a profile: JSON {text, url} (a page's text) or multipart with one PDF/DOCX file",
        description:
          "JSON `{ text, url? }`, or `multipart/form-data` with one file in the field `file` (LinkedIn's " +
          "'Save to PDF' export, a .pdf, .docx, .doc or .txt CV). Answers the kept parse.",
        consumes: ['application/json', 'multipart/form-data'],
        body: linkedinParseTextBody.nullish(),
        response: { 201: linkedinParse, ...errors },
      },
    },
    async (req, reply) => {
      const gone = new AbortController();
      reply.raw.once('close', () => {
        if (!reply.raw.writableEnded) gone.abort();
      });
      let source: { text: string; url?: string | null } | { bytes: Buffer; fileName: string };
      if (req.isMultipart()) {
        const file = await req.file();
        if (!file) throw new AppError('VALIDATION', documentMessages.unsupported);
        try {
          source = { bytes: await file.toBuffer(), fileName: file.filename };
        } catch (err) {
          if (err instanceof app.multipartErrors.RequestFileTooLargeError) {
            throw new AppError('PAYLOAD_TOO_LARGE', documentMessages.fileTooLarge(DOCUMENT_LIMITS.maxBytes));
          }
          throw err;
        }
      } else if (req.body) source = req.body;
      else throw new AppError('VALIDATION', linkedinParserMessages.textRequired);
      const parse = await createParse(deps, {
        caller: req.user,
        via: requestVia(req),
        source,
        signal: gone.signal,
      });
      return reply.status(201).send(parse);
    },
  );

  app.get(
    '/api/linkedin-parser/parses',
    {
      schema: {
        tags,
        summary: "The caller's recent parses, newest first (default 20, at most 50)",
        querystring: linkedinParseListQuery,
        response: { 200: linkedinParseList, ...errors },
      },
    },
    async (req) => ({ parses: await listParses(db, req.user, req.query.limit) }),
  );

  app.get(
    '/api/linkedin-parser/parses/:id',
    {
      schema: {
        tags,
        summary: "One of the caller's parses",
        params: linkedinParseParams,
        response: { 200: linkedinParse, ...errors },
      },
    },
    async (req) => withoutText(await getParse(db, req.user, req.params.id)),
  );

  app.patch(
    '/api/linkedin-parser/parses/:id',
    {
      schema: {
        tags,
        summary: "Edit a parse's profile (basics merged field by field; a list given replaces the kept one)",
        params: linkedinParseParams,
        body: linkedinParsePatch,
        response: { 200: linkedinParse, ...errors },
      },
    },
    (req) => editParse(db, req.user, req.params.id, req.body),
  );

  app.delete(
    '/api/linkedin-parser/parses/:id',
    {
      schema: {
        tags,
        summary: 'Delete a parse (204)',
        params: linkedinParseParams,
        response: { 204: noContent('Deleted'), ...errors },
      },
    },
    async (req, reply) => {
      await removeParse(db, req.user, req.params.id);
      return reply.status(204).send();
    },
  );

  app.post(
    '/api/linkedin-parser/parses/:id/save',
    {
      schema: {
        tags,
        summary: "Save a parse as a candidate (matched as uploads are), optionally into a job's stage",
        description:
          "Answers `status: 'saved'` with the candidate and whether they were created or updated, or " +
          "`status: 'confirm'` when only a candidate with the same name and phone exists: nothing is written " +
          'until the request is repeated with `same_person` true (update them) or false (a new candidate).',
        params: linkedinParseParams,
        body: linkedinParseSaveBody,
        response: { 200: linkedinParseSaveResult, ...errors },
      },
    },
    (req) => saveParse(db, { caller: req.user, id: req.params.id, body: req.body, via: requestVia(req) }),
  );

  app.get(
    '/api/linkedin-parser/parses/:id/export',
    {
      schema: {
        tags,
        summary: 'The one-page profile as a PDF or Word (.docx) file, sent as an attachment',
        params: linkedinParseParams,
        querystring: linkedinParseExportQuery,
        produces: [profileContentTypes.pdf, profileContentTypes.docx],
        response: { 200: binaryBody('The one-page profile as a PDF or DOCX file'), ...errors },
      },
    },
    async (req, reply) => {
      const { profile } = await getParse(db, req.user, req.params.id);
      const { format } = req.query;
      return reply
        .type(profileContentTypes[format])
        .header('content-disposition', attachmentDisposition(profileFileName(profile, format)))
        .header('cache-control', 'no-store')
        .send(await renderProfile(profile, format));
    },
  );
};
