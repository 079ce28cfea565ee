import { z } from 'zod';
import {
  customLayerTitle,
  DEFAULT_MAX_EDITABLE_LAYERS,
  type FixedLayerId,
  fixedLayerIds,
  fixedLayers,
  workflowImportMessages as im,
  leadingFixedLayerIds,
  MAX_BLOCKS_PER_LAYER,
  MAX_CUSTOM_LAYERS,
  MAX_TITLE_LENGTH,
  workflowMessages as m,
  trailingFixedLayerIds,
} from './constants.js';
import { emptyStageDetails, type StageDetails, stageDetailsSchema } from './details.js';

/*
 * The Workflow and Block entities and the rules every workflow keeps
 * (docs/product/interview-process.md#fixed-stages, docs/product/interview-process.md#custom-stages): fixed
 * layers glance, profile, talent, then 0-5 custom layers, then washup, offer; each fixed layer holds exactly
 * its one block, whose id is its stage type; a custom layer 'stage_{n}' holds 1-3 blocks with ids
 * 'stage_{n}', 'stage_{n}b', 'stage_{n}c' (or 'stage_{n}a'): the names of their job_interview_stages rows.
 */

/** One block (step) of a layer. */
export const workflowBlockSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string(),
  emoji: z.string().max(16),
  details: stageDetailsSchema,
});
export type WorkflowBlock = z.infer<typeof workflowBlockSchema>;

/** One layer (column) of the canvas. */
export const workflowLayerSchema = z.object({
  id: z.string().min(1).max(40),
  title: z.string(),
  fixed: z.boolean(),
  blocks: z.array(workflowBlockSchema),
});
export type WorkflowLayer = z.infer<typeof workflowLayerSchema>;

/** A job's interview process: its layers and maxEditableLayers. */
export const workflowSchema = z.object({
  layers: z.array(workflowLayerSchema),
  maxEditableLayers: z.number(),
});
export type Workflow = z.infer<typeof workflowSchema>;

const CUSTOM_LAYER_ID = /^stage_([1-9]\d{0,2})$/;
const CUSTOM_BLOCK_ID = /^stage_([1-9]\d{0,2})([abc]?)$/;

/** True for the five fixed layer ids. */
export function isFixedLayerId(id: string): id is FixedLayerId {
  return (fixedLayerIds as readonly string[]).includes(id);
}

/** The number n of a custom layer id 'stage_{n}', or null. */
export function customLayerNumber(id: string): number | null {
  const match = CUSTOM_LAYER_ID.exec(id);
  return match ? Number(match[1]) : null;
}

/** The layer number and suffix of a custom block id 'stage_{n}[abc]', or null. */
export function parseCustomStageType(id: string): { n: number; suffix: '' | 'a' | 'b' | 'c' } | null {
  const match = CUSTOM_BLOCK_ID.exec(id);
  return match ? { n: Number(match[1]), suffix: match[2] as '' | 'a' | 'b' | 'c' } : null;
}

/** The block ids a custom layer may hand out, in the order they are given: stage_n, stage_nb, stage_nc, stage_na. */
export function blockIdsOfLayer(layerId: string): string[] {
  return [layerId, `${layerId}b`, `${layerId}c`, `${layerId}a`];
}

/** The one block of a fixed layer, with the given details. */
export function fixedBlock(id: FixedLayerId, details: StageDetails = emptyStageDetails()): WorkflowBlock {
  const f = fixedLayers[id];
  return { id: f.stageType, title: f.title, emoji: f.emoji, details };
}

/** A fixed layer with its one block. */
export function fixedLayer(id: FixedLayerId, details?: StageDetails): WorkflowLayer {
  return { id, title: fixedLayers[id].title, fixed: true, blocks: [fixedBlock(id, details)] };
}

/**
 * The workflow of a job without one: the five fixed layers, maxEditableLayers 8
 * (docs/product/interview-process.md#limits).
 */
export function defaultWorkflow(): Workflow {
  return {
    layers: fixedLayerIds.map((id) => fixedLayer(id)),
    maxEditableLayers: DEFAULT_MAX_EDITABLE_LAYERS,
  };
}

/** The custom layers, in order. */
export function customLayersOf(w: Workflow): WorkflowLayer[] {
  return w.layers.filter((l) => !l.fixed);
}

/** How many custom layers the canvas may hold: 5, or fewer when maxEditableLayers says so. */
export function customLayerLimit(w: Workflow): number {
  const max = Number.isFinite(w.maxEditableLayers) ? Math.floor(w.maxEditableLayers) : MAX_CUSTOM_LAYERS;
  return Math.max(0, Math.min(MAX_CUSTOM_LAYERS, max));
}

