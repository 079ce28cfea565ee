import { company, companyList, createCompanyBody, errorBody, updateCompanyBody } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '#src/db/client.js';
import { noContent } from '#src/plugins/openapi.js';
import { listCompanies } from './companies.queries.js';
import {
  createCompany,
  defaultToneOf,
  deleteCompany,
  getCompany,
  updateCompany,
} from './companies.service.js';

const idParams = z.object({ id: z.uuid() });
const errors = { 400: errorBody, 401: errorBody, 404: errorBody } as const;

/**
 * Company Configuration (docs/product/companies.md#visibility): the companies the caller owns, created or is
 * a member of, inside the caller's organisation; any other company answers 404, exactly like a missing one
 * (DESIGN.md, Tenancy). Deleting is for the owner or creator, or an admin (403 for another member).
 */
export const companiesRoutes: FastifyPluginAsyncZod<{ db: Db }> = async (app, { db }) => {
  app.addHook('onRequest', app.authenticate);

  app.get(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'The companies the caller owns, created or is a member of, oldest first',
        response: { 200: companyList, 401: errorBody },
      },
    },
    async (req) => ({ companies: await listCompanies(db, { userId: req.user.id, domain: req.user.domain }) }),
  );

  app.get(
    '/api/companies/default-tone',
    {
      schema: {
        tags: ['companies'],
        summary:
          "The tone of voice a new company starts with: the organisation's default, else the product's",
        response: { 200: z.object({ tone: z.string() }), 401: errorBody },
      },
    },
    async (req) => ({ tone: await defaultToneOf(db, req.user.domain) }),
  );

  app.post(
    '/api/companies',
    {
      schema: {
        tags: ['companies'],
        summary: 'Create a company (8 per user at most)',
        body: createCompanyBody,
        response: { 201: company, 409: errorBody, ...errors },
      },
    },
    async (req, reply) =>
      reply.status(201).send(await createCompany({ db, caller: req.user, body: req.body })),
  );

  app.get(
    '/api/companies/:id',
    { schema: { tags: ['companies'], params: idParams, response: { 200: company, ...errors } } },
    async (req) => getCompany({ db, caller: req.user, id: req.params.id }),
  );

  app.patch(
    '/api/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Change the fields sent',
        params: idParams,
        body: updateCompanyBody,
        response: { 200: company, ...errors },
      },
    },
    async (req) => updateCompany({ db, caller: req.user, id: req.params.id, body: req.body }),
  );

  app.delete(
    '/api/companies/:id',
    {
      schema: {
        tags: ['companies'],
        summary: 'Delete a company (204): its owner or creator, or an admin; another member gets 403',
        params: idParams,
        response: { 204: noContent('The company was deleted'), ...errors, 403: errorBody },
      },
    },
    async (req, reply) => {
      await deleteCompany({ db, caller: req.user, id: req.params.id });
      return reply.status(204).send();
    },
  );
};
