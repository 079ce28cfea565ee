import { z } from 'zod';
import {
  type FixedLayerId,
  fixedLayerIds,
  workflowImportMessages as im,
  MAX_BLOCKS_PER_LAYER,
  MAX_CUSTOM_LAYERS,
  MAX_TITLE_LENGTH,
  NEW_BLOCK_EMOJI,
  NEW_BLOCK_TITLE,
} from './constants.js';
import {
  clampStageDetails,
  isInterviewerEmail,
  normalizeStageDetails,
  type StageDetails,
  stageDetailsDraftSchema,
  stageDetailsInput,
  stageDetailsSchema,
} from './details.js';
import {
  blockIdsOfLayer,
  fixedLayer,
  isFixedLayerId,
  retitleCustomLayers,
  type Workflow,
  type WorkflowLayer,
  workflowProblem,
} from './model.js';

/*
 * Workflow import (docs/product/interview-process.md#import-rules) and the server's check of a saved
 * workflow. Both start with the same checks in the same order; the import then normalises what it received
 * (fixed layers rebuilt, custom layers renumbered between Talent Screen and Washup, details trimmed and cut
 * to the limits), while a save must already keep every rule.
 */

export type WorkflowResult = { ok: true; workflow: Workflow } | { ok: false; message: string };

type RawLayer = { id: string; blocks: Record<string, unknown>[] };
type Raw = { layers: RawLayer[]; maxEditableLayers: number };

const isRecord = (v: unknown): v is Record<string, unknown> =>
  typeof v === 'object' && v !== null && !Array.isArray(v);
const isRawLayer = (l: unknown): l is RawLayer =>
  isRecord(l) && typeof l.id === 'string' && Array.isArray(l.blocks) && l.blocks.every(isRecord);

/**
 * The import checks, in order: a layers list and a numeric maxEditableLayers ('Invalid workflow structure'),
 * the five fixed ids ('Missing fixed layers'), glance < profile < talent < washup < offer ('Fixed layer order
 * invalid'), at most 5 custom layers ('Custom layer cap exceeded (max 5 custom stages)').
 */
function specChecks(raw: unknown): { ok: true; raw: Raw } | { ok: false; message: string } {
  if (!isRecord(raw) || !Array.isArray(raw.layers)) return { ok: false, message: im.invalidStructure };
  if (typeof raw.maxEditableLayers !== 'number' || !Number.isFinite(raw.maxEditableLayers)) {
    return { ok: false, message: im.invalidStructure };
  }
  const layers: unknown[] = raw.layers;
  if (!layers.every(isRawLayer)) return { ok: false, message: im.invalidStructure };
  const ids = layers.map((l) => l.id);
  if (fixedLayerIds.some((id) => ids.indexOf(id) !== ids.lastIndexOf(id))) {
    return { ok: false, message: im.invalidStructure };
  }
  if (fixedLayerIds.some((id) => !ids.includes(id))) return { ok: false, message: im.missingFixedLayers };
  const at = fixedLayerIds.map((id) => ids.indexOf(id));
  if (at.some((index, i) => i > 0 && index < at[i - 1]!)) return { ok: false, message: im.fixedLayerOrder };
  if (ids.filter((id) => !isFixedLayerId(id)).length > MAX_CUSTOM_LAYERS) {
    return { ok: false, message: im.customLayerCap };
  }
  return { ok: true, raw: { layers, maxEditableLayers: raw.maxEditableLayers } };
}

/** Details as an import reads them: normalised, cut to the limits (the duration kept within 15-180), untitled criteria named, bad e-mails blanked. */
function importedDetails(value: unknown): StageDetails {
  // A duration that is not a number is left out rather than failing the import; clamping keeps it in 15-180.
  const raw =
    isRecord(value) && typeof value.durationMinutes !== 'number'
      ? { ...value, durationMinutes: null }
      : value;
  const draft = stageDetailsDraftSchema.parse(raw ?? {});
  const details = clampStageDetails(normalizeStageDetails(draft));
  return stageDetailsSchema.parse({
    ...details,
    interviewers: details.interviewers.map((i) => ({
      ...i,
      email: isInterviewerEmail(i.email) ? i.email : '',
    })),
    assessmentCriteria: details.assessmentCriteria.map((c, n) => ({
      ...c,
      title: c.title || `Criterion ${n + 1}`,
      rubric: c.rubric.map((r) => (r.min > r.max ? { ...r, min: r.max, max: r.min } : r)),
    })),
  });
}

