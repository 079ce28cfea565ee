import {
  type CompanyDatasetRecord,
  companyDatasetEditBody,
  companyDatasetEntry,
  companyDatasetFile,
  companyDatasetImportResponse,
  companyDatasetPage,
  companyDatasetQuery,
  cvSorterMessages,
  errorBody,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '#src/lib/app-error.js';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import {
  editDescription,
  exportDescriptions,
  importDescriptions,
  listDescriptions,
  toEntry,
} from './company-dataset.queries.js';
import type { CvSorterDeps } from './cv-sorter.plugin.js';

const tags = ['cv-sorter'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody };

/**
 * The organisation's company dataset (docs/product/cv-sorter.md#company-descriptions): list and edit for
 * every member, import (admin) and export of `[{name, description}]`. Another organisation's entry answers
 * 404 'Company not found'.
 */
export const companyDatasetRoutes: FastifyPluginAsyncZod<CvSorterDeps> = async (app, { db }) => {
  app.get(
    '/api/cv-sorter/company-dataset',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The organisation's company descriptions, a page by name",
        querystring: companyDatasetQuery,
        response: { 200: companyDatasetPage, ...errors },
      },
    },
    async (req) => {
      const page = await listDescriptions(db, req.user.domain, req.query);
      return { companies: page.rows.map(toEntry), total: page.total, nextCursor: page.nextCursor };
    },
  );

  app.patch(
    '/api/cv-sorter/company-dataset/:id',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "Edit a company's description (its source becomes 'edited')",
        params: z.object({ id: z.uuid() }),
        body: companyDatasetEditBody,
        response: { 200: companyDatasetEntry, ...errors },
      },
    },
    async (req) => {
      const row = await editDescription(
        db,
        req.user.domain,
        req.params.id,
        req.body.description,
        req.user.email,
      );
      if (!row) throw notFound(cvSorterMessages.companyNotFound);
      return toEntry(row);
    },
  );

  app.post(
    '/api/cv-sorter/company-dataset/import',
    {
      onRequest: app.requireRole('admin'),
      schema: {
        tags,
        summary: 'Import a company dataset file [{name, description}] (admin): creates or replaces by name',
        body: z.unknown(),
        response: { 200: companyDatasetImportResponse, ...errors },
      },
    },
    async (req) => {
      const parsed = companyDatasetFile.safeParse(req.body);
      if (!parsed.success) throw new AppError('VALIDATION', cvSorterMessages.datasetInvalid);
      const records: CompanyDatasetRecord[] = parsed.data;
      return importDescriptions(db, req.user.domain, records, req.user.email);
    },
  );

  app.get(
    '/api/cv-sorter/company-dataset/export',
    {
      onRequest: app.authenticate,
      schema: {
        tags,
        summary: "The organisation's company dataset as [{name, description}]",
        response: { 200: companyDatasetFile, ...errors },
      },
    },
    async (req, reply) => {
      reply.header('content-disposition', attachmentDisposition('companies_dataset.json'));
      return exportDescriptions(db, req.user.domain);
    },
  );
};
