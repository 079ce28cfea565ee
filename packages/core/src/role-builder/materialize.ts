import {
  MAX_BLOCKS_PER_LAYER,
  workflowImportMessages,
  workflowMessages,
} from '../interview-process/constants.js';
import { type AssessmentCriterion, emptyStageDetails, parseDuration } from '../interview-process/details.js';
import {
  blockIdsOfLayer,
  customLayerLimit,
  customLayersOf,
  findBlock,
  retitleCustomLayers,
  type Workflow,
  type WorkflowBlock,
  type WorkflowLayer,
  workflowProblem,
} from '../interview-process/model.js';
import {
  CANVAS_MARGIN,
  type InterviewType,
  interviewTypeInfo,
  NODE_HEIGHT,
  NODE_WIDTH,
  roleBuilderMessages,
} from './constants.js';
import { interviewerLine, parseInterviewers } from './interviewers.js';
import { defaultInterviewConfig, jobDescriptionNode, type RoleNode } from './nodes.js';

/*
 * The canvas as a view of the job's interview process (docs/product/role-builder.md#save-process), one rule
 * set in both directions:
 * - nodes → workflow (Save Process, the spec's /api/materialize-workflow): the phone screen fills the Talent
 *   Screen; technical, behavioral and take-home nodes become custom stages ordered left to right, nodes
 *   stacked in one column being concurrent steps of one stage; final nodes become the last custom stage
 *   before Washup; each node's interviewer, notes and duration become its step's interviewers, interview
 *   plan and duration (the stage row's duration_minutes). The workflow rules hold, with the interview process's
 *   messages (at most 5 custom stages, 3 concurrent steps).
 * - workflow → nodes (opening a job): every step the canvas can show becomes a node; the stored layout's
 *   positions are kept when they still draw the same process, else the nodes are laid out afresh.
 */

const TALENT_SCREEN = 'talent_screen';
/** Horizontal and vertical gaps (px) of a layout drawn from a process. */
export const LAYOUT_COLUMN_GAP = 60;
export const LAYOUT_ROW_GAP = 24;

type Fail = { ok: false; message: string };
const fail = (message: string): Fail => ({ ok: false, message });

export type MaterializeResult =
  | {
      ok: true;
      workflow: Workflow;
      /** The nodes, each interview node with the step (block id) it became. */
      nodes: RoleNode[];
    }
  | Fail;

const byRow = (a: RoleNode, b: RoleNode) => a.y - b.y || a.x - b.x;

/**
 * Groups nodes into columns: sorted left to right, a node whose left edge is less than half a node width
 * (80 px) right of a column's first node is stacked in that column. Each column is ordered top to bottom.
 */
export function columnsOf(nodes: readonly RoleNode[]): RoleNode[][] {
  const sorted = [...nodes].sort((a, b) => a.x - b.x || a.y - b.y);
  const columns: RoleNode[][] = [];
  for (const node of sorted) {
    const column = columns.at(-1);
    if (column && node.x - column[0]!.x < NODE_WIDTH / 2) column.push(node);
    else columns.push([node]);
  }
  return columns.map((c) => c.sort(byRow));
}

type BlockResult = { ok: true; block: WorkflowBlock } | Fail;

function blockFor(
  node: RoleNode,
  blockId: string,
  previous: WorkflowBlock | undefined,
  criteria: readonly AssessmentCriterion[],
): BlockResult {
  const type = node.type as InterviewType;
  const config = node.interviewConfig ?? defaultInterviewConfig(type);
  const base = previous?.details ?? {
    ...emptyStageDetails(),
    assessmentCriteria: criteria.map((c) => ({ ...c, rubric: c.rubric.map((r) => ({ ...r })) })),
  };
  let { interviewers } = base;
  // An unchanged line keeps the step's interviewers whole (their e-mails and Slack handles included).
  if (config.interviewer.trim() !== interviewerLine(base.interviewers)) {
    const parsed = parseInterviewers(config.interviewer);
    if (!parsed.ok) return parsed;
    interviewers = parsed.interviewers;
  }
  return {
    ok: true,
    block: {
      id: blockId,
      title: config.title.trim() || interviewTypeInfo[type].title,
      emoji: previous?.emoji ?? interviewTypeInfo[type].emoji,
      details: {
        ...base,
        durationMinutes: parseDuration(config.duration),
        interviewers,
        interviewPlan: config.notes.trim(),
      },
    },
  };
}

type Previous = { layer: WorkflowLayer; block: WorkflowBlock } | null;

/**
 * The layer id of each stage: a stage keeps the layer its nodes' steps were in (the first one not taken by
 * an earlier stage), so stage ids — which candidates' stage records name — survive a save; a new stage takes
 * the lowest 'stage_{n}' the process has not used, else the lowest free one.
 */
