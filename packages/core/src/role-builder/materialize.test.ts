import { describe, expect, it } from 'vitest';
import {
  type AssessmentCriterion,
  addBlockRight,
  addLayer,
  customLayersOf,
  defaultWorkflow,
  findBlock,
  moveBlockRight,
  renameBlock,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
  workflowImportMessages,
  workflowMessages,
  workflowProblem,
} from '../index.js';
import { JOB_DESCRIPTION_NODE_ID, NODE_WIDTH, roleBuilderMessages } from './constants.js';
import { columnsOf, materializeNodes, nodesFromWorkflow } from './materialize.js';
import { defaultInterviewConfig, jobDescriptionNode, type RoleNode } from './nodes.js';

let counter = 0;
/** An interview node of `type` at (x, y), configured with `config` over its type's defaults. */
function node(
  type: Exclude<RoleNode['type'], 'job-description'>,
  x: number,
  y: number,
  config: Partial<RoleNode['interviewConfig']> = {},
): RoleNode {
  counter += 1;
  return { id: `n${counter}`, type, x, y, interviewConfig: { ...defaultInterviewConfig(type), ...config } };
}

function ok(result: ReturnType<typeof materializeNodes>) {
  if (!result.ok) throw new Error(result.message);
  expect(workflowProblem(result.workflow)).toBeNull();
  return result;
}
function edited(edit: WorkflowEdit): Workflow {
  if (!edit.ok) throw new Error(edit.error.message);
  return edit.workflow;
}
const shape = (w: Workflow) =>
  w.layers.map((l) => `${l.title}: ${l.blocks.map((b) => `${b.id}=${b.title}`).join(', ')}`);

const criterion: AssessmentCriterion = {
  title: 'Go services in production',
  rubric: [{ min: 0, max: 20, description: 'No Go in production' }],
  requirementIndexes: [],
};

