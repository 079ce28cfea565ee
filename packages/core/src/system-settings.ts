import { z } from 'zod';
import { apiKeyView, providerFields } from './admin.js';
import { periodQuery } from './analytics/period.js';

/*
 * System Settings (docs/product/admin.md#system-settings): the settings an organisation's admins keep for
 * everyone of their organisation — its AI provider, the automation webhook, the default tone of voice of new
 * companies, data retention — and the audit log of who changed them. Secrets travel only in request bodies:
 * answers say whether one is stored and its last 4 characters.
 */

/** The texts of System Settings, verbatim (docs/product/admin.md#system-settings). */
export const systemSettingsMessages = {
  saved: 'Settings saved',
  saveError: 'Error saving settings',
  loadError: 'Error loading settings',
  connectionOk: 'Connection works',
  connectionFailed: 'Connection failed',
  testFirst: 'Save your changes to test them.',
  noWebhook: 'Set a webhook URL first.',
  privateWebhook:
    'The webhook URL points to a private or local address. A receiver on your own network needs AUTOMATION_ALLOW_PRIVATE_WEBHOOKS=true on the server.',
  webhookRedirect: 'The receiver answered with a redirect, which is not followed: give its final URL.',
  webhookDelivered: 'Test event delivered',
  webhookFailed: 'Test event not delivered',
  noOrganization:
    'Your organization has no provider settings of its own yet: saving them here creates them (the credit limit stays unlimited until the platform owner sets one).',
  retentionNothing: 'No candidate has been inactive that long.',
  retentionCountChanged:
    'The number of candidates to erase has changed since the dry run. Run the dry run again.',
  retentionStarted: 'Erasure started',
  retentionConfirm:
    'Erase {n} candidates with no activity for {months} months? Everything about them is removed for good.',
  auditEmpty: 'No changes recorded yet',
  diagnosticsEmpty: 'No requests recorded yet',
} as const;

/**
 * The kinds of AI task an organisation may give its own model (docs/product/ai.md#models-per-task), each the
 * prompt tasks it covers.
 */
export const aiTaskKinds = ['writing', 'extraction', 'scoring', 'analysis', 'optimisation'] as const;
export type AiTaskKind = (typeof aiTaskKinds)[number];

/** How each kind is named in System Settings. */
export const aiTaskKindLabels: Record<AiTaskKind, string> = {
  writing: 'Writing (job descriptions, tone, salary, intake, interview process, Role Builder)',
  extraction: 'Reading documents (CVs, job descriptions, company descriptions)',
  scoring: 'Scoring (AI scoring, CV Sorter)',
  analysis: 'Reviews and screen evaluations',
  optimisation: 'Data Trainer optimiser',
};

/** The kind of each prompt task (`x-rw-task`); a task not listed has no kind (the organisation's model applies). */
export const aiTaskKindOfTask: Record<string, AiTaskKind> = {
  'generate-tone': 'writing',
  'generate-jd': 'writing',
  'salary-gen': 'writing',
  'intake-summary': 'writing',
  'int-process': 'writing',
  'role-description': 'writing',
  'role-criteria': 'writing',
  'extract-job': 'extraction',
  'extract-cv-profile': 'extraction',
  'cv-sorter-company': 'extraction',
  'score-candidate': 'scoring',
  'cv-sorter-score': 'scoring',
  'review-candidate': 'analysis',
  'analyze-transcript': 'analysis',
  'data-trainer-optimise': 'optimisation',
};

const modelName = z
  .string()
  .trim()
  .max(200)
  .transform((v) => v || null)
  .nullable();

/** A model per kind; a kind left out (or blank) uses the organisation's model. */
export const aiTaskModels = z.partialRecord(z.enum(aiTaskKinds), modelName);
export type AiTaskModels = z.infer<typeof aiTaskModels>;

