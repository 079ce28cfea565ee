import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  addBlockRight,
  addLayer,
  checkWorkflowForSave,
  defaultWorkflow,
  deleteBlock,
  emptyStageRow,
  fixedLayerIds,
  fixedLayers,
  loadWorkflow,
  moveBlockLeft,
  moveBlockRight,
  planWorkflowSave,
  renameBlock,
  type StageRowValues,
  stagePresets,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
  workflowFromStageRows,
  workflowProblem,
  workflowToStageRows,
} from '../index.js';

/*
 * Property-based tests: any sequence of canvas edits, from a new workflow or one built from arbitrary stage
 * rows, keeps every rule; whatever the canvas holds is accepted by the server's check unchanged; and save
 * (rows + stored workflow) then load gives the same workflow back.
 */

/** Runs per property; each run is a whole sequence of edits (up to 40). */
const RUNS = 400;

const text = fc.string({ maxLength: 14 });
const interviewer = fc.record({
  firstName: text,
  lastName: text,
  email: fc.oneof(fc.constant(''), fc.emailAddress(), text),
  slack: text,
  role: text,
});
const rubricRow = fc.record({
  min: fc.integer({ min: -5, max: 105 }),
  max: fc.integer({ min: 0, max: 100 }),
  description: text,
});
const criterion = fc.record({
  title: fc.oneof(text, fc.constantFrom('TypeScript', 'Communication')),
  rubric: fc.array(rubricRow, { maxLength: 6 }),
  requirementIndexes: fc.array(fc.nat(8), { maxLength: 3 }),
});
/** Details as anyone might send them: often over a limit or malformed. */
const anyDetails = fc.record({
  interviewers: fc.array(interviewer, { maxLength: 4 }),
  assessmentCriteria: fc.array(criterion, { maxLength: 6 }),
  interviewPlan: fc.string({ maxLength: 40 }),
  killerQuestions: fc.array(text, { maxLength: 4 }),
});
/** Details a careful user fills in: within the limits. */
const validDetails = fc.record({
  interviewers: fc.array(
    interviewer.map((i) => ({ ...i, email: i.email.includes('@') ? i.email : '' })),
    {
      maxLength: 3,
    },
  ),
  assessmentCriteria: fc.array(
    fc.record({
      title: fc.string({ minLength: 1, maxLength: 14 }).filter((t) => t.trim() !== ''),
      rubric: fc.array(fc.record({ min: fc.nat(100), max: fc.nat(100), description: text }), {
        maxLength: 5,
      }),
      requirementIndexes: fc.array(fc.nat(8), { maxLength: 3 }),
    }),
    { maxLength: 5 },
  ),
  interviewPlan: fc.string({ maxLength: 40 }),
  killerQuestions: fc.array(text, { maxLength: 4 }),
});
const details = fc.oneof(validDetails, anyDetails);
const preset = fc.option(fc.constantFrom(...stagePresets), { nil: undefined });

type Op =
  | { kind: 'addLayer'; at: number | null; preset?: (typeof stagePresets)[number] }
  | { kind: 'addRight' | 'left' | 'right' | 'delete'; at: number; preset?: (typeof stagePresets)[number] }
  | { kind: 'rename'; at: number; title: string }
  | { kind: 'details'; at: number; details: unknown };

const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('addLayer' as const), at: fc.option(fc.nat(20), { nil: null }), preset }),
  fc.record({
    kind: fc.constantFrom('addRight' as const, 'left' as const, 'right' as const, 'delete' as const),
    at: fc.nat(20),
    preset,
  }),
  fc.record({ kind: fc.constant('rename' as const), at: fc.nat(20), title: fc.string({ maxLength: 90 }) }),
  fc.record({ kind: fc.constant('details' as const), at: fc.nat(20), details }),
);

const customTypes = [
  'stage_1',
  'stage_1b',
  'stage_2',
  'stage_2a',
  'stage_2b',
  'stage_2c',
  'stage_3',
  'stage_7',
  'stage_7c',
  'stage_9',
  'stage_11',
  'stage_12',
];
const stageRow: fc.Arbitrary<StageRowValues> = fc
  .record({
    type: fc.constantFrom(...fixedLayerIds.map((id) => fixedLayers[id].stageType), ...customTypes),
    title: fc.option(text, { nil: null }),
    name: fc.option(fc.string({ maxLength: 30 }), { nil: null }),
    email: fc.option(fc.oneof(fc.emailAddress(), text), { nil: null }),
    ac1: fc.option(text, { nil: null }),
    rubric1: fc.option(
      fc.oneof(
        text,
        fc.array(rubricRow, { maxLength: 7 }).map((r) => JSON.stringify(r)),
      ),
      { nil: null },
    ),
    killer: fc.array(text, { maxLength: 3 }),
  })
  .map((r) => ({
    ...emptyStageRow(r.type),
    stage_title: r.title,
    interviewer_name: r.name,
    interviewer_email: r.email,
    ac1: r.ac1,
    rubric1: r.rubric1,
    killer_questions: r.killer,
  }));