describe('nodes → workflow (Save Process)', () => {
  it('fills Talent Screen from the phone screen, makes custom stages left to right and puts final last', () => {
    const nodes = [
      jobDescriptionNode(),
      node('final', 100, 40, { title: 'Meet the founders' }),
      node('phone-screen', 900, 300, { interviewer: 'Sam Lee <sam@example.com>', notes: 'Motivation' }),
      node('take-home', 600, 40),
      node('technical', 300, 40, { title: 'Pairing' }),
    ];
    const r = ok(materializeNodes({ nodes, current: defaultWorkflow(), criteria: [] }));
    expect(shape(r.workflow)).toEqual([
      'Glance: glance=Glance',
      'Profile Review: profile_review=Profile Review',
      'Talent Screen: talent_screen=Talent Screen',
      'Stage 1: stage_1=Pairing',
      'Stage 2: stage_2=Take-Home Assignment',
      'Stage 3: stage_3=Meet the founders',
      'Washup: washup=Washup',
      'Offer: offer=Offer',
    ]);
    const talent = findBlock(r.workflow, 'talent_screen')!.block;
    expect(talent.details.interviewers).toEqual([
      { firstName: 'Sam', lastName: 'Lee', email: 'sam@example.com', slack: '', role: '' },
    ]);
    expect(talent.details.interviewPlan).toBe('Motivation');
    expect(r.nodes.map((n) => n.blockId)).toEqual([
      undefined,
      'stage_3',
      'talent_screen',
      'stage_2',
      'stage_1',
    ]);
    const minutes = (id: string) => findBlock(r.workflow, id)!.block.details.durationMinutes;
    expect(['talent_screen', 'stage_1', 'stage_2', 'stage_3', 'glance', 'washup'].map(minutes)).toEqual([
      45,
      45,
      45,
      45,
      undefined,
      undefined,
    ]);
  });

  it('makes nodes stacked in one column concurrent steps of one stage, top to bottom', () => {
    const nodes = [
      node('technical', 300, 260, { title: 'System design' }),
      node('behavioral', 300 + NODE_WIDTH / 2 - 1, 40, { title: 'Values' }),
      node('take-home', 300 + NODE_WIDTH / 2, 150, { title: 'Exercise' }),
      node('final', 700, 40, { title: 'Panel' }),
      node('final', 720, 200, { title: 'CEO chat' }),
    ];
    const r = ok(materializeNodes({ nodes, current: defaultWorkflow(), criteria: [] }));
    expect(shape(r.workflow).slice(3, 6)).toEqual([
      'Stage 1: stage_1=Values, stage_1b=System design',
      'Stage 2: stage_2=Exercise',
      'Stage 3: stage_3=Panel, stage_3b=CEO chat',
    ]);
  });

  it('refuses a second phone screen, a sixth stage and a fourth concurrent step with the messages', () => {
    const current = defaultWorkflow();
    const phones = [node('phone-screen', 0, 0), node('phone-screen', 400, 0)];
    expect(materializeNodes({ nodes: phones, current, criteria: [] })).toEqual({
      ok: false,
      message: roleBuilderMessages.onePhoneScreen,
    });
    const six = [0, 1, 2, 3, 4].map((i) => node('technical', i * 300, 0)).concat(node('final', 0, 500));
    expect(materializeNodes({ nodes: six, current, criteria: [] })).toEqual({
      ok: false,
      message: workflowImportMessages.customLayerCap,
    });
    expect(workflowImportMessages.customLayerCap).toBe('Custom layer cap exceeded (max 5 custom stages)');
    const four = [0, 1, 2, 3].map((i) => node('behavioral', 100, i * 120));
    expect(materializeNodes({ nodes: four, current, criteria: [] })).toEqual({
      ok: false,
      message: workflowMessages.blockCap,
    });
    expect(workflowMessages.blockCap).toBe('A stage holds at most 3 concurrent steps');
    const crowd = [node('technical', 0, 0, { interviewer: 'A, B, C, D' })];
    expect(materializeNodes({ nodes: crowd, current, criteria: [] })).toEqual({
      ok: false,
      message: 'At most 3 interviewers per stage',
    });
  });

  it("keeps a step's details from the process and gives new steps the role's criteria", () => {
    let current = edited(addLayer(defaultWorkflow(), { title: 'Pairing', emoji: '💻' }));
    current = edited(
      updateDetails(current, 'stage_1', {
        interviewers: [
          { firstName: 'Nadia', lastName: 'Brooks', email: 'nadia@example.com', slack: '@nadia' },
        ],
        assessmentCriteria: [{ title: 'Ownership', rubric: [{ min: 0, max: 20, description: 'None' }] }],
        killerQuestions: ['Why us?'],
      }),
    );
    const kept = {
      ...node('technical', 300, 40, { title: 'Pairing', interviewer: 'Nadia Brooks <nadia@example.com>' }),
      blockId: 'stage_1',
    };
    const fresh = node('take-home', 600, 40);
    const r = ok(materializeNodes({ nodes: [kept, fresh], current, criteria: [criterion] }));
    const first = findBlock(r.workflow, 'stage_1')!.block;
    expect(first.emoji).toBe('💻');
    expect(first.details.interviewers[0]).toMatchObject({ email: 'nadia@example.com', slack: '@nadia' });
    expect(first.details.killerQuestions).toEqual(['Why us?']);
    expect(first.details.assessmentCriteria.map((c) => c.title)).toEqual(['Ownership']);
    const second = findBlock(r.workflow, 'stage_2')!.block;
    expect(second.details.assessmentCriteria).toEqual([criterion]);
    expect(second.emoji).toBe('📝');
  });

  it('leaves the fixed stages and an unused Talent Screen as they were, and drops steps without nodes', () => {
    let current = edited(addLayer(defaultWorkflow(), { title: 'Old stage' }));
    current = edited(updateDetails(current, 'talent_screen', { interviewPlan: 'Existing screen' }));
    const r = ok(materializeNodes({ nodes: [jobDescriptionNode()], current, criteria: [] }));
    expect(customLayersOf(r.workflow)).toEqual([]);
    expect(findBlock(r.workflow, 'talent_screen')!.block.details.interviewPlan).toBe('Existing screen');
  });
});

