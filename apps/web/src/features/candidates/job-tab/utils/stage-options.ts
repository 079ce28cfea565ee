import { fixedLayers, isFixedLayerId, type Workflow, type WorkflowBlock, type WorkflowLayer } from '@rw/core';

/** One stage of the job's process as the Candidates tab's stage selector offers it. */
export type StageOption = {
  /** The stage id of its candidate records: the block id ('glance', 'profile_review', 'stage_1b', ...). */
  id: string;
  title: string;
  emoji: string;
  /** The selector's group: a fixed layer's caption ('Research', ...) or a custom layer's title ('Stage 1'). */
  group: string;
  fixed: boolean;
  description: string;
};

/** What each fixed stage is for, shown under the selector (docs/product/candidates.md#candidates-tab). */
export const fixedStageDescriptions: Record<string, string> = {
  glance:
    'First look at imported candidates. Upload a CSV (a LinkedIn connections export works as is) to add ' +
    'people here, score them with AI, and decide who moves on to Profile Review.',
  profile_review:
    'Shortlisting: read the CV and LinkedIn profile of each candidate in depth and decide who is worth a ' +
    'conversation.',
  talent_screen:
    'Screening call with the recruiter to check motivation, expectations and basic fit before the interviews.',
  washup:
    'Decision: the hiring team compares the feedback from every stage and agrees who receives an offer.',
  offer: 'Closing: the offer is made, negotiated and accepted.',
};

/** Longest part of an interview plan quoted in a custom stage's description. */
export const PLAN_EXCERPT_CHARS = 280;

function excerpt(text: string, max: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1).trimEnd()}…` : flat;
}

/**
 * A custom stage's description: its title, the criteria it assesses and an excerpt of its interview plan,
 * e.g. 'Technical Interview: an interview step of this job's process. Assesses: System design, Testing.
 * Plan: …'.
 */
export function customStageDescription(block: WorkflowBlock): string {
  const parts = [`${block.title.trim() || block.id}: an interview step of this job's process.`];
  const criteria = block.details.assessmentCriteria.map((c) => c.title.trim()).filter(Boolean);
  if (criteria.length > 0) parts.push(`Assesses: ${criteria.join(', ')}.`);
  const plan = block.details.interviewPlan.trim();
  if (plan) parts.push(`Plan: ${excerpt(plan, PLAN_EXCERPT_CHARS)}`);
  return parts.join(' ');
}

function groupOf(layer: WorkflowLayer): string {
  return isFixedLayerId(layer.id) ? fixedLayers[layer.id].caption : layer.title;
}

/**
 * The stages of a workflow in process order (docs/product/candidates.md#candidates-tab: the stage selector is
 * built from the workflow layers), each block one stage. Glance comes first, so it is the default selection.
 */
export function stageOptionsFromWorkflow(workflow: Workflow): StageOption[] {
  return workflow.layers.flatMap((layer) =>
    layer.blocks.map((block) => ({
      id: block.id,
      title: block.title.trim() || block.id,
      emoji: block.emoji,
      group: groupOf(layer),
      fixed: layer.fixed,
      description: fixedStageDescriptions[block.id] ?? customStageDescription(block),
    })),
  );
}

/** Mantine Select data: one group per layer, each stage as '👀 Glance'. Group labels are unique. */
export function stageSelectData(options: readonly StageOption[]) {
  const groups: { group: string; items: { value: string; label: string }[] }[] = [];
  for (const option of options) {
    const item = { value: option.id, label: `${option.emoji} ${option.title}`.trim() };
    const last = groups.at(-1);
    if (last && last.group === option.group) last.items.push(item);
    else groups.push({ group: option.group, items: [item] });
  }
  return groups;
}