/** The organisation's AI provider as its admins see it (the key masked). */
export const aiProviderSettings = apiKeyView.extend({
  /** Whether the organisation has its own row (Admin Panel → Organizations); false: server defaults apply. */
  configured: z.boolean(),
  base_url: z.string().nullable(),
  model: z.string().nullable(),
  task_models: z.record(z.string(), z.string()),
  rpm_limit: z.number().int(),
  tpm_limit: z.number().int(),
  /** Tokens per calendar month (UTC), set by the platform owner; 0 means unlimited. */
  monthly_credit_limit: z.number(),
  current_month_usage: z.number(),
});
export type AiProviderSettings = z.infer<typeof aiProviderSettings>;

/** `PUT /api/organization/settings/ai`: the fields sent change; a blank or absent key keeps the stored one. */
export const aiProviderUpdate = z.object({
  base_url: providerFields.ai_base_url,
  api_key: z.string().trim().max(500).optional(),
  model: providerFields.ai_model,
  task_models: aiTaskModels.optional(),
  rpm_limit: providerFields.rpm_limit,
  tpm_limit: providerFields.tpm_limit,
});
export type AiProviderUpdate = z.infer<typeof aiProviderUpdate>;
export type AiProviderUpdateInput = z.input<typeof aiProviderUpdate>;

/** 'Test connection': one short call with the saved settings, how long it took and what the model said. */
export const aiConnectionTest = z.object({
  ok: z.boolean(),
  latency_ms: z.number().int(),
  model: z.string().nullable(),
  answer: z.string().nullable(),
  /** Why it failed, in the AI layer's words (docs/product/ai.md#messages); null when it worked. */
  error: z.string().nullable(),
  /** What happened, in plain words (docs/product/ai.md#what-happened); null when it worked or is unknown. */
  detail: z.string().nullable(),
});
export type AiConnectionTest = z.infer<typeof aiConnectionTest>;

/** The automation webhook (docs/product/admin.md#automation-webhook); the secret masked. */
export const webhookSettings = z.object({
  url: z.string().nullable(),
  has_secret: z.boolean(),
  secret_hint: z.string().nullable(),
});
export type WebhookSettings = z.infer<typeof webhookSettings>;

/** `PUT /api/organization/settings/webhook`: a blank URL turns it off; a blank or absent secret keeps the stored one. */
export const webhookUpdate = z.object({
  url: z
    .string()
    .trim()
    .max(2000)
    .transform((v) => v || null)
    .pipe(
      z.url({ protocol: /^https?$/, error: 'Enter a URL such as https://hooks.example.com/rw' }).nullable(),
    )
    .nullable(),
  secret: z
    .string()
    .trim()
    .max(500)
    .refine((v) => v === '' || v.length >= 16, 'The secret must be at least 16 characters')
    .optional(),
});
export type WebhookUpdate = z.infer<typeof webhookUpdate>;
export type WebhookUpdateInput = z.input<typeof webhookUpdate>;

/** 'Send test event': the receiver's answer, or why there was none. */
export const webhookTestResult = z.object({
  ok: z.boolean(),
  /** The HTTP status; null when no answer came. */
  status: z.number().int().nullable(),
  latency_ms: z.number().int(),
  error: z.string().nullable(),
});
export type WebhookTestResult = z.infer<typeof webhookTestResult>;

/** Longest default tone of voice, as a company's own (docs/product/companies.md#fields). */
export const MAX_DEFAULT_TONE = 10_000;

/** `PUT /api/organization/settings/default-tone`: blank restores the product's default. */
export const defaultToneUpdate = z.object({
  tone: z
    .string()
    .trim()
    .max(
      MAX_DEFAULT_TONE,
      `The tone of voice must be at most ${MAX_DEFAULT_TONE.toLocaleString('en-US')} characters`,
    )
    .transform((v) => v || null)
    .nullable(),
});
export type DefaultToneUpdate = z.infer<typeof defaultToneUpdate>;

/** Data retention: months of inactivity after which candidates may be erased (docs/product/admin.md#data-retention). */
export const RETENTION_MIN_MONTHS = 1;
export const RETENTION_MAX_MONTHS = 240;

export const retentionMonths = z
  .number({ error: 'Months must be a number' })
  .int('Months must be a whole number')
  .min(RETENTION_MIN_MONTHS, `Months must be at least ${RETENTION_MIN_MONTHS}`)
  .max(RETENTION_MAX_MONTHS, `Months must be at most ${RETENTION_MAX_MONTHS}`);

