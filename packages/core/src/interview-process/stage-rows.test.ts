import { describe, expect, it } from 'vitest';
import {
  addBlockRight,
  addLayer,
  defaultWorkflow,
  emptyStageRow,
  loadWorkflow,
  planWorkflowSave,
  type StageRowValues,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
  workflowFromStageRows,
  workflowProblem,
  workflowToStageRows,
} from '../index.js';

const ok = (e: WorkflowEdit): Workflow => {
  if (!e.ok) throw new Error(e.error.message);
  return e.workflow;
};
const row = (stage_type: string, values: Partial<StageRowValues> = {}): StageRowValues => ({
  ...emptyStageRow(stage_type),
  ...values,
});

describe('canvas ↔ job_interview_stages rows', () => {
  const rubric = [
    { min: 0, max: 20, description: 'No evidence' },
    { min: 21, max: 100, description: 'Clear evidence' },
  ];
  const designed = () => {
    let w = ok(addLayer(defaultWorkflow(), { title: 'Technical Interview', emoji: '💻' }));
    w = ok(addBlockRight(w, 'stage_1', { title: 'Task / Case Study', emoji: '📝' }));
    return ok(
      updateDetails(w, 'stage_1', {
        durationMinutes: 60,
        interviewers: [
          { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@acme.test', slack: '@ada' },
          { firstName: 'Alan', lastName: 'Turing', email: '', slack: '@alan' },
        ],
        assessmentCriteria: [{ title: 'TypeScript', rubric }],
        interviewPlan: 'Pairing on a small feature',
        killerQuestions: ['Why TypeScript?'],
      }),
    );
  };

  it('writes one row per block named by its id: acN titles, rubricN JSON, interviewers joined', () => {
    const rows = workflowToStageRows(designed());
    expect(rows.map((r) => r.stage_type)).toEqual([
      'glance',
      'profile_review',
      'talent_screen',
      'stage_1',
      'stage_1b',
      'washup',
      'offer',
    ]);
    expect(rows[3]).toEqual({
      ...emptyStageRow('stage_1'),
      stage_title: 'Technical Interview',
      stage_emoji: '💻',
      interviewer_name: 'Ada Lovelace; Alan Turing',
      interviewer_email: 'ada@acme.test; ',
      interviewer_slack: '@ada; @alan',
      duration_minutes: 60,
      ac1: 'TypeScript',
      rubric1: JSON.stringify(rubric),
      interview_plan: 'Pairing on a small feature',
      killer_questions: ['Why TypeScript?'],
    });
  });

  it('reads rows back into the same canvas (maxEditableLayers 10) and skips untitled stage rows', () => {
    const w = designed();
    const rows = [...workflowToStageRows(w), row('stage_4')];
    const loaded = workflowFromStageRows(rows);
    expect(loaded.maxEditableLayers).toBe(10);
    expect(workflowProblem(loaded)).toBeNull();
    expect({ ...loaded, maxEditableLayers: 8 }).toEqual(w);
  });

  it('groups concurrent rows by n, orders them, and ignores rows past the limits', () => {
    const loaded = workflowFromStageRows([
      row('stage_2c', { stage_title: 'C' }),
      row('stage_2', { stage_title: 'A' }),
      row('stage_2a', { stage_title: 'B' }),
      row('stage_2b', { stage_title: 'Dropped: a 4th step' }),
      row('stage_1', { stage_title: 'First', rubric1: 'not json', ac1: 'Kept without rubric' }),
    ]);
    expect(loaded.layers.slice(3, -2).map((l) => [l.id, l.title, l.blocks.map((b) => b.id)])).toEqual([
      ['stage_1', 'Stage 1', ['stage_1']],
      ['stage_2', 'Stage 2', ['stage_2', 'stage_2a', 'stage_2b']],
    ]);
    expect(loaded.layers[3]!.blocks[0]!.details.assessmentCriteria).toEqual([
      { title: 'Kept without rubric', rubric: [], requirementIndexes: [] },
    ]);
  });

  it('plans a save: every block row, unused stage rows reset, details of the current blocks kept', () => {
    const w = designed();
    const plan = planWorkflowSave(w, ['glance', 'stage_1', 'stage_2', 'stage_3b', 'washup']);
    expect(plan.stored).toBe(w);
    expect(plan.rows).toHaveLength(7);
    expect(plan.resetStageTypes).toEqual(['stage_2', 'stage_3b']);
    expect(plan.details.map((d) => `${d.layerId}/${d.blockId}`)).toContain('stage_1/stage_1b');
  });

  it('loads the saved workflow first, then the rows, then the default', () => {
    const w = designed();
    const rows = workflowToStageRows(w);
    expect(loadWorkflow({ stored: JSON.parse(JSON.stringify(w)), rows })).toEqual({
      workflow: w,
      source: 'saved',
    });
    expect(loadWorkflow({ stored: { layers: 'broken' }, rows }).source).toBe('stages');
    expect(
      workflowFromStageRows([row('stage_1', { stage_title: 'Odd', duration_minutes: 500 })]).layers[3]!
        .blocks[0]!.details.durationMinutes,
    ).toBe(180);
    expect(loadWorkflow({ stored: null, rows: [row('stage_1')] })).toEqual({
      workflow: defaultWorkflow(),
      source: 'default',
    });
  });

  it("takes a saved step's duration from its stage row: the one place both views keep it", () => {
    const w = designed();
    const rows = workflowToStageRows(w).map((r) =>
      r.stage_type === 'stage_1b'
        ? { ...r, duration_minutes: 30 }
        : r.stage_type === 'stage_1'
          ? { ...r, duration_minutes: null }
          : r,
    );
    const { workflow } = loadWorkflow({ stored: w, rows });
    const minutes = workflow.layers.flatMap((l) => l.blocks.map((b) => b.details.durationMinutes));
    expect(minutes).toEqual([undefined, undefined, undefined, undefined, 30, undefined, undefined]);
    expect('durationMinutes' in workflow.layers[3]!.blocks[0]!.details).toBe(false);
  });
});
