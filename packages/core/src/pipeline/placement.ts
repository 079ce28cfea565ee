import type { StagePlacement } from '../candidates/api.js';
import { fixedLayers, leadingFixedLayerIds } from '../interview-process/constants.js';
import { isFixedLayerId, type Workflow } from '../interview-process/model.js';
import { defaultActionOwnerOf, OFFER_STAGE_ID } from './constants.js';

/*
 * Where a move puts a candidate (docs/product/pipeline.md#moves): the stage record's category, level,
 * substep, title and action owner, read from the job's interview process.
 */

const SUBSTEPS = ['a', 'b', 'c'] as const;

/** One stage of a job's process in process order, as a move target. */
export type PipelineStage = StagePlacement & {
  /** The stage's emoji ('👀'). */
  emoji: string;
  /** Position in process order, from 0. */
  order: number;
};

/**
 * The stages of `workflow` in process order, each with the record a move into it creates: category research
 * for Glance, Profile Review and Talent Screen, custom for the custom stages, final for Washup and Offer;
 * level the layer's position from 1 (Glance 1, Profile Review 2, Talent Screen 3, custom stage n 3 + n, then
 * Washup and Offer); substep the concurrent step's letter by its place in the layer ('a', 'b', 'c') when a layer
 * holds more than one block; the block's title; and the category's default action owner (recruiter for research, hiring manager
 * for interview stages and Washup, the candidate at Offer).
 */
export function pipelineStagesOf(workflow: Workflow): PipelineStage[] {
  const stages: PipelineStage[] = [];
  workflow.layers.forEach((layer, index) => {
    const category = isFixedLayerId(layer.id)
      ? (leadingFixedLayerIds as readonly string[]).includes(layer.id)
        ? 'research'
        : 'final'
      : 'custom';
    layer.blocks.forEach((block, position) => {
      const fixedTitle = isFixedLayerId(layer.id) ? fixedLayers[layer.id].title : null;
      stages.push({
        stage_id: block.id,
        stage_category: category,
        stage_level: index + 1,
        stage_substep: layer.blocks.length > 1 ? (SUBSTEPS[position] ?? null) : null,
        stage_title: block.title.trim() || fixedTitle || block.id,
        action_owner: block.id === OFFER_STAGE_ID ? 'candidate' : defaultActionOwnerOf[category],
        emoji: block.emoji,
        order: stages.length,
      });
    });
  });
  return stages;
}

/** The stage `stageId` of `workflow` as a move target, or null when the process has no such stage. */
export function pipelineStageOf(workflow: Workflow, stageId: string): PipelineStage | null {
  return pipelineStagesOf(workflow).find((s) => s.stage_id === stageId) ?? null;
}