/**
 * Gives custom layers their titles by position, 'Stage 1' … (a new layer is 'Stage {n}',
 * docs/product/interview-process.md#custom-stages).
 */
export function retitleCustomLayers(layers: WorkflowLayer[]): WorkflowLayer[] {
  let n = 0;
  return layers.map((l) => (l.fixed ? l : { ...l, title: customLayerTitle(++n) }));
}

/** Finds a block and its layer's index. */
export function findBlock(w: Workflow, blockId: string) {
  for (const [layerIndex, layer] of w.layers.entries()) {
    const blockIndex = layer.blocks.findIndex((b) => b.id === blockId);
    if (blockIndex >= 0) return { layer, layerIndex, block: layer.blocks[blockIndex]!, blockIndex };
  }
  return null;
}

function fixedLayerProblem(layer: WorkflowLayer, expected: FixedLayerId): string | null {
  if (layer.id !== expected || !layer.fixed) return im.fixedLayerOrder;
  const [block, ...rest] = layer.blocks;
  const f = fixedLayers[expected];
  if (!block || rest.length > 0 || layer.title !== f.title) return m.fixedStage;
  if (block.id !== f.stageType || block.title !== f.title || block.emoji !== f.emoji) return m.fixedStage;
  return null;
}

function customLayerProblem(layer: WorkflowLayer): string | null {
  if (isFixedLayerId(layer.id)) return im.fixedLayerOrder;
  if (layer.fixed || customLayerNumber(layer.id) === null) return im.invalidStructure;
  if (layer.blocks.length === 0) return m.emptyLayer;
  if (layer.blocks.length > MAX_BLOCKS_PER_LAYER) return m.blockCap;
  const allowed = blockIdsOfLayer(layer.id);
  for (const b of layer.blocks) {
    if (!allowed.includes(b.id)) return im.invalidStructure;
    if (!b.title.trim()) return m.titleRequired;
    if (b.title.length > MAX_TITLE_LENGTH) return m.titleTooLong;
  }
  return null;
}

/**
 * Checks every rule of a workflow (docs/product/interview-process.md#custom-stages): the fixed layers in
 * place and unchanged, 0-5 custom layers only between talent and washup, 1-3 blocks each with ids of their
 * layer, unique layer ids, titled steps, canonical layer titles, details within the limits.
 * @returns null when the workflow keeps every rule, else the message of the first broken one.
 */
export function workflowProblem(w: Workflow): string | null {
  if (!Number.isFinite(w.maxEditableLayers)) return im.invalidStructure;
  for (const id of fixedLayerIds) if (!w.layers.some((l) => l.id === id)) return im.missingFixedLayers;
  const custom = w.layers.length - fixedLayerIds.length;
  if (custom > MAX_CUSTOM_LAYERS) return im.customLayerCap;
  const leading = w.layers.slice(0, leadingFixedLayerIds.length);
  const trailing = w.layers.slice(w.layers.length - trailingFixedLayerIds.length);
  for (const [i, id] of leadingFixedLayerIds.entries()) {
    const problem = fixedLayerProblem(leading[i]!, id);
    if (problem) return problem;
  }
  for (const [i, id] of trailingFixedLayerIds.entries()) {
    const problem = fixedLayerProblem(trailing[i]!, id);
    if (problem) return problem;
  }
  const customLayers = w.layers.slice(
    leadingFixedLayerIds.length,
    w.layers.length - trailingFixedLayerIds.length,
  );
  if (new Set(customLayers.map((l) => l.id)).size !== customLayers.length) return im.invalidStructure;
  for (const layer of customLayers) {
    const problem = customLayerProblem(layer);
    if (problem) return problem;
  }
  const titled = retitleCustomLayers(w.layers);
  if (titled.some((l, i) => l.title !== w.layers[i]!.title)) return im.invalidStructure;
  for (const layer of w.layers) {
    for (const block of layer.blocks) {
      const parsed = stageDetailsSchema.safeParse(block.details);
      if (!parsed.success) return parsed.error.issues[0]?.message ?? im.invalidStructure;
    }
  }
  return null;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return Object.fromEntries(
      entries.sort(([a], [b]) => (a < b ? -1 : 1)).map(([k, v]) => [k, canonical(v)]),
    );
  }
  return value;
}

/** Whether two workflows are the same (key order ignored): the canvas's 'Unsaved changes' test. */
export function workflowsEqual(a: Workflow, b: Workflow): boolean {
  return JSON.stringify(canonical(a)) === JSON.stringify(canonical(b));
}