function layerIdsFor(groups: RoleNode[][], previousOf: (n: RoleNode) => Previous, existing: string[]) {
  const taken = new Set<string>();
  const ids = groups.map((group) => {
    const kept = group.map((n) => previousOf(n)?.layer.id).find((id) => id && !taken.has(id));
    if (kept) taken.add(kept);
    return kept ?? null;
  });
  const fresh = (avoid: Set<string>) => {
    for (let n = 1; ; n++) if (!avoid.has(`stage_${n}`) && !taken.has(`stage_${n}`)) return `stage_${n}`;
  };
  return ids.map((id) => {
    if (id) return id;
    const next = fresh(new Set(existing));
    taken.add(next);
    return next;
  });
}

/** The block ids of a stage's nodes: each keeps its step's id when that step was in this layer, else the next free one. */
function blockIdsFor(group: RoleNode[], layerId: string, previousOf: (n: RoleNode) => Previous): string[] {
  const allowed = blockIdsOfLayer(layerId);
  const taken = new Set<string>();
  const kept = group.map((n) => {
    const prev = previousOf(n);
    if (prev && prev.layer.id === layerId && !taken.has(prev.block.id)) {
      taken.add(prev.block.id);
      return prev.block.id;
    }
    return null;
  });
  return kept.map((id) => {
    if (id) return id;
    const next = allowed.find((a) => !taken.has(a))!;
    taken.add(next);
    return next;
  });
}

/**
 * Turns the canvas into the job's workflow (docs/product/role-builder.md#save-process).
 * @param current the job's workflow now: its fixed stages are kept, and a node that came from a step keeps
 *   that step's details (criteria, killer questions, interviewers' e-mails) besides what the node changes.
 * @param criteria the assessment criteria a new step starts with (the role's saved criteria, or none).
 * @returns the workflow (keeping every rule of the interview process, each step with its node's duration) and
 *   the nodes with their steps; or the first broken rule: 'Only one phone screen: it fills the Talent Screen', 'Custom layer
 *   cap exceeded (max 5 custom stages)', 'A stage holds at most 3 concurrent steps', an interviewer problem.
 */
export function materializeNodes(opts: {
  nodes: readonly RoleNode[];
  current: Workflow;
  criteria: readonly AssessmentCriterion[];
}): MaterializeResult {
  const { current, criteria } = opts;
  if (new Set(opts.nodes.map((n) => n.id)).size !== opts.nodes.length) {
    return fail(workflowImportMessages.invalidStructure);
  }
  const interviews = opts.nodes.filter((n) => n.type !== 'job-description');
  const phones = interviews.filter((n) => n.type === 'phone-screen');
  if (phones.length > 1) return fail(roleBuilderMessages.onePhoneScreen);
  const finals = interviews.filter((n) => n.type === 'final').sort(byRow);
  const columns = columnsOf(
    interviews.filter((n) => n.type === 'technical' || n.type === 'behavioral' || n.type === 'take-home'),
  );
  const groups = finals.length > 0 ? [...columns, finals] : columns;
  if (groups.length > customLayerLimit(current)) return fail(workflowImportMessages.customLayerCap);
  if (groups.some((g) => g.length > MAX_BLOCKS_PER_LAYER)) return fail(workflowMessages.blockCap);

  const assigned = new Map<string, string>();
  const place = (node: RoleNode, blockId: string) => assigned.set(node.id, blockId);

  const layerOf = (id: string) => current.layers.find((l) => l.id === id);
  let talent = layerOf('talent');
  const phone = phones[0];
  if (phone && talent) {
    const made = blockFor(phone, TALENT_SCREEN, talent.blocks[0], criteria);
    if (!made.ok) return made;
    // The Talent Screen keeps its fixed title and emoji; the node gives it details.
    talent = { ...talent, blocks: [{ ...talent.blocks[0]!, details: made.block.details }] };
    place(phone, TALENT_SCREEN);
  }
  const previousOf = (n: RoleNode) => {
    const found = n.blockId ? findBlock(current, n.blockId) : null;
    return found && !found.layer.fixed ? found : null;
  };
  const layerIds = layerIdsFor(
    groups,
    previousOf,
    customLayersOf(current).map((l) => l.id),
  );
  const custom: WorkflowLayer[] = [];
  for (const [k, group] of groups.entries()) {
    const layerId = layerIds[k]!;
    const ids = blockIdsFor(group, layerId, previousOf);
    const blocks: WorkflowBlock[] = [];
    for (const [j, node] of group.entries()) {
      const made = blockFor(node, ids[j]!, previousOf(node)?.block, criteria);
      if (!made.ok) return made;
      blocks.push(made.block);
      place(node, ids[j]!);
    }
    custom.push({ id: layerId, title: '', fixed: false, blocks });
  }
  const fixed = (id: string) => layerOf(id) ?? null;
  const leading = [fixed('glance'), fixed('profile'), talent ?? null];
  const trailing = [fixed('washup'), fixed('offer')];
  if ([...leading, ...trailing].some((l) => l === null))
    return fail(workflowImportMessages.missingFixedLayers);
  const workflow: Workflow = {
    layers: retitleCustomLayers([
      ...(leading as WorkflowLayer[]),
      ...custom,
      ...(trailing as WorkflowLayer[]),
    ]),
    maxEditableLayers: current.maxEditableLayers,
  };
  const problem = workflowProblem(workflow);
  if (problem) return fail(problem);
  const nodes = opts.nodes.map((n) => {
    const { blockId: _old, ...rest } = n;
    const blockId = assigned.get(n.id);
    return blockId ? { ...rest, blockId } : rest;
  });
  return { ok: true, workflow, nodes };
}

