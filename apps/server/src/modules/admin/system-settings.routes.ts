import {
  aiConnectionTest,
  aiProviderSettings,
  aiProviderUpdate,
  defaultToneUpdate,
  errorBody,
  systemSettingsView,
  webhookSettings,
  webhookTestResult,
  webhookUpdate,
} from '@rw/core';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Db } from '#src/db/client.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { testAiConnection, updateAiProvider } from './ai-provider-settings.service.js';
import { readSystemSettings, updateDefaultTone } from './system-settings.service.js';
import { sendTestEvent, updateWebhook } from './webhook-settings.service.js';

const tags = ['system-settings'];
const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 409: errorBody };

export type SystemSettingsOptions = {
  db: Db;
  ai: AiRuntime;
  /** AUTOMATION_ALLOW_PRIVATE_WEBHOOKS. */
  allowPrivateWebhooks?: boolean;
};

/**
 * System Settings (docs/product/admin.md#system-settings) of the caller's organisation, for its admins and
 * the owner (recruiters 403, anonymous 401): the AI provider and its connection test, the automation webhook
 * and its test event, the default tone of voice. Data retention and the audit log have their own plugins.
 */
export const systemSettingsRoutes: FastifyPluginAsyncZod<SystemSettingsOptions> = async (app, opts) => {
  app.addHook('onRequest', app.requireRole('admin'));
  const deps = { db: opts.db, ai: opts.ai };
  const hook = { db: opts.db, masterKey: opts.ai.config.masterKey, allowPrivate: opts.allowPrivateWebhooks };

  app.get(
    '/api/organization/settings',
    {
      schema: {
        tags,
        summary: "The organisation's System Settings",
        response: { 200: systemSettingsView, ...errors },
      },
    },
    async (req) => readSystemSettings(deps, req.user),
  );

  app.put(
    '/api/organization/settings/ai',
    {
      schema: {
        tags,
        summary: 'Change the AI provider: base URL, key (replace only), model and models per task, limits',
        body: aiProviderUpdate,
        response: { 200: aiProviderSettings, ...errors },
      },
    },
    async (req) => updateAiProvider(deps, req.user, req.body),
  );

  app.post(
    '/api/organization/settings/ai/test',
    {
      schema: {
        tags,
        summary: 'Test connection: one short model call with the saved settings, its latency and answer',
        response: { 200: aiConnectionTest, ...errors },
      },
    },
    async (req) => testAiConnection(deps, req.user),
  );

  app.put(
    '/api/organization/settings/webhook',
    {
      schema: {
        tags,
        summary: 'Set the automation webhook URL (blank turns it off) and its signing secret (replace only)',
        body: webhookUpdate,
        response: { 200: webhookSettings, ...errors },
      },
    },
    async (req) => updateWebhook(hook, req.user, req.body),
  );

  app.post(
    '/api/organization/settings/webhook/test',
    {
      schema: {
        tags,
        summary: 'Send test event: POST a signed test payload to the saved webhook and tell its answer',
        response: { 200: webhookTestResult, ...errors },
      },
    },
    async (req) => sendTestEvent(hook, req.user),
  );

  app.put(
    '/api/organization/settings/default-tone',
    {
      schema: {
        tags,
        summary: 'Set the tone of voice new companies start with (blank restores the product default)',
        body: defaultToneUpdate,
        response: { 200: systemSettingsView, ...errors },
      },
    },
    async (req) => updateDefaultTone(deps, req.user, req.body.tone),
  );
};
