import {
  type Company,
  type CreateCompanyBody,
  canDeleteCompany,
  companyMessages,
  DEFAULT_TONE_OF_VOICE,
  deriveCompanyDomain,
  MAX_COMPANIES_PER_USER,
  type Role,
  type UpdateCompanyBody,
} from '@rw/core';
import { sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { AppError, notFound } from '#src/lib/app-error.js';
import type { Caller } from '#src/plugins/auth.js';
import {
  type CompanyChanges,
  type CompanyScope,
  deleteCompanyRow,
  findCompany,
  insertCompanyWithinLimit,
  toApiCompany,
  updateCompanyRow,
} from './companies.queries.js';
import { sanitizeRichText } from './rich-text.js';

/**
 * The tone of voice a new company of organisation `domain` starts with (docs/product/companies.md#fields): the
 * organisation's default from System Settings, else the product's DEFAULT_TONE_OF_VOICE.
 */
export async function defaultToneOf(db: Db, domain: string): Promise<string> {
  const rows = await db.execute<{ tone: string | null }>(
    sql`select default_tone_of_voice as tone from organization_settings where domain = ${domain}`,
  );
  return rows.rows[0]?.tone ?? DEFAULT_TONE_OF_VOICE;
}

/** The signed-in caller as the companies service needs it (from the session, never the request body). */
const scopeOf = (caller: Caller): CompanyScope => ({ userId: caller.id, domain: caller.domain });

/**
 * Column changes of the fields present in `body` (PATCH semantics: absent fields stay as they are).
 * Rich text is sanitised here, before anything is stored.
 */
async function columnChanges(body: UpdateCompanyBody): Promise<CompanyChanges> {
  const changes: CompanyChanges = {
    name: body.name,
    size: body.size,
    website: body.website,
    industry: body.industry,
    location: body.location,
    founded: body.founded,
    companyValues: body.company_values,
    companyBenefits: body.company_benefits,
    toneOfVoiceInstructions: body.tone_of_voice_instructions,
    toneOfVoiceSourceText: body.tone_of_voice_source_text,
    isPublic: body.is_public,
  };
  if (body.description !== undefined) changes.description = await sanitizeRichText(body.description);
  if (body.job_spec_intro !== undefined) changes.jobSpecIntro = await sanitizeRichText(body.job_spec_intro);
  return Object.fromEntries(Object.entries(changes).filter(([, v]) => v !== undefined));
}

/**
 * Creates a company for the caller (docs/product/companies.md#editing): owner and creator are the caller,
 * `domain` is the caller's organisation, `company_domain` is derived from the website or the caller's e-mail,
 * rich text is sanitised, an omitted tone of voice starts as the organisation's default one (System Settings),
 * else the product's.
 * @returns the stored company.
 * @throws AppError CONFLICT 'Maximum of 8 companies per user' when the caller already has 8.
 */
export async function createCompany(opts: {
  db: Db;
  caller: Caller;
  body: CreateCompanyBody;
}): Promise<Company> {
  const { db, caller, body } = opts;
  const tone =
    body.tone_of_voice_instructions === undefined
      ? await defaultToneOf(db, caller.domain)
      : body.tone_of_voice_instructions;
  const row = await insertCompanyWithinLimit(
    db,
    scopeOf(caller),
    {
      ...(await columnChanges(body)),
      name: body.name,
      ownerUserId: caller.id,
      createdBy: caller.id,
      toneOfVoiceInstructions: tone,
      toneOfVoiceLastUpdated: tone ? new Date() : null,
      companyDomain: deriveCompanyDomain(body.website, caller.email),
      domain: caller.domain,
    },
    MAX_COMPANIES_PER_USER,
  );
  if (!row) throw new AppError('CONFLICT', companyMessages.limitReached);
  return toApiCompany(row);
}

/**
 * A company the caller owns, created or is a member of (docs/product/companies.md#visibility).
 * @throws AppError NOT_FOUND when missing or not visible to the caller.
 */
export async function getCompany(opts: { db: Db; caller: Caller; id: string }): Promise<Company> {
  const row = await findCompany(opts.db, scopeOf(opts.caller), opts.id);
  if (!row) throw notFound(companyMessages.notFound);
  return toApiCompany(row);
}

/**
 * Changes the fields sent (docs/product/companies.md#editing). A new website derives
 * `company_domain` again; a changed tone of voice sets `tone_of_voice_last_updated`.
 * @returns the stored company.
 * Members may change it as its owner does (docs/product/companies.md#visibility).
 * @throws AppError NOT_FOUND when missing or not visible to the caller (another organisation's looks missing).
 */
export async function updateCompany(opts: {
  db: Db;
  caller: Caller;
  id: string;
  body: UpdateCompanyBody;
}): Promise<Company> {
  const { db, caller, id, body } = opts;
  const scope = scopeOf(caller);
  const current = await findCompany(db, scope, id);
  if (!current) throw notFound(companyMessages.notFound);
  const changes = await columnChanges(body);
  if (body.website !== undefined) changes.companyDomain = deriveCompanyDomain(body.website, caller.email);
  const tone = body.tone_of_voice_instructions;
  if (tone !== undefined && tone !== current.toneOfVoiceInstructions)
    changes.toneOfVoiceLastUpdated = new Date();
  const row = await updateCompanyRow(db, scope, id, changes);
  if (!row) throw notFound(companyMessages.notFound);
  return toApiCompany(row);
}

/**
 * Deletes a company the caller sees: its owner or creator, or an admin, may (docs/product/companies.md#visibility).
 * @throws AppError NOT_FOUND when missing or not visible to the caller; FORBIDDEN 'Only the owner of this
 *   company, or an admin, can delete it.' for another member.
 */
export async function deleteCompany(opts: { db: Db; caller: Caller & { role: Role }; id: string }) {
  const { db, caller, id } = opts;
  const current = await findCompany(db, scopeOf(caller), id);
  if (!current) throw notFound(companyMessages.notFound);
  const owners = { owner_user_id: current.ownerUserId, created_by: current.createdBy };
  if (!canDeleteCompany(owners, caller)) throw new AppError('FORBIDDEN', companyMessages.deleteForbidden);
  if (!(await deleteCompanyRow(db, scopeOf(caller), id))) throw notFound(companyMessages.notFound);
}