const start: fc.Arbitrary<Workflow> = fc.oneof(
  fc.constant(defaultWorkflow()),
  fc.uniqueArray(stageRow, { selector: (r) => r.stage_type, maxLength: 14 }).map(workflowFromStageRows),
);

const at4 = (o: Op) => o.kind === 'addLayer' || o.at % 4 !== 0;

function apply(w: Workflow, o: Op): WorkflowEdit {
  const blocks = w.layers.flatMap((l) => l.blocks);
  const custom = w.layers.filter((l) => !l.fixed).flatMap((l) => l.blocks);
  // Mostly custom steps (the editable ones), sometimes any step, fixed ones included.
  const pool = custom.length > 0 && at4(o) ? custom : blocks;
  const pick = (at: number) => pool[at % pool.length]!.id;
  switch (o.kind) {
    case 'addLayer':
      return addLayer(w, {
        ...o.preset,
        afterLayerId: o.at === null ? undefined : w.layers[o.at % w.layers.length]!.id,
      });
    case 'addRight':
      return addBlockRight(w, pick(o.at), o.preset);
    case 'left':
      return moveBlockLeft(w, pick(o.at));
    case 'right':
      return moveBlockRight(w, pick(o.at));
    case 'delete':
      return deleteBlock(w, pick(o.at));
    case 'rename':
      return renameBlock(w, pick(o.at), o.title);
    case 'details':
      return updateDetails(w, pick(o.at), o.details);
  }
}

const roundTrip = <T>(v: T): T => JSON.parse(JSON.stringify(v));
const byType = (rows: StageRowValues[]) => [...rows].sort((a, b) => (a.stage_type < b.stage_type ? -1 : 1));
const stats = { sequences: 0, edits: 0, applied: 0 };

describe('workflow properties (fast-check)', () => {
  it('every sequence of edits keeps every rule; a refused edit changes nothing', () => {
    fc.assert(
      fc.property(start, fc.array(op, { maxLength: 40, size: 'medium' }), (initial, ops) => {
        stats.sequences += 1;
        expect(workflowProblem(initial)).toBeNull();
        let w = initial;
        for (const o of ops) {
          const before = JSON.stringify(w);
          const result = apply(w, o);
          stats.edits += 1;
          expect(JSON.stringify(w)).toBe(before);
          if (!result.ok) continue;
          stats.applied += 1;
          w = result.workflow;
          expect(workflowProblem(w)).toBeNull();
          expect(w.layers.filter((l) => !l.fixed).length).toBeLessThanOrEqual(5);
          expect(w.layers.every((l) => l.blocks.length >= 1 && l.blocks.length <= 3)).toBe(true);
          expect(w.layers.filter((l) => l.fixed).map((l) => l.id)).toEqual([...fixedLayerIds]);
          if (result.blockId)
            expect(w.layers.some((l) => l.blocks.some((b) => b.id === result.blockId))).toBe(true);
        }
      }),
      { numRuns: RUNS },
    );
    expect(stats.applied).toBeGreaterThan(stats.sequences);
    console.info(
      `edit property: ${stats.sequences} sequences, ${stats.edits} edits, ${stats.applied} applied`,
    );
  }, 60_000);

  it('save (rows + stored workflow) then load is identity, and the server check accepts the canvas unchanged', () => {
    fc.assert(
      fc.property(
        start,
        fc.array(op, { maxLength: 30, size: 'medium' }),
        fc.uniqueArray(fc.constantFrom(...customTypes), { maxLength: 5 }),
        (initial, ops, existing) => {
          const w = ops.reduce((acc, o) => {
            const r = apply(acc, o);
            return r.ok ? r.workflow : acc;
          }, initial);
          expect(checkWorkflowForSave(roundTrip(w))).toEqual({ ok: true, workflow: w });
          const plan = planWorkflowSave(w, existing);
          expect(loadWorkflow({ stored: roundTrip(plan.stored), rows: plan.rows })).toEqual({
            workflow: w,
            source: 'saved',
          });
          expect(plan.resetStageTypes.every((t) => !plan.rows.some((r) => r.stage_type === t))).toBe(true);
          const rows = workflowToStageRows(w);
          expect(byType(workflowToStageRows(workflowFromStageRows(rows)))).toEqual(byType(rows));
        },
      ),
      { numRuns: RUNS },
    );
  }, 60_000);
});
