import { adminSettingsUpdate, adminSettingsView, adminStats, apiUsagePage, apiUsageQuery } from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import { adminUsersRoutes } from './admin-users.routes.js';
import { organizationsRoutes } from './organizations.routes.js';
import { readDomainSettings, saveDomainSettings } from './settings.service.js';
import { readAdminStats } from './stats.queries.js';
import { listUsage } from './usage.queries.js';

export type AdminOptions = {
  db: Db;
  /** The 32-byte key that encrypts provider keys; the AI layer must decrypt with the same one. */
  masterKey: Buffer;
  /** AI_ALLOW_PRIVATE_BASE_URL: an organisation's `ai_base_url` may be a private or loopback address. */
  allowPrivateBaseUrl?: boolean;
};

const tags = ['admin'];

/**
 * The Admin Panel API (docs/product/admin.md): stats, organizations, users, API usage and domain
 * settings, for the owner role only (admins and recruiters 403, anonymous 401). The access list has its
 * own plugin (access-list.routes.ts).
 */
export const adminRoutes: FastifyPluginAsyncZod<AdminOptions> = async (app, opts) => {
  const { db, masterKey } = opts;
  app.addHook('onRequest', app.requireRole('owner'));

  app.get('/api/admin/stats', { schema: { tags, response: { 200: adminStats } } }, async () =>
    readAdminStats(db),
  );

  app.get(
    '/api/admin/usage',
    { schema: { tags, querystring: apiUsageQuery, response: { 200: apiUsagePage } } },
    async (req) =>
      listUsage(db, {
        organizationId: req.query.organization_id,
        limit: req.query.limit,
        cursor: req.query.cursor,
      }),
  );

  app.get('/api/admin/settings', { schema: { tags, response: { 200: adminSettingsView } } }, async (req) =>
    readDomainSettings({ db, masterKey, caller: req.user }),
  );

  app.put(
    '/api/admin/settings',
    { schema: { tags, body: adminSettingsUpdate, response: { 200: adminSettingsView } } },
    async (req) => saveDomainSettings({ db, masterKey, caller: req.user, apiKey: req.body.openai_api_key }),
  );

  await app.register(organizationsRoutes, opts);
  await app.register(adminUsersRoutes, opts);
};
