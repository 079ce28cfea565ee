import type { AdminOrganization, OrganizationCreate, OrganizationUpdate } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
import { isUniqueViolation } from '#src/lib/pg-errors.js';
import { assertPublicBaseUrl } from '#src/platform/ai/base-url-guard.js';
import type { Caller } from '#src/plugins/auth.js';
import { sealApiKey, viewApiKey } from './api-key.js';
import {
  deleteOrganization,
  domainTaken,
  insertOrganization,
  linkDomainUsers,
  listOrganizations,
  type OrganizationRow,
  type OrganizationValues,
  updateOrganization,
} from './organizations.queries.js';

/** What the organisation operations that read or write keys need: the database and the key-encryption key. */
export type OrganizationContext = {
  db: Db;
  masterKey: Buffer;
  /** AI_ALLOW_PRIVATE_BASE_URL: accept an `ai_base_url` on a private or loopback address. */
  allowPrivateBaseUrl?: boolean;
};

/** Refuses a private `ai_base_url` unless the server allows it (base-url-guard.ts). */
async function checkBaseUrl(opts: OrganizationContext, body: { ai_base_url?: string | null }) {
  if (body.ai_base_url && !opts.allowPrivateBaseUrl) await assertPublicBaseUrl(body.ai_base_url);
}

const duplicate = (domain: string) =>
  new AppError('CONFLICT', `An organization with the domain ${domain} already exists.`);
const missing = () => new AppError('NOT_FOUND', 'Organization not found');

function toApi(r: OrganizationRow, masterKey: Buffer): AdminOrganization {
  return {
    id: r.id,
    name: r.name,
    domain: r.domain,
    billing_enabled: r.billingEnabled,
    monthly_credit_limit: r.monthlyCreditLimit,
    current_month_usage: r.monthUsage,
    rpm_limit: r.rpmLimit,
    tpm_limit: r.tpmLimit,
    ai_model: r.aiModel,
    ai_base_url: r.aiBaseUrl,
    ...viewApiKey(r.openaiApiKey, masterKey),
    created_at: r.createdAt.toISOString(),
    updated_at: r.updatedAt.toISOString(),
    updated_by: r.updatedBy,
  };
}

/** Every organisation, newest first, keys masked (docs/product/admin.md#organizations). */
export async function listAdminOrganizations(opts: OrganizationContext) {
  return (await listOrganizations(opts.db)).map((r) => toApi(r, opts.masterKey));
}

/** The optional provider columns of a body, only those given (undefined keeps the column). */
function providerValues(body: OrganizationUpdate): Partial<OrganizationValues> {
  const values: Partial<OrganizationValues> = {};
  if (body.rpm_limit !== undefined) values.rpmLimit = body.rpm_limit;
  if (body.tpm_limit !== undefined) values.tpmLimit = body.tpm_limit;
  if (body.ai_model !== undefined) values.aiModel = body.ai_model;
  if (body.ai_base_url !== undefined) values.aiBaseUrl = body.ai_base_url;
  return values;
}

/**
 * Adds an organisation (docs/product/admin.md#organizations): key encrypted, no usage yet, `updated_by` the
 * caller's e-mail; profiles of its domain are linked to it.
 * @throws AppError CONFLICT when the domain already has an organisation; VALIDATION adminMessages.privateBaseUrl.
 */
export async function createOrganization(
  opts: OrganizationContext & { caller: Caller; body: OrganizationCreate },
) {
  const { db, masterKey, caller, body } = opts;
  await checkBaseUrl(opts, body);
  const row = await insertOrganization(db, {
    domain: body.domain,
    name: body.name,
    openaiApiKey: sealApiKey(body.openai_api_key, masterKey),
    billingEnabled: body.billing_enabled,
    monthlyCreditLimit: body.monthly_credit_limit,
    updatedBy: caller.email,
    ...providerValues(body),
  });
  if (!row) throw duplicate(body.domain);
  await linkDomainUsers(db, row);
  return toApi(row, masterKey);
}

/**
 * Edits organisation `id`, `updated_by` the caller's e-mail; a blank or absent key keeps the stored one. A
 * new domain relinks the profiles.
 * @throws AppError NOT_FOUND, or CONFLICT when the new domain belongs to another organisation; VALIDATION
 *   adminMessages.privateBaseUrl.
 */
export async function editOrganization(
  opts: OrganizationContext & { caller: Caller; id: string; body: OrganizationUpdate },
) {
  const { db, masterKey, caller, id, body } = opts;
  await checkBaseUrl(opts, body);
  if (body.domain && (await domainTaken(db, body.domain, id))) throw duplicate(body.domain);
  const values: Partial<OrganizationValues> = {
    ...providerValues(body),
    updatedAt: new Date(),
    updatedBy: caller.email,
  };
  if (body.domain !== undefined) values.domain = body.domain;
  if (body.name !== undefined) values.name = body.name;
  if (body.billing_enabled !== undefined) values.billingEnabled = body.billing_enabled;
  if (body.monthly_credit_limit !== undefined) values.monthlyCreditLimit = body.monthly_credit_limit;
  if (body.openai_api_key) values.openaiApiKey = sealApiKey(body.openai_api_key, masterKey);
  const row = await updateOrganization(db, id, values).catch((error: unknown) => {
    // Another request may take the domain between the check and the update.
    throw body.domain && isUniqueViolation(error) ? duplicate(body.domain) : error;
  });
  if (!row) throw missing();
  if (body.domain !== undefined) await linkDomainUsers(db, row);
  return toApi(row, masterKey);
}

/** Deletes organisation `id`. @throws AppError NOT_FOUND. */
export async function removeOrganization(opts: { db: Db; id: string }): Promise<void> {
  if (!(await deleteOrganization(opts.db, opts.id))) throw missing();
}
