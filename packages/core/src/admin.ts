import { z } from 'zod';
import { roleSchema } from './auth.js';

/*
 * The Admin Panel contract (docs/product/admin.md). Provider keys travel only in request bodies: responses
 * carry `has_api_key` and `api_key_hint` ('••••' and the last 4), never the key.
 */

/** The banner texts of the Admin Panel, verbatim (docs/product/admin.md#messages). */
export const adminMessages = {
  loadError: 'Error loading data',
  saveOrganizationError: 'Error saving organization',
  deleteOrganizationError: 'Error deleting organization',
  updateUserError: 'Error updating user status',
  deleteUserError: 'Error deleting user',
  updateSettingsError: 'Error updating settings',
  organizationCreated: 'Organization created successfully',
  organizationUpdated: 'Organization updated successfully',
  organizationDeleted: 'Organization deleted successfully',
  userUpdated: 'User status updated successfully',
  userDeleted: 'User deleted successfully',
  settingsUpdated: 'Settings updated successfully',
  confirmDeleteOrganization: 'Are you sure you want to delete this organization?',
  confirmDeleteUser: 'Are you sure you want to delete this user?',
  privateBaseUrl:
    'The AI base URL points to a private or local address. A model server on your own network needs AI_ALLOW_PRIVATE_BASE_URL=true on the server.',
} as const;

/** Default and maximum page size of the API Usage list. */
export const USAGE_PAGE_SIZE = 50;
export const USAGE_PAGE_MAX = 200;

const domainPattern = /^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/;

/** A required trimmed string whose missing, wrong-typed and blank forms all answer `message`. */
const requiredText = (message: string, max = 200) =>
  z.string({ error: message }).trim().min(1, message).max(max);

