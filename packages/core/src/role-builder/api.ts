import { z } from 'zod';
import { workflowSources } from '../interview-process/persistence.js';
import { job } from '../jobs.js';
import { roleBuilderMessages } from './constants.js';
import { roleCriteriaSchema, roleCriterionSchema } from './criteria.js';
import { roleDescriptionSchema } from './description.js';
import { roleNodeSchema, roleNodesSchema } from './nodes.js';
import { hasTitleAndCompany, roleFormFields, roleFormSchema } from './questions.js';

/*
 * The Role Builder's API contract (docs/product/role-builder.md#api). The jobs, their interview processes and
 * their candidates are the jobs area's own routes; these add what the Role Builder alone needs.
 */

/** GET /api/role-builder/companies: the organisation's companies with their descriptions as plain text. */
export const roleCompanyOption = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  has_tone_of_voice: z.boolean(),
});
export type RoleCompanyOption = z.infer<typeof roleCompanyOption>;
export const roleCompaniesResponse = z.object({ companies: z.array(roleCompanyOption) });

/** POST /api/role-builder/description: the form (streamed back as `delta` events, then `done`). */
export const generateRoleDescriptionBody = roleFormSchema;
export type GenerateRoleDescriptionBody = z.input<typeof generateRoleDescriptionBody>;
/** A `delta` event of the streamed description: the next piece of text. */
export const roleDescriptionDelta = z.object({ text: z.string() });
/** The `done` event, and the answer with `Accept: application/json`. */
export const roleDescriptionResult = z.object({ description: roleDescriptionSchema, text: z.string() });
export type RoleDescriptionResult = z.infer<typeof roleDescriptionResult>;

/** POST /api/role-builder/criteria: 3-5 criteria for a title and description (not saved). */
export const generateRoleCriteriaBody = z.object({
  title: z.string().trim().min(1).max(300),
  company_id: z.string().max(40).optional(),
  description: roleDescriptionSchema,
});
export type GenerateRoleCriteriaBody = z.input<typeof generateRoleCriteriaBody>;
export type GenerateRoleCriteria = z.output<typeof generateRoleCriteriaBody>;
export const roleCriteriaResponse = z.object({ criteria: z.array(roleCriterionSchema) });
export type RoleCriteriaResponse = z.infer<typeof roleCriteriaResponse>;

/** GET /api/jobs/{id}/role-builder, and the answer of every change: the canvas and criteria of a job. */
export const roleBuilderState = z.object({
  job_id: z.string(),
  nodes: z.array(roleNodeSchema),
  criteria: z.array(roleCriterionSchema),
  /** Where the job's process came from (the interview process's `source`). */
  workflow_source: z.enum(workflowSources),
  /** When the canvas was last saved with Save Process; null when never. */
  saved_at: z.string().nullable(),
});
export type RoleBuilderState = z.infer<typeof roleBuilderState>;

/** POST /api/materialize-workflow: the canvas of a job, made its interview process (Save Process). */
export const materializeWorkflowBody = z.object({ job_id: z.uuid(), nodes: roleNodesSchema });
export type MaterializeWorkflowBody = z.input<typeof materializeWorkflowBody>;

/** PUT /api/jobs/{id}/role-builder/criteria: Save Criteria. */
export const saveRoleCriteriaBody = z.object({ criteria: roleCriteriaSchema });
export type SaveRoleCriteriaBody = z.input<typeof saveRoleCriteriaBody>;

/** POST /api/role-builder/jobs: Save & Start Process (or Save Criteria before a job exists): the form's fields, the description, and criteria. */
export const createRoleJobBody = roleFormFields
  .extend({ description: roleDescriptionSchema, criteria: roleCriteriaSchema.optional() })
  .refine(hasTitleAndCompany, roleBuilderMessages.titleAndCompanyRequired);
export type CreateRoleJobBody = z.input<typeof createRoleJobBody>;
export const roleJobResponse = z.object({ job, state: roleBuilderState });
export type RoleJobResponse = z.infer<typeof roleJobResponse>;

/** POST /api/role-builder/import: an export (checked by the server) as a new job of the chosen company. */
export const importRoleJobBody = z.object({
  company_id: z.string().max(40),
  data: z.unknown().describe('The exported JSON: { format, version, exported_at, job, criteria, nodes }.'),
});
export type ImportRoleJobBody = z.input<typeof importRoleJobBody>;