const text = (v: unknown, fallback: string, max: number) =>
  (typeof v === 'string' ? v.trim().slice(0, max).trim() : '') || fallback;

/**
 * Imports a workflow object (an AI-generated process or any outside JSON) under the import rules.
 * @returns the workflow, normalised so it keeps every rule of `workflowProblem`, or the import's message:
 *   'Invalid workflow structure', 'Missing fixed layers', 'Fixed layer order invalid', 'Custom layer cap
 *   exceeded (max 5 custom stages)', or 'Failed to import workflow' when its content cannot be read.
 */
export function importWorkflow(input: unknown): WorkflowResult {
  const checked = specChecks(input);
  if (!checked.ok) return checked;
  try {
    const { layers, maxEditableLayers } = checked.raw;
    const byId = new Map(layers.map((l) => [l.id, l]));
    const fixed = (id: FixedLayerId) => fixedLayer(id, importedDetails(byId.get(id)?.blocks[0]?.details));
    const custom: WorkflowLayer[] = layers
      .filter((l) => !isFixedLayerId(l.id) && l.blocks.length > 0)
      .map((l, k) => {
        const id = `stage_${k + 1}`;
        const ids = blockIdsOfLayer(id);
        const blocks = l.blocks.slice(0, MAX_BLOCKS_PER_LAYER).map((b, i) => ({
          id: ids[i]!,
          title: text(b.title, NEW_BLOCK_TITLE, MAX_TITLE_LENGTH),
          emoji: text(b.emoji, NEW_BLOCK_EMOJI, 16),
          details: importedDetails(b.details),
        }));
        return { id, title: '', fixed: false, blocks };
      });
    const workflow: Workflow = {
      layers: retitleCustomLayers([
        fixed('glance'),
        fixed('profile'),
        fixed('talent'),
        ...custom,
        fixed('washup'),
        fixed('offer'),
      ]),
      maxEditableLayers,
    };
    if (workflowProblem(workflow)) return { ok: false, message: im.failed };
    return { ok: true, workflow };
  } catch {
    return { ok: false, message: im.failed };
  }
}

const draftWorkflowSchema = z.object({
  layers: z.array(
    z.object({
      id: z.string().max(40),
      title: z.string().max(200),
      fixed: z.boolean(),
      blocks: z.array(
        z.object({
          id: z.string().max(40),
          title: z.string().max(200),
          emoji: z.string().max(16),
          details: stageDetailsInput.prefault({}),
        }),
      ),
    }),
  ),
  maxEditableLayers: z.number(),
});

/**
 * Checks a workflow sent to be saved (PUT /api/jobs/:id/workflow): the import checks, then its shape and
 * stage details (normalised: text trimmed, empty rows dropped), then every rule of `workflowProblem`. Nothing
 * else is repaired: a save that breaks a rule is refused.
 * @returns the workflow to store, or the first broken rule's message.
 */
export function checkWorkflowForSave(input: unknown): WorkflowResult {
  const checked = specChecks(input);
  if (!checked.ok) return checked;
  const parsed = draftWorkflowSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const inDetails = issue?.path.includes('details') ?? false;
    return { ok: false, message: inDetails && issue ? issue.message : im.invalidStructure };
  }
  const workflow: Workflow = {
    maxEditableLayers: parsed.data.maxEditableLayers,
    layers: retitleCustomLayers(
      parsed.data.layers.map((l) => ({
        ...l,
        blocks: l.blocks.map((b) => (l.fixed ? b : { ...b, title: b.title.trim() })),
      })),
    ),
  };
  const problem = workflowProblem(workflow);
  return problem ? { ok: false, message: problem } : { ok: true, workflow };
}