const domainField = z
  .string({ error: 'Domain is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Domain is required')
  .regex(domainPattern, 'Enter a domain such as example.com');

/** The four figures of the stat cards (docs/product/admin.md#stat-cards); `total_api_usage` is tokens. */
export const adminStats = z.object({
  total_users: z.number().int(),
  active_users: z.number().int(),
  organizations: z.number().int(),
  total_api_usage: z.number(),
});
export type AdminStats = z.infer<typeof adminStats>;

/** Whether a provider key is stored, and the only part of it a browser may see. */
export const apiKeyView = z.object({
  has_api_key: z.boolean(),
  /** '••••' and the last 4 characters; null when no key is stored. */
  api_key_hint: z.string().nullable(),
});

/** An organisation as the owner sees it, with its provider settings (docs/product/admin.md#organizations). */
export const adminOrganization = apiKeyView.extend({
  id: z.string(),
  name: z.string(),
  domain: z.string(),
  billing_enabled: z.boolean(),
  /** Tokens per calendar month (UTC); 0 means unlimited. */
  monthly_credit_limit: z.number(),
  /** Tokens the organisation's calls used this calendar month (UTC). */
  current_month_usage: z.number(),
  rpm_limit: z.number().int(),
  tpm_limit: z.number().int(),
  ai_model: z.string().nullable(),
  ai_base_url: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  updated_by: z.string().nullable(),
});
export type AdminOrganization = z.infer<typeof adminOrganization>;
export const adminOrganizationList = z.object({ organizations: z.array(adminOrganization) });

/** The provider fields of an organisation (Admin Panel) and of System Settings. */
export const providerFields = {
  rpm_limit: z
    .number()
    .int('Requests per minute must be a whole number')
    .min(1, 'Requests per minute must be at least 1')
    .max(1_000_000, 'Requests per minute must be at most 1,000,000')
    .optional(),
  tpm_limit: z
    .number()
    .int('Tokens per minute must be a whole number')
    .min(1, 'Tokens per minute must be at least 1')
    .max(2_000_000_000, 'Tokens per minute must be at most 2,000,000,000')
    .optional(),
  /** Blank clears it (the task's default model applies). */
  ai_model: z
    .string()
    .trim()
    .max(200)
    .transform((v) => v || null)
    .nullable()
    .optional(),
  /** Blank clears it (the server's base URL applies). */
  ai_base_url: z
    .string()
    .trim()
    .transform((v) => v || null)
    .pipe(z.url({ protocol: /^https?$/, error: 'Enter a URL such as https://api.openai.com/v1' }).nullable())
    .nullable()
    .optional(),
};

const creditLimit = z
  .number({ error: 'Monthly credit limit must be a number' })
  .min(0, 'Monthly credit limit must be 0 or more');

/**
 * Add Organization (docs/product/admin.md#organizations): domain, name and key required; the
 * limit defaults to 0.
 */
export const organizationCreate = z.object({
  domain: domainField,
  name: requiredText('Organization name is required'),
  openai_api_key: requiredText('OpenAI API key is required', 500),
  billing_enabled: z.boolean().default(false),
  monthly_credit_limit: creditLimit.default(0),
  ...providerFields,
});
export type OrganizationCreate = z.infer<typeof organizationCreate>;
export type OrganizationCreateInput = z.input<typeof organizationCreate>;

/** Edit Organization: every field optional; a blank or absent key keeps the stored one. */
export const organizationUpdate = z.object({
  domain: domainField.optional(),
  name: requiredText('Organization name is required').optional(),
  openai_api_key: z.string().trim().max(500).optional(),
  billing_enabled: z.boolean().optional(),
  monthly_credit_limit: creditLimit.optional(),
  ...providerFields,
});
export type OrganizationUpdate = z.infer<typeof organizationUpdate>;
export type OrganizationUpdateInput = z.input<typeof organizationUpdate>;

/** A user profile in the admin list, with the joined organisation (docs/product/admin.md#users). */
export const adminUser = z.object({
  id: z.string(),
  email: z.string(),
  name: z.string(),
  role: roleSchema,
  domain: z.string(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  organization_domain: z.string().nullable(),
  is_active: z.boolean(),
  /** null: never signed in (the UI shows 'Never'). */
  last_login: z.string().nullable(),
  created_at: z.string(),
});
export type AdminUser = z.infer<typeof adminUser>;
export const adminUserList = z.object({ users: z.array(adminUser) });
export const adminUserUpdate = z.object({
  is_active: z.boolean({ error: 'is_active must be true or false' }),
});

/** Filter of the Users and API Usage tabs. */
export const organizationFilter = z.object({ organization_id: z.uuid().optional() });

export const apiUsageQuery = organizationFilter.extend({
  limit: z.coerce.number().int().min(1).max(USAGE_PAGE_MAX).default(USAGE_PAGE_SIZE),
  cursor: z.string().max(200).optional(),
});

/** One metered call as the API Usage tab lists it; `cost` in US dollars. */
export const apiUsageRow = z.object({
  id: z.string(),
  user_email: z.string().nullable(),
  organization_id: z.string().nullable(),
  organization_name: z.string().nullable(),
  service: z.string(),
  tokens_used: z.number().int(),
  cost: z.number(),
  timestamp: z.string(),
});
export type ApiUsageRow = z.infer<typeof apiUsageRow>;
/** A page of usage, newest first; `next_cursor` is null on the last page. */
export const apiUsagePage = z.object({ rows: z.array(apiUsageRow), next_cursor: z.string().nullable() });
export type ApiUsagePage = z.infer<typeof apiUsagePage>;

/** Domain Settings of the owner's own e-mail domain (admin_settings; docs/product/admin.md#settings). */
export const adminSettingsView = apiKeyView.extend({
  domain: z.string(),
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AdminSettingsView = z.infer<typeof adminSettingsView>;
export const adminSettingsUpdate = z.object({ openai_api_key: requiredText('API key is required', 500) });
export type AdminSettingsUpdate = z.infer<typeof adminSettingsUpdate>;