describe('workflow → nodes (opening a job)', () => {
  it('draws a job without a process as the job-description node alone', () => {
    const nodes = nodesFromWorkflow({ workflow: defaultWorkflow(), stored: null });
    expect(nodes).toEqual([jobDescriptionNode()]);
    expect(nodes[0]!.id).toBe(JOB_DESCRIPTION_NODE_ID);
  });

  it('round-trips a canvas: saved, then drawn from the process at the stored positions', () => {
    const nodes = [
      jobDescriptionNode({ x: 40, y: 400 }),
      node('phone-screen', 200, 40, { interviewer: 'Sam Lee', duration: 30, notes: 'Motivation' }),
      node('technical', 420, 40, { title: 'System design', duration: 90 }),
      node('behavioral', 430, 180, { title: 'Values' }),
      node('take-home', 700, 60),
      node('final', 980, 40, { title: 'Final Interview' }),
    ];
    const saved = ok(materializeNodes({ nodes, current: defaultWorkflow(), criteria: [] }));
    expect(findBlock(saved.workflow, 'talent_screen')!.block.details.durationMinutes).toBe(30);
    expect(findBlock(saved.workflow, 'stage_1')!.block.details.durationMinutes).toBe(90);
    const drawn = nodesFromWorkflow({ workflow: saved.workflow, stored: saved.nodes });
    expect(drawn).toEqual(
      saved.nodes.map((n) => (n.type === 'job-description' ? { id: n.id, type: n.type, x: n.x, y: n.y } : n)),
    );
    const again = ok(materializeNodes({ nodes: drawn, current: saved.workflow, criteria: [] }));
    expect(again.workflow).toEqual(saved.workflow);
  });

  it('draws a process made in Jobs, typing steps by their titles, and saves it back unchanged', () => {
    let w = edited(addLayer(defaultWorkflow(), { title: 'Technical Interview' }));
    w = edited(addBlockRight(w, 'stage_1', { title: 'Task / Case Study' }));
    w = edited(addLayer(w, { title: 'Values Interview' }));
    w = edited(addLayer(w, { title: 'Executive Interview' }));
    w = edited(updateDetails(w, 'talent_screen', { interviewers: [{ role: 'Recruiter' }] }));
    w = edited(updateDetails(w, 'stage_2', { durationMinutes: 60 }));
    const drawn = nodesFromWorkflow({ workflow: w, stored: null });
    expect(drawn.map((n) => [n.type, n.interviewConfig?.title ?? null, n.x, n.y])).toEqual([
      ['job-description', null, 20, 20],
      ['phone-screen', 'Phone Screen', 240, 20],
      ['technical', 'Technical Interview', 460, 20],
      ['take-home', 'Task / Case Study', 460, 140],
      ['behavioral', 'Values Interview', 680, 20],
      ['final', 'Executive Interview', 900, 20],
    ]);
    expect(drawn.find((n) => n.blockId === 'stage_2')!.interviewConfig!.duration).toBe(60);
    expect(drawn[1]!.interviewConfig!.interviewer).toBe('Recruiter');
    // Saved back, the same process; each step drawn as a node now has a duration (45 where Jobs set none).
    const back = ok(materializeNodes({ nodes: drawn, current: w, criteria: [] }));
    const withDurations = {
      ...w,
      layers: w.layers.map((l) => ({
        ...l,
        blocks: l.blocks.map((b) =>
          l.fixed && b.id !== 'talent_screen'
            ? b
            : { ...b, details: { ...b.details, durationMinutes: b.details.durationMinutes ?? 45 } },
        ),
      })),
    };
    expect(back.workflow).toEqual(withDurations);
  });

  it('draws a Talent Screen that has only a duration (set in Jobs) as the phone screen, with it', () => {
    const w = edited(updateDetails(defaultWorkflow(), 'talent_screen', { durationMinutes: 30 }));
    const drawn = nodesFromWorkflow({ workflow: w, stored: null });
    expect(drawn.map((n) => [n.type, n.interviewConfig?.duration ?? null])).toEqual([
      ['job-description', null],
      ['phone-screen', 30],
    ]);
  });

  it('redraws from the process when Jobs changed it since the canvas was saved', () => {
    const nodes = [
      jobDescriptionNode(),
      node('technical', 300, 40, { title: 'Pairing' }),
      node('behavioral', 600, 40, { title: 'Values' }),
    ];
    const saved = ok(materializeNodes({ nodes, current: defaultWorkflow(), criteria: [] }));
    // In Jobs: Pairing moves right of Values (the stages swap, keeping their ids) and is renamed.
    let changed = edited(moveBlockRight(saved.workflow, 'stage_1'));
    changed = edited(renameBlock(changed, 'stage_1', 'Culture chat'));
    const drawn = nodesFromWorkflow({ workflow: changed, stored: saved.nodes });
    expect(drawn.slice(1).map((n) => [n.interviewConfig!.title, n.blockId, n.x])).toEqual([
      ['Values', 'stage_2', 240],
      ['Culture chat', 'stage_1', 460],
    ]);
    expect(ok(materializeNodes({ nodes: drawn, current: changed, criteria: [] })).workflow).toEqual(changed);
  });

  it('groups by column: a node less than half a node width to the right is stacked', () => {
    const a = node('technical', 100, 0);
    const b = node('technical', 100 + NODE_WIDTH / 2 - 1, 200);
    const c = node('technical', 100 + NODE_WIDTH / 2, 100);
    expect(columnsOf([c, b, a]).map((col) => col.map((n) => n.id))).toEqual([[a.id, b.id], [c.id]]);
  });
});
