import { z } from 'zod';
import { roleBuilderMessages } from './constants.js';
import { type RoleCriterion, roleCriterionSchema } from './criteria.js';
import { type RoleDescription, roleDescriptionSchema } from './description.js';
import { type RoleNode, roleNodesSchema } from './nodes.js';

/*
 * Export and import (docs/product/role-builder.md#export-and-import): a job, its assessment criteria and its
 * canvas as one JSON file named from the job title, which Import reads back into a new job.
 */

export const ROLE_BUILDER_EXPORT_FORMAT = 'role-builder';
export const ROLE_BUILDER_EXPORT_VERSION = 1;

const text = (max: number) => z.string().max(max).nullable().default(null);

/** The job part of an export. */
export const roleExportJobSchema = z.object({
  title: z.string().trim().min(1).max(300),
  company_name: text(200),
  location: text(300),
  description: roleDescriptionSchema,
  skills_hard: z.array(z.string().max(200)).max(100).default([]),
  skills_soft: z.array(z.string().max(200)).max(100).default([]),
  job_context: text(20_000),
  intake_notes: text(50_000),
});
export type RoleExportJob = z.output<typeof roleExportJobSchema>;

/** The whole file. */
export const roleBuilderExportSchema = z.object({
  format: z.literal(ROLE_BUILDER_EXPORT_FORMAT),
  version: z.literal(ROLE_BUILDER_EXPORT_VERSION),
  exported_at: z.string().max(40),
  job: roleExportJobSchema,
  criteria: z.array(roleCriterionSchema).max(5).default([]),
  nodes: roleNodesSchema.default([]),
});
export type RoleBuilderExport = z.output<typeof roleBuilderExportSchema>;

/** What an export is made from. */
export function buildRoleBuilderExport(opts: {
  job: Omit<RoleExportJob, 'description'> & { description: RoleDescription };
  criteria: readonly RoleCriterion[];
  nodes: readonly RoleNode[];
  now?: Date;
}): RoleBuilderExport {
  return {
    format: ROLE_BUILDER_EXPORT_FORMAT,
    version: ROLE_BUILDER_EXPORT_VERSION,
    exported_at: (opts.now ?? new Date()).toISOString(),
    job: opts.job,
    criteria: [...opts.criteria],
    // The steps a node became belong to the exported job; an import makes its own.
    nodes: opts.nodes.map(({ blockId: _step, ...n }) => n),
  };
}

/** 'This Role Builder export cannot be imported: {what is wrong}'. */
export const exportDamaged = (what: string) => `This Role Builder export cannot be imported: ${what}`;

/**
 * Checks a file's JSON as an export (docs/product/role-builder.md#export-and-import).
 * @returns the export (nodes without steps), or 'This file is not a Role Builder export' when it is not one,
 *   or 'This Role Builder export cannot be imported: {field}: {problem}' when a part is wrong.
 */
export function parseRoleBuilderExport(
  input: unknown,
): { ok: true; data: RoleBuilderExport } | { ok: false; message: string } {
  const head = z
    .object({
      format: z.literal(ROLE_BUILDER_EXPORT_FORMAT),
      version: z.literal(ROLE_BUILDER_EXPORT_VERSION),
    })
    .safeParse(input);
  if (!head.success) return { ok: false, message: roleBuilderMessages.notAnExport };
  const parsed = roleBuilderExportSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.join('.') || 'file';
    return { ok: false, message: exportDamaged(`${where}: ${issue?.message ?? 'invalid'}`) };
  }
  const data = parsed.data;
  return { ok: true, data: { ...data, nodes: data.nodes.map(({ blockId: _step, ...n }) => n) } };
}

/** The export's file name: '{job title}.json', characters not allowed in file names removed. */
export function exportFileName(title: string | null | undefined): string {
  const base =
    (title ?? '')
      .replace(/[\\/:*?"<>|]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'Role Builder';
  return `${base}.json`;
}
