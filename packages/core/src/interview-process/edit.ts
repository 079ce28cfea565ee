import {
  workflowImportMessages as im,
  MAX_BLOCKS_PER_LAYER,
  MAX_TITLE_LENGTH,
  workflowMessages as m,
  NEW_BLOCK_EMOJI,
  NEW_BLOCK_TITLE,
} from './constants.js';
import { emptyStageDetails, parseStageDetails } from './details.js';
import {
  blockIdsOfLayer,
  customLayerLimit,
  customLayerNumber,
  customLayersOf,
  findBlock,
  retitleCustomLayers,
  type Workflow,
  type WorkflowBlock,
  type WorkflowLayer,
} from './model.js';

/*
 * The canvas's edit operations (docs/product/interview-process.md#custom-stages), pure: each takes a workflow
 * and returns a new one, or a typed error, and never breaks a rule of `workflowProblem`. Columns are layers
 * (stages in order); the blocks of one layer are concurrent steps.
 */

export type WorkflowEditErrorCode =
  | 'fixed_stage'
  | 'layer_cap'
  | 'block_cap'
  | 'custom_position'
  | 'no_layer'
  | 'not_found'
  | 'invalid_title'
  | 'invalid_details';
export type WorkflowEditError = { code: WorkflowEditErrorCode; message: string };
/** An edit's outcome; `blockId` is the step the edit created or moved (null after a delete). */
export type WorkflowEdit =
  | { ok: true; workflow: Workflow; blockId: string | null }
  | { ok: false; error: WorkflowEditError };
/** What a new step starts as: a preset's title and emoji, else 'New Step'. */
export type NewStep = { title?: string; emoji?: string };

const fail = (code: WorkflowEditErrorCode, message: string): WorkflowEdit => ({
  ok: false,
  error: { code, message },
});
const done = (w: Workflow, layers: WorkflowLayer[], blockId: string | null): WorkflowEdit => ({
  ok: true,
  workflow: { ...w, layers: retitleCustomLayers(layers) },
  blockId,
});

function newBlock(id: string, step: NewStep = {}): WorkflowBlock {
  const title = step.title?.trim().slice(0, MAX_TITLE_LENGTH).trim() || NEW_BLOCK_TITLE;
  return {
    id,
    title,
    emoji: step.emoji?.trim().slice(0, 16).trim() || NEW_BLOCK_EMOJI,
    details: emptyStageDetails(),
  };
}

/** The smallest n whose 'stage_{n}' no layer uses. */
function freeLayerId(w: Workflow): string {
  const used = new Set(w.layers.map((l) => customLayerNumber(l.id)));
  let n = 1;
  while (used.has(n)) n += 1;
  return `stage_${n}`;
}

/** A custom block with its layer, or the reason it cannot be edited. */
function customBlock(w: Workflow, blockId: string) {
  const found = findBlock(w, blockId);
  if (!found) return fail('not_found', m.stepNotFound);
  if (found.layer.fixed) return fail('fixed_stage', m.fixedStage);
  return found;
}

/**
 * Adds a custom layer 'Stage {n}' holding one new step (a preset's title and emoji, else 'New Step'), right
 * after `afterLayerId` (Talent Screen or a custom layer), or as the last custom layer before Washup.
 * Errors: layer_cap (5 custom layers, or fewer by maxEditableLayers), custom_position, not_found.
 */
export function addLayer(w: Workflow, opts: NewStep & { afterLayerId?: string } = {}): WorkflowEdit {
  if (customLayersOf(w).length >= customLayerLimit(w)) return fail('layer_cap', im.customLayerCap);
  let at = w.layers.findIndex((l) => l.id === 'washup');
  if (opts.afterLayerId !== undefined) {
    const after = w.layers.findIndex((l) => l.id === opts.afterLayerId);
    if (after < 0) return fail('not_found', m.stepNotFound);
    if (w.layers[after]!.fixed && opts.afterLayerId !== 'talent')
      return fail('custom_position', m.customPosition);
    at = after + 1;
  }
  const id = freeLayerId(w);
  const layer: WorkflowLayer = { id, title: '', fixed: false, blocks: [newBlock(id, opts)] };
  return done(w, [...w.layers.slice(0, at), layer, ...w.layers.slice(at)], id);
}

/**
 * Adds a concurrent step to the right of a custom step, in the same layer
 * (docs/product/interview-process.md#custom-stages). Errors: fixed_stage, block_cap (3 per layer), not_found.
 */
