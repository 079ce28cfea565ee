import { describe, expect, it } from 'vitest';
import {
  addBlockRight,
  addLayer,
  defaultWorkflow,
  deleteBlock,
  moveBlockLeft,
  moveBlockRight,
  renameBlock,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
  workflowProblem,
} from '../index.js';

/** The workflow of a successful edit (fails the test otherwise). */
function ok(edit: WorkflowEdit): Workflow {
  if (!edit.ok) throw new Error(`edit failed: ${edit.error.message}`);
  expect(workflowProblem(edit.workflow)).toBeNull();
  return edit.workflow;
}
const shape = (w: Workflow) =>
  w.layers.map((l) => `${l.title}:${l.blocks.map((b) => `${b.id}=${b.title}`).join(',')}`);

describe('workflow edits', () => {
  it('starts with the five fixed layers and their default titles, maxEditableLayers 8', () => {
    const w = defaultWorkflow();
    expect(w.maxEditableLayers).toBe(8);
    expect(w.layers.map((l) => [l.id, l.title, l.fixed])).toEqual([
      ['glance', 'Glance', true],
      ['profile', 'Profile Review', true],
      ['talent', 'Talent Screen', true],
      ['washup', 'Washup', true],
      ['offer', 'Offer', true],
    ]);
    expect(w.layers.map((l) => l.blocks[0]!.id)).toEqual([
      'glance',
      'profile_review',
      'talent_screen',
      'washup',
      'offer',
    ]);
  });

  it("adds layers 'Stage {n}' with a 'New Step' (or a preset) between Talent Screen and Washup", () => {
    let w = ok(addLayer(defaultWorkflow()));
    w = ok(addLayer(w, { title: 'Technical Interview', emoji: '💻' }));
    w = ok(addLayer(w, { afterLayerId: 'talent', title: 'Vibe Check' }));
    expect(shape(w)).toEqual([
      'Glance:glance=Glance',
      'Profile Review:profile_review=Profile Review',
      'Talent Screen:talent_screen=Talent Screen',
      'Stage 1:stage_3=Vibe Check',
      'Stage 2:stage_1=New Step',
      'Stage 3:stage_2=Technical Interview',
      'Washup:washup=Washup',
      'Offer:offer=Offer',
    ]);
    expect(w.layers[5]!.blocks[0]!.emoji).toBe('💻');
  });

  it('refuses a sixth custom layer and a custom layer outside Talent Screen … Washup', () => {
    let w = defaultWorkflow();
    for (let i = 0; i < 5; i++) w = ok(addLayer(w));
    expect(addLayer(w)).toEqual({
      ok: false,
      error: { code: 'layer_cap', message: 'Custom layer cap exceeded (max 5 custom stages)' },
    });
    expect(addLayer(defaultWorkflow(), { afterLayerId: 'glance' })).toMatchObject({
      ok: false,
      error: { code: 'custom_position', message: 'Custom stages sit between Talent Screen and Washup' },
    });
    expect(addLayer({ ...defaultWorkflow(), maxEditableLayers: 1 }, {}).ok).toBe(true);
    expect(addLayer(ok(addLayer({ ...defaultWorkflow(), maxEditableLayers: 1 })), {}).ok).toBe(false);
  });

  it('adds up to 3 concurrent steps to the right, with stage_{n}b and stage_{n}c ids', () => {
    let w = ok(addLayer(defaultWorkflow()));
    w = ok(addBlockRight(w, 'stage_1', { title: 'Panel Interview' }));
    w = ok(addBlockRight(w, 'stage_1', { title: 'Presentation' }));
    expect(shape(w)[3]).toBe('Stage 1:stage_1=New Step,stage_1c=Presentation,stage_1b=Panel Interview');
    expect(addBlockRight(w, 'stage_1')).toMatchObject({
      ok: false,
      error: { code: 'block_cap', message: 'A stage holds at most 3 concurrent steps' },
    });
  });

  it('never renames, deletes, moves or adds to a fixed stage, but fills its details', () => {
    const w = defaultWorkflow();
    const fixed = {
      ok: false,
      error: { code: 'fixed_stage', message: 'Fixed stages cannot be renamed, deleted or changed' },
    };
    expect(renameBlock(w, 'talent_screen', 'Phone Screen')).toEqual(fixed);
    expect(deleteBlock(w, 'offer')).toEqual(fixed);
    expect(moveBlockRight(w, 'glance')).toEqual(fixed);
    expect(addBlockRight(w, 'washup')).toEqual(fixed);
    const filled = ok(updateDetails(w, 'talent_screen', { interviewPlan: '  Career story  ' }));
    expect(filled.layers[2]!.blocks[0]!.details.interviewPlan).toBe('Career story');
  });

  it('renames with a trimmed title and refuses an empty one', () => {
    const w = ok(addLayer(defaultWorkflow()));
    expect(ok(renameBlock(w, 'stage_1', '  Case Study ')).layers[3]!.blocks[0]!.title).toBe('Case Study');
    expect(renameBlock(w, 'stage_1', '   ')).toMatchObject({
      ok: false,
      error: { message: 'Every step needs a title' },
    });
  });

  it('removes a custom layer with its last step and renumbers the stages', () => {
    let w = ok(addLayer(defaultWorkflow(), { title: 'A' }));
    w = ok(addLayer(w, { title: 'B' }));
    w = ok(addBlockRight(w, 'stage_2', { title: 'C' }));
    w = ok(deleteBlock(w, 'stage_1'));
    expect(shape(w).slice(3, -2)).toEqual(['Stage 1:stage_2=B,stage_2b=C']);
    w = ok(deleteBlock(w, 'stage_2'));
    expect(shape(w).slice(3, -2)).toEqual(['Stage 1:stage_2b=C']);
    w = ok(deleteBlock(w, 'stage_2b'));
    expect(w.layers).toHaveLength(5);
  });

  it('moves a lone step past its neighbour and splits a concurrent step into its own stage', () => {
    let w = ok(addLayer(defaultWorkflow(), { title: 'A' }));
    w = ok(addLayer(w, { title: 'B' }));
    w = ok(moveBlockRight(w, 'stage_1'));
    expect(shape(w).slice(3, -2)).toEqual(['Stage 1:stage_2=B', 'Stage 2:stage_1=A']);
    expect(moveBlockRight(w, 'stage_1')).toMatchObject({
      ok: false,
      error: { code: 'no_layer', message: 'There is no stage to move this step to' },
    });
    w = ok(addBlockRight(w, 'stage_2', { title: 'C' }));
    const moved = moveBlockLeft(w, 'stage_2b');
    w = ok(moved);
    expect(moved.ok && moved.blockId).toBe('stage_3');
    expect(shape(w).slice(3, -2)).toEqual(['Stage 1:stage_3=C', 'Stage 2:stage_2=B', 'Stage 3:stage_1=A']);
  });

  it('refuses details over the limits with the rule message', () => {
    const w = defaultWorkflow();
    const person = { firstName: 'A', lastName: 'B', email: 'a@b.co', slack: '@a' };
    expect(updateDetails(w, 'offer', { interviewers: [person, person, person, person] })).toMatchObject({
      ok: false,
      error: { code: 'invalid_details', message: 'At most 3 interviewers per stage' },
    });
    expect(updateDetails(w, 'nope', {})).toMatchObject({ ok: false, error: { code: 'not_found' } });
  });
});
