import {
  type FixedLayerId,
  fixedLayerIds,
  fixedLayers,
  MAX_BLOCKS_PER_LAYER,
  MAX_CUSTOM_LAYERS,
  MAX_DESCRIPTION_LENGTH,
  MAX_PLAN_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  NEW_BLOCK_EMOJI,
  STAGES_MAX_EDITABLE_LAYERS,
} from './constants.js';
import {
  clampStageDetails,
  isInterviewerEmail,
  normalizeStageDetails,
  type RubricRow,
  type StageDetails,
  storedDuration,
} from './details.js';
import {
  fixedLayer,
  parseCustomStageType,
  retitleCustomLayers,
  type Workflow,
  type WorkflowBlock,
  type WorkflowLayer,
} from './model.js';

/*
 * The mapping between the canvas and the job_interview_stages rows
 * (docs/product/interview-process.md#saving): one row per block, named by the block's id (its stage type:
 * glance, profile_review, talent_screen, washup, offer, stage_{n} with an optional a/b/c suffix). acN holds
 * criterion N's title and rubricN the JSON text of its rubric rows; up to 3 interviewers share the
 * interviewer columns, joined with '; '.
 */

/**
 * The stage columns a block writes (PATCH job_interview_stages; docs/product/interview-process.md#saving).
 */
export type StageRowValues = {
  stage_type: string;
  stage_title: string | null;
  stage_emoji: string | null;
  interviewer_name: string | null;
  interviewer_email: string | null;
  interviewer_slack: string | null;
  duration_minutes: number | null;
  ac1: string | null;
  ac2: string | null;
  ac3: string | null;
  ac4: string | null;
  ac5: string | null;
  rubric1: string | null;
  rubric2: string | null;
  rubric3: string | null;
  rubric4: string | null;
  rubric5: string | null;
  interview_plan: string | null;
  killer_questions: string[];
};

const criterionSlots = [1, 2, 3, 4, 5] as const;
const SEPARATOR = '; ';

/** A value safe to join: the separator's ';' cannot appear inside it. */
const clean = (v: string) => v.replaceAll(';', ',').replace(/\s+/g, ' ').trim();
const joined = (values: string[]) => (values.some(Boolean) ? values.map(clean).join(SEPARATOR) : null);
const split = (v: string | null | undefined) => (v?.trim() ? v.split(';').map((s) => s.trim()) : []);

/** An empty row of a stage type: what an unused stage_{n} row is reset to. */
export function emptyStageRow(stageType: string): StageRowValues {
  return blockToStageRow({
    id: stageType,
    title: '',
    emoji: '',
    details: { interviewers: [], assessmentCriteria: [], interviewPlan: '', killerQuestions: [] },
  });
}

/** The row a block writes. */
export function blockToStageRow(block: WorkflowBlock): StageRowValues {
  const { assessmentCriteria, interviewPlan, killerQuestions } = block.details;
  // An interviewer known only by role (AI generation) has nothing to write to the row.
  const interviewers = block.details.interviewers.filter(
    (i) => i.firstName || i.lastName || i.email || i.slack,
  );
  const row: StageRowValues = {
    stage_type: block.id,
    stage_title: block.title || null,
    stage_emoji: block.emoji || null,
    interviewer_name: joined(interviewers.map((i) => `${clean(i.firstName)} ${clean(i.lastName)}`.trim())),
    interviewer_email: joined(interviewers.map((i) => i.email)),
    interviewer_slack: joined(interviewers.map((i) => i.slack)),
    duration_minutes: block.details.durationMinutes ?? null,
    ac1: null,
    ac2: null,
    ac3: null,
    ac4: null,
    ac5: null,
    rubric1: null,
    rubric2: null,
    rubric3: null,
    rubric4: null,
    rubric5: null,
    interview_plan: interviewPlan || null,
    killer_questions: [...killerQuestions],
  };
  for (const n of criterionSlots) {
    const criterion = assessmentCriteria[n - 1];
    if (!criterion) continue;
    row[`ac${n}`] = criterion.title;
    row[`rubric${n}`] = JSON.stringify(criterion.rubric);
  }
  return row;
}

/** Every block's row, in canvas order. */
export function workflowToStageRows(w: Workflow): StageRowValues[] {
  return w.layers.flatMap((l) => l.blocks.map(blockToStageRow));
}

/**
 * A stage row's rubricN column (JSON text of {min, max, description} rows) as rubric rows; rows without numeric
 * bounds are dropped, descriptions cut to MAX_DESCRIPTION_LENGTH; unreadable or empty text gives [].
 */