/** The interview type a step's title suggests (a step made in Jobs, or one whose node was not stored). */
export function inferInterviewType(title: string, lastStage: boolean): InterviewType {
  const t = title.toLowerCase();
  if (/take[- ]?home|assignment|task|case study|exercise/.test(t)) return 'take-home';
  if (/behaviou?r|values|culture|competenc|peer/.test(t)) return 'behavioral';
  if (lastStage && /final|executive/.test(t)) return 'final';
  return 'technical';
}

/** Where a layout drawn from a process puts column `col`, row `row`. */
export function layoutPosition(col: number, row: number): { x: number; y: number } {
  return {
    x: CANVAS_MARGIN + col * (NODE_WIDTH + LAYOUT_COLUMN_GAP),
    y: CANVAS_MARGIN + row * (NODE_HEIGHT + LAYOUT_ROW_GAP),
  };
}

const shapeOf = (w: Workflow) => JSON.stringify(customLayersOf(w).map((l) => l.blocks.map((b) => b.title)));

/**
 * The canvas of a job's process (docs/product/role-builder.md#canvas): the job-description node; a phone
 * screen when the Talent Screen has interviewers or a plan, or the stored layout put one there; a node per
 * custom step, typed as stored (same step, same title) or from its title, the last stage's steps all
 * 'final' when one of them is. Positions are the stored layout's when every node is in it and it still
 * draws this process; otherwise the job description sits top-left, the phone screen in the next column and
 * each custom stage in a column of its own, its concurrent steps stacked. A node's duration is its step's
 * (45 when the step has none).
 */
export function nodesFromWorkflow(opts: {
  workflow: Workflow;
  stored: readonly RoleNode[] | null;
}): RoleNode[] {
  const { workflow } = opts;
  const stored = opts.stored ?? [];
  const byBlock = new Map(stored.filter((n) => n.blockId).map((n) => [n.blockId!, n]));
  const jd = stored.find((n) => n.type === 'job-description') ?? jobDescriptionNode();
  const nodes: RoleNode[] = [{ id: jd.id, type: 'job-description', x: jd.x, y: jd.y }];
  const auto: RoleNode[] = [{ ...nodes[0]!, ...layoutPosition(0, 0) }];
  let matched = true;
  const add = (block: WorkflowBlock, type: InterviewType, title: string, col: number, row: number) => {
    const previous = byBlock.get(block.id);
    const same = previous && previous.type === type;
    if (!same) matched = false;
    const node: RoleNode = {
      id: same ? previous.id : `node-${block.id}`,
      type,
      x: same ? previous.x : 0,
      y: same ? previous.y : 0,
      blockId: block.id,
      interviewConfig: {
        title,
        interviewer: interviewerLine(block.details.interviewers),
        duration: parseDuration(block.details.durationMinutes),
        notes: block.details.interviewPlan,
      },
    };
    nodes.push(node);
    auto.push({ ...node, ...layoutPosition(col, row) });
  };

  const talent = findBlock(workflow, TALENT_SCREEN)?.block;
  const storedPhone = byBlock.get(TALENT_SCREEN);
  let col = 1;
  if (
    talent &&
    (storedPhone?.type === 'phone-screen' ||
      talent.details.interviewers.length > 0 ||
      talent.details.interviewPlan.trim() !== '' ||
      talent.details.durationMinutes !== undefined)
  ) {
    const title = storedPhone?.interviewConfig?.title.trim() || interviewTypeInfo['phone-screen'].title;
    add(talent, 'phone-screen', title, col, 0);
    col += 1;
  }
  const custom = customLayersOf(workflow);
  for (const [i, layer] of custom.entries()) {
    const last = i === custom.length - 1;
    const types = layer.blocks.map((b) => {
      const s = byBlock.get(b.id);
      const kept =
        s &&
        s.type !== 'job-description' &&
        s.type !== 'phone-screen' &&
        s.interviewConfig?.title === b.title;
      return kept ? (s.type as InterviewType) : inferInterviewType(b.title, last);
    });
    const finalStage = last && types.includes('final');
    for (const [j, block] of layer.blocks.entries()) {
      const typed = types[j]!;
      const type = finalStage ? 'final' : typed === 'final' ? inferInterviewType(block.title, false) : typed;
      add(block, type, block.title, col, j);
    }
    col += 1;
  }
  if (matched) {
    const drawn = materializeNodes({ nodes, current: workflow, criteria: [] });
    if (drawn.ok && shapeOf(drawn.workflow) === shapeOf(workflow)) return nodes;
  }
  // Drawn afresh; the job description keeps its place only if it was stored.
  return auto.map((n) => (n.type === 'job-description' && opts.stored?.length ? nodes[0]! : n));
}