export function addBlockRight(w: Workflow, blockId: string, step: NewStep = {}): WorkflowEdit {
  const found = customBlock(w, blockId);
  if ('ok' in found) return found;
  const { layer, layerIndex, blockIndex } = found;
  if (layer.blocks.length >= MAX_BLOCKS_PER_LAYER) return fail('block_cap', m.blockCap);
  const used = new Set(layer.blocks.map((b) => b.id));
  const id = blockIdsOfLayer(layer.id).find((candidate) => !used.has(candidate))!;
  const blocks = [...layer.blocks];
  blocks.splice(blockIndex + 1, 0, newBlock(id, step));
  const layers = w.layers.map((l, i) => (i === layerIndex ? { ...l, blocks } : l));
  return done(w, layers, id);
}

/**
 * Moves a custom step one column left (-1) or right (+1): a step alone in its layer swaps places with the
 * neighbouring custom layer; a concurrent step leaves its layer for a new layer on that side (and takes
 * that layer's id). Errors: fixed_stage, no_layer (no custom layer on that side), layer_cap, not_found.
 */
function moveBlock(w: Workflow, blockId: string, dir: -1 | 1): WorkflowEdit {
  const found = customBlock(w, blockId);
  if ('ok' in found) return found;
  const { layer, layerIndex, block } = found;
  const layers = [...w.layers];
  if (layer.blocks.length === 1) {
    const neighbour = layers[layerIndex + dir];
    if (!neighbour || neighbour.fixed) return fail('no_layer', m.noLayerToMoveTo);
    layers[layerIndex + dir] = layer;
    layers[layerIndex] = neighbour;
    return done(w, layers, block.id);
  }
  if (customLayersOf(w).length >= customLayerLimit(w)) return fail('layer_cap', im.customLayerCap);
  const id = freeLayerId(w);
  layers[layerIndex] = { ...layer, blocks: layer.blocks.filter((b) => b.id !== blockId) };
  const moved: WorkflowLayer = { id, title: '', fixed: false, blocks: [{ ...block, id }] };
  layers.splice(dir === 1 ? layerIndex + 1 : layerIndex, 0, moved);
  return done(w, layers, id);
}

/** Moves a custom step one column left; see `moveBlock` rules above. */
export const moveBlockLeft = (w: Workflow, blockId: string) => moveBlock(w, blockId, -1);
/** Moves a custom step one column right; see `moveBlock` rules above. */
export const moveBlockRight = (w: Workflow, blockId: string) => moveBlock(w, blockId, 1);

/** Renames a custom step (trimmed, 1-80 characters). Errors: fixed_stage, invalid_title, not_found. */
export function renameBlock(w: Workflow, blockId: string, title: string): WorkflowEdit {
  const found = customBlock(w, blockId);
  if ('ok' in found) return found;
  const next = title.trim();
  if (!next) return fail('invalid_title', m.titleRequired);
  if (next.length > MAX_TITLE_LENGTH) return fail('invalid_title', m.titleTooLong);
  const layers = w.layers.map((l, i) =>
    i === found.layerIndex
      ? { ...l, blocks: l.blocks.map((b) => (b.id === blockId ? { ...b, title: next } : b)) }
      : l,
  );
  return done(w, layers, blockId);
}

/**
 * Deletes a custom step; deleting the last step of a layer removes the layer
 * (docs/product/interview-process.md#custom-stages). Errors: fixed_stage, not_found.
 */
export function deleteBlock(w: Workflow, blockId: string): WorkflowEdit {
  const found = customBlock(w, blockId);
  if ('ok' in found) return found;
  const layers = w.layers
    .map((l, i) => (i === found.layerIndex ? { ...l, blocks: l.blocks.filter((b) => b.id !== blockId) } : l))
    .filter((l) => l.fixed || l.blocks.length > 0);
  return done(w, layers, null);
}

/**
 * Replaces a step's details (any step, fixed ones included: their scorecards are filled in too), normalised
 * and held to its limits (docs/product/interview-process.md#stage-details). Errors: invalid_details (the
 * broken rule's message), not_found.
 */
export function updateDetails(w: Workflow, blockId: string, details: unknown): WorkflowEdit {
  const found = findBlock(w, blockId);
  if (!found) return fail('not_found', m.stepNotFound);
  const parsed = parseStageDetails(details);
  if (!parsed.ok) return fail('invalid_details', parsed.message);
  const layers = w.layers.map((l, i) =>
    i === found.layerIndex
      ? { ...l, blocks: l.blocks.map((b) => (b.id === blockId ? { ...b, details: parsed.details } : b)) }
      : l,
  );
  return done(w, layers, blockId);
}
