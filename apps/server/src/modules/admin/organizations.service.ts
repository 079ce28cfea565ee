import type { AdminOrganization, OrganizationCreate, OrganizationUpdate } from '@rw/core';
import type { Db } from '#src/db/client.js';
import { AppError } from '#src/lib/app-error.js';
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

/** What every organisation operation needs: the database, the key-encryption key and the caller's e-mail. */
export type OrganizationContext = { db: Db; masterKey: Buffer; by: string };

const duplicate = (domain: string) =>
  new AppError('CONFLICT', `An organization with the domain ${domain} already exists.`);
const missing = () => new AppError('NOT_FOUND', 'Organization not found');

/** Postgres unique_violation (23505), also when Drizzle wraps the driver error as its cause. */
function isUniqueViolation(error: unknown): boolean {
  let e: unknown = error;
  for (let depth = 0; depth < 3 && typeof e === 'object' && e !== null; depth++) {
    if ('code' in e && e.code === '23505') return true;
    e = 'cause' in e ? e.cause : undefined;
  }
  return false;
}

function toApi(r: OrganizationRow, masterKey: Buffer): AdminOrganization {
  return {
    id: r.id,
    name: r.name,
    domain: r.domain,
    billing_enabled: r.billingEnabled,
    monthly_credit_limit: r.monthlyCreditLimit,
    current_month_usage: r.currentMonthUsage,
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

/** Every organisation, newest first, keys masked (spec 1 sections 2 and 7). */
export async function listAdminOrganizations(ctx: Omit<OrganizationContext, 'by'>) {
  return (await listOrganizations(ctx.db)).map((r) => toApi(r, ctx.masterKey));
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
 * Adds an organisation (spec 1 section 7): key encrypted, usage 0, `updated_by` the caller; profiles of its
 * domain are linked to it.
 * @throws AppError CONFLICT when the domain already has an organisation.
 */
export async function createOrganization(ctx: OrganizationContext, body: OrganizationCreate) {
  const row = await insertOrganization(ctx.db, {
    domain: body.domain,
    name: body.name,
    openaiApiKey: sealApiKey(body.openai_api_key, ctx.masterKey),
    billingEnabled: body.billing_enabled,
    monthlyCreditLimit: body.monthly_credit_limit,
    currentMonthUsage: 0,
    updatedBy: ctx.by,
    ...providerValues(body),
  });
  if (!row) throw duplicate(body.domain);
  await linkDomainUsers(ctx.db, row);
  return toApi(row, ctx.masterKey);
}

/**
 * Edits an organisation; a blank or absent key keeps the stored one. A new domain relinks the profiles.
 * @throws AppError NOT_FOUND, or CONFLICT when the new domain belongs to another organisation.
 */
export async function editOrganization(ctx: OrganizationContext, id: string, body: OrganizationUpdate) {
  if (body.domain && (await domainTaken(ctx.db, body.domain, id))) throw duplicate(body.domain);
  const values: Partial<OrganizationValues> = {
    ...providerValues(body),
    updatedAt: new Date(),
    updatedBy: ctx.by,
  };
  if (body.domain !== undefined) values.domain = body.domain;
  if (body.name !== undefined) values.name = body.name;
  if (body.billing_enabled !== undefined) values.billingEnabled = body.billing_enabled;
  if (body.monthly_credit_limit !== undefined) values.monthlyCreditLimit = body.monthly_credit_limit;
  if (body.openai_api_key) values.openaiApiKey = sealApiKey(body.openai_api_key, ctx.masterKey);
  const row = await updateOrganization(ctx.db, id, values).catch((error: unknown) => {
    // Another request may take the domain between the check and the update.
    throw body.domain && isUniqueViolation(error) ? duplicate(body.domain) : error;
  });
  if (!row) throw missing();
  if (body.domain !== undefined) await linkDomainUsers(ctx.db, row);
  return toApi(row, ctx.masterKey);
}

/** Deletes an organisation. @throws AppError NOT_FOUND. */
export async function removeOrganization(db: Db, id: string): Promise<void> {
  if (!(await deleteOrganization(db, id))) throw missing();
}
