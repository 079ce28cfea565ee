import { boolean, integer, jsonb, numeric, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns.js';

/**
 * A client organisation, identified by the domain of its users' work e-mail
 * (docs/product/admin.md#organizations).
 */
export const organizations = pgTable('organizations', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  domain: text('domain').notNull().unique(),
  /** AES-256-GCM ciphertext, never the clear key. */
  openaiApiKey: text('openai_api_key'),
  billingEnabled: boolean('billing_enabled').notNull().default(false),
  /** Token budget per calendar month (UTC); 0 means unlimited. The month's usage: organization_usage. */
  monthlyCreditLimit: numeric('monthly_credit_limit', { mode: 'number' }).notNull().default(0),
  /** The provider's requests-per-minute limit for this organisation's key (paced by platform/ai/limiter). */
  rpmLimit: integer('rpm_limit').notNull().default(500),
  /** The provider's tokens-per-minute limit for this organisation's key. */
  tpmLimit: integer('tpm_limit').notNull().default(200000),
  /** Model name for this organisation's calls (OpenAI-compatible); null uses the task's default. */
  aiModel: text('ai_model'),
  /** OpenAI-compatible base URL (Azure OpenAI, Ollama, vLLM, LM Studio); null uses the server's. */
  aiBaseUrl: text('ai_base_url'),
  /**
   * A model per kind of task (core `aiTaskKinds`), over `ai_model` for that kind's calls
   * (docs/product/ai.md#models-per-task); {} when none.
   */
  aiTaskModels: jsonb('ai_task_models').$type<Partial<Record<string, string>>>().notNull().default({}),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  updatedBy: text('updated_by'),
});