export function rubricOf(text: string | null): RubricRow[] {
  if (!text) return [];
  try {
    const rows: unknown = JSON.parse(text);
    if (!Array.isArray(rows)) return [];
    return rows.flatMap((r: { min?: unknown; max?: unknown; description?: unknown }) => {
      const min = Number(r?.min);
      const max = Number(r?.max);
      if (!Number.isFinite(min) || !Number.isFinite(max)) return [];
      const description =
        typeof r.description === 'string' ? r.description.slice(0, MAX_DESCRIPTION_LENGTH) : '';
      return [{ min, max, description }];
    });
  } catch {
    return [];
  }
}

/** A row's details, normalised, held to the limits and cut to the text bounds (rows written elsewhere may hold more). */
export function stageRowDetails(row: StageRowValues): StageDetails {
  const names = split(row.interviewer_name);
  const emails = split(row.interviewer_email);
  const slacks = split(row.interviewer_slack);
  const count = Math.max(names.length, emails.length, slacks.length);
  const interviewers = Array.from({ length: count }, (_, i) => {
    const [firstName = '', ...rest] = (names[i] ?? '').split(/\s+/);
    const email = (emails[i] ?? '').slice(0, MAX_TEXT_LENGTH);
    return {
      firstName: firstName.slice(0, MAX_TEXT_LENGTH),
      lastName: rest.join(' ').slice(0, MAX_TEXT_LENGTH),
      email: isInterviewerEmail(email) ? email : '',
      slack: (slacks[i] ?? '').slice(0, MAX_TEXT_LENGTH),
      role: '',
    };
  });
  const assessmentCriteria = criterionSlots.flatMap((n) => {
    const title = row[`ac${n}`]?.trim().slice(0, MAX_TEXT_LENGTH);
    return title ? [{ title, rubric: rubricOf(row[`rubric${n}`]), requirementIndexes: [] }] : [];
  });
  const details = normalizeStageDetails({
    durationMinutes: storedDuration(row.duration_minutes) ?? null,
    interviewers,
    assessmentCriteria,
    interviewPlan: (row.interview_plan ?? '').slice(0, MAX_PLAN_LENGTH),
    killerQuestions: (row.killer_questions ?? []).map((q) => q.slice(0, MAX_TEXT_LENGTH)),
  });
  return clampStageDetails(details);
}

const suffixOrder = { '': 0, a: 1, b: 2, c: 3 } as const;

/**
 * Builds the canvas from stage rows (GET job_interview_stages; docs/product/interview-process.md#saving) for
 * a job without a saved workflow: the fixed layers with their rows' details, then the titled stage_{n} rows
 * grouped by n (at most 5 layers of 3 blocks, by n then suffix); maxEditableLayers 10
 * (docs/product/interview-process.md#limits).
 */
export function workflowFromStageRows(rows: readonly StageRowValues[]): Workflow {
  const byType = new Map(rows.map((r) => [r.stage_type, r]));
  const fixed = (id: FixedLayerId) => {
    const row = byType.get(fixedLayers[id].stageType);
    return fixedLayer(id, row ? stageRowDetails(row) : undefined);
  };
  const groups = new Map<number, { row: StageRowValues; order: number }[]>();
  for (const row of rows) {
    const type = parseCustomStageType(row.stage_type);
    if (!type || !row.stage_title?.trim()) continue;
    groups.set(type.n, [...(groups.get(type.n) ?? []), { row, order: suffixOrder[type.suffix] }]);
  }
  const custom: WorkflowLayer[] = [...groups.entries()]
    .sort(([a], [b]) => a - b)
    .slice(0, MAX_CUSTOM_LAYERS)
    .map(([n, members]) => ({
      id: `stage_${n}`,
      title: '',
      fixed: false,
      blocks: members
        .sort((a, b) => a.order - b.order)
        .slice(0, MAX_BLOCKS_PER_LAYER)
        .map(({ row }) => ({
          id: row.stage_type,
          title: row.stage_title!.trim().slice(0, MAX_TITLE_LENGTH).trim(),
          emoji: row.stage_emoji?.trim().slice(0, 16).trim() || NEW_BLOCK_EMOJI,
          details: stageRowDetails(row),
        })),
    }));
  const [glance, profile, talent, washup, offer] = fixedLayerIds.map(fixed);
  return {
    layers: retitleCustomLayers([glance!, profile!, talent!, ...custom, washup!, offer!]),
    maxEditableLayers: STAGES_MAX_EDITABLE_LAYERS,
  };
}
