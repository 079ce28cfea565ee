import { describe, expect, it } from 'vitest';
import {
  addLayer,
  checkWorkflowForSave,
  defaultWorkflow,
  importWorkflow,
  renameBlock,
  type Workflow,
  workflowProblem,
} from '../index.js';

const layer = (id: string, blocks: object[] = [{ title: id }]) => ({ id, title: id, blocks });
const fixedIds = ['glance', 'profile', 'talent', 'washup', 'offer'];
const raw = (ids: string[], extra: object = {}) => ({
  layers: ids.map((id) => layer(id)),
  maxEditableLayers: 8,
  ...extra,
});
const withCustom = (...custom: string[]) =>
  raw(['glance', 'profile', 'talent', ...custom, 'washup', 'offer']);

describe('workflow import', () => {
  it("answers 'Invalid workflow structure' without a layers list or a numeric maxEditableLayers", () => {
    const invalid = { ok: false, message: 'Invalid workflow structure' };
    expect(importWorkflow(null)).toEqual(invalid);
    expect(importWorkflow({ maxEditableLayers: 8 })).toEqual(invalid);
    expect(importWorkflow({ layers: [], maxEditableLayers: '8' })).toEqual(invalid);
    expect(importWorkflow({ layers: [{ id: 1, blocks: [] }], maxEditableLayers: 8 })).toEqual(invalid);
  });

  it("answers 'Missing fixed layers' and 'Fixed layer order invalid'", () => {
    expect(importWorkflow(raw(['glance', 'profile', 'talent', 'washup']))).toEqual({
      ok: false,
      message: 'Missing fixed layers',
    });
    expect(importWorkflow(raw(['profile', 'glance', 'talent', 'washup', 'offer']))).toEqual({
      ok: false,
      message: 'Fixed layer order invalid',
    });
    expect(importWorkflow(raw(['glance', 'profile', 'talent', 'offer', 'washup']))).toEqual({
      ok: false,
      message: 'Fixed layer order invalid',
    });
  });

  it("answers 'Custom layer cap exceeded (max 5 custom stages)' for a sixth custom layer", () => {
    expect(importWorkflow(withCustom('a', 'b', 'c', 'd', 'e')).ok).toBe(true);
    expect(importWorkflow(withCustom('a', 'b', 'c', 'd', 'e', 'f'))).toEqual({
      ok: false,
      message: 'Custom layer cap exceeded (max 5 custom stages)',
    });
  });

  it("answers 'Failed to import workflow' when a block's content cannot be read", () => {
    const bad = withCustom('x');
    bad.layers[3]!.blocks = [{ title: 'X', details: { interviewers: 'everyone' } }];
    expect(importWorkflow(bad)).toEqual({ ok: false, message: 'Failed to import workflow' });
  });

  it('normalises: custom layers moved between Talent Screen and Washup, renumbered, 3 blocks each, details cut', () => {
    const input = raw(['glance', 'early', 'profile', 'talent', 'washup', 'offer']);
    input.layers[1] = layer('early', [
      { title: '  Tech  ', emoji: '💻', details: { killerQuestions: [' Why? ', ''] } },
      { title: '' },
      { title: 'C' },
      { title: 'D' },
    ]);
    input.layers[0] = layer('glance', [{ title: 'Renamed', details: { interviewPlan: ' Read CVs ' } }]);
    const result = importWorkflow(input);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(workflowProblem(result.workflow)).toBeNull();
    const custom = result.workflow.layers[3]!;
    expect(custom).toMatchObject({ id: 'stage_1', title: 'Stage 1', fixed: false });
    expect(custom.blocks.map((b) => [b.id, b.title])).toEqual([
      ['stage_1', 'Tech'],
      ['stage_1b', 'New Step'],
      ['stage_1c', 'C'],
    ]);
    expect(custom.blocks[0]!.details.killerQuestions).toEqual(['Why?']);
    expect(result.workflow.layers[0]!.blocks[0]).toMatchObject({
      title: 'Glance',
      details: { interviewPlan: 'Read CVs' },
    });
  });
});

describe('checking a workflow before it is saved', () => {
  const reachable = (): Workflow => {
    const a = addLayer(defaultWorkflow(), { title: 'Technical Interview' });
    if (!a.ok) throw new Error('setup');
    return a.workflow;
  };

  it('accepts what the canvas builds, unchanged', () => {
    const w = reachable();
    expect(checkWorkflowForSave(JSON.parse(JSON.stringify(w)))).toEqual({ ok: true, workflow: w });
  });

  it('refuses a broken workflow with the rule message', () => {
    const renamedFixed = structuredClone(reachable());
    renamedFixed.layers[2]!.blocks[0]!.title = 'Phone Screen';
    expect(checkWorkflowForSave(renamedFixed)).toEqual({
      ok: false,
      message: 'Fixed stages cannot be renamed, deleted or changed',
    });
    const customFirst = structuredClone(reachable());
    customFirst.layers.unshift(customFirst.layers.splice(3, 1)[0]!);
    expect(checkWorkflowForSave(customFirst)).toEqual({ ok: false, message: 'Fixed layer order invalid' });
    const full = structuredClone(reachable());
    full.layers[3]!.blocks.push(
      ...['stage_1b', 'stage_1c', 'stage_1a'].map((id) => ({ ...full.layers[3]!.blocks[0]!, id })),
    );
    expect(checkWorkflowForSave(full)).toEqual({
      ok: false,
      message: 'A stage holds at most 3 concurrent steps',
    });
    const tooMany = structuredClone(reachable());
    tooMany.layers[3]!.blocks[0]!.details.killerQuestions = [];
    (tooMany.layers[3]!.blocks[0]!.details as { interviewers: object[] }).interviewers = Array(4).fill({
      firstName: 'A',
    });
    expect(checkWorkflowForSave(tooMany)).toEqual({ ok: false, message: 'At most 3 interviewers per stage' });
    expect(checkWorkflowForSave({ layers: fixedIds.map((id) => layer(id)) })).toEqual({
      ok: false,
      message: 'Invalid workflow structure',
    });
  });

  it('normalises block titles and details it accepts', () => {
    const w = reachable();
    const renamed = renameBlock(w, 'stage_1', 'Case');
    expect(renamed.ok).toBe(true);
    const sent = structuredClone(w);
    sent.layers[3]!.blocks[0]!.title = '  Technical Interview ';
    sent.layers[3]!.blocks[0]!.details.killerQuestions = ['  Why?  ', ''];
    const checked = checkWorkflowForSave(sent);
    expect(checked.ok && checked.workflow.layers[3]!.blocks[0]).toMatchObject({
      title: 'Technical Interview',
      details: { killerQuestions: ['Why?'] },
    });
  });
});