/** `POST /api/organization/settings/retention/preview`. */
export const retentionPreviewBody = z.object({ months: retentionMonths });
/** The dry run: how many would go, and the cut-off they were last active before. */
export const retentionPreview = z.object({
  months: z.number().int(),
  cutoff: z.string(),
  count: z.number().int(),
});
export type RetentionPreview = z.infer<typeof retentionPreview>;

/** `POST /api/organization/settings/retention/erase`: `expected_count` is the dry run's count. */
export const retentionEraseBody = z.object({
  months: retentionMonths,
  expected_count: z.number().int().min(0),
});
/** The erasure: done at once (`erased`), or queued when large (`queued`, its progress in the audit log). */
export const retentionErasure = z.object({
  status: z.enum(['done', 'queued']),
  months: z.number().int(),
  cutoff: z.string(),
  count: z.number().int(),
  erased: z.number().int(),
});
export type RetentionErasure = z.infer<typeof retentionErasure>;

/** The whole of System Settings' server-kept settings. */
export const systemSettingsView = z.object({
  ai: aiProviderSettings,
  webhook: webhookSettings,
  default_tone_of_voice: z.string().nullable(),
  /** The product's default, shown when the organisation has none of its own. */
  product_default_tone_of_voice: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type SystemSettingsView = z.infer<typeof systemSettingsView>;

/** What the audit log records (docs/product/admin.md#audit-log). */
export const auditActions = [
  'ai_provider_changed',
  'webhook_changed',
  'default_tone_changed',
  'rejection_reasons_changed',
  'retention_erasure',
  'candidate_erased',
] as const;
export type AuditAction = (typeof auditActions)[number];

export const auditActionLabels: Record<AuditAction, string> = {
  ai_provider_changed: 'AI provider changed',
  webhook_changed: 'Automation webhook changed',
  default_tone_changed: 'Default tone of voice changed',
  rejection_reasons_changed: 'Rejection reasons changed',
  retention_erasure: 'Retention erasure',
  candidate_erased: 'Candidate erased',
};

/** One audit entry; `actor_name`/`actor_email` are kept as they were, also after the person is deleted. */
export const auditEntry = z.object({
  id: z.string(),
  actor_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  actor_email: z.string(),
  action: z.string(),
  /** What changed: setting field names, counts, ids; never a secret or a candidate's name. */
  details: z.record(z.string(), z.unknown()),
  created_at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntry>;

export const AUDIT_PAGE_SIZE = 50;
export const AUDIT_PAGE_MAX = 200;

/** `GET /api/organization/audit-log` filters (all optional) and page. */
export const auditLogFilter = periodQuery.extend({
  user_id: z.string().min(1).max(200).optional(),
  action: z.enum(auditActions).optional(),
});
export const auditLogQuery = auditLogFilter.extend({
  limit: z.coerce.number().int().min(1).max(AUDIT_PAGE_MAX).default(AUDIT_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});
export type AuditLogQuery = z.input<typeof auditLogQuery>;
export const auditLogPage = z.object({ rows: z.array(auditEntry), next_cursor: z.string().nullable() });
export type AuditLogPage = z.infer<typeof auditLogPage>;

/** One line saying what an audit entry did ('Changed base_url, model'; 'Erased 12 of 12 candidates inactive for 24 months'). */
export function describeAuditEntry(entry: Pick<AuditEntry, 'action' | 'details'>): string {
  const d = entry.details;
  const fields = Array.isArray(d.fields) ? (d.fields as unknown[]).map(String).join(', ') : '';
  switch (entry.action as AuditAction) {
    case 'retention_erasure':
      return `Erased ${Number(d.erased ?? 0).toLocaleString('en-US')} of ${Number(d.count ?? 0).toLocaleString('en-US')} candidates inactive for ${String(d.months ?? '?')} months${d.status === 'queued' ? ' (running)' : ''}`;
    case 'candidate_erased':
      return `Erased candidate ${String(d.candidate_id ?? '')}`.trim();
    default: {
      const label = auditActionLabels[entry.action as AuditAction] ?? entry.action;
      return fields ? `Changed ${fields}` : label;
    }
  }
}
