import { auditLogFilter, auditLogPage, auditLogQuery, errorBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import { attachmentDisposition } from '#src/lib/content-disposition.js';
import { csvFileSchema } from '#src/lib/csv-export.js';
import { exportAuditLog, listAuditLog } from './audit.service.js';

const tags = ['system-settings'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody };

/**
 * The audit log of the caller's organisation (docs/product/admin.md#audit-log), for its admins and the owner
 * (recruiters 403, anonymous 401).
 */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Db; now: () => Date }> = async (app, { db, now }) => {
  app.addHook('onRequest', app.requireRole('admin'));

  app.get(
    '/api/organization/audit-log',
    {
      schema: {
        tags,
        summary: 'Who changed which setting and who erased whom, newest first, by person, action and period',
        querystring: auditLogQuery,
        response: { 200: auditLogPage, ...errors },
      },
    },
    async (req) => listAuditLog(db, req.user, req.query),
  );

  app.get(
    '/api/organization/audit-log/export',
    {
      schema: {
        tags,
        summary: 'The audit log as CSV, with the same filters',
        querystring: auditLogFilter,
        produces: ['text/csv'],
        response: {
          200: csvFileSchema('The audit log as a CSV attachment (UTF-8 with a byte-order mark)'),
          ...errors,
        },
      },
    },
    async (req, reply) => {
      const file = exportAuditLog(db, req.user, req.query, now());
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', attachmentDisposition(file.fileName))
        .header('cache-control', 'no-store')
        .send(file.stream);
    },
  );
};
