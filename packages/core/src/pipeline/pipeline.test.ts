import { describe, expect, it } from 'vitest';
import { defaultWorkflow, type Workflow } from '../interview-process/model.js';
import { pipelineOperationBody } from './api.js';
import { pipelineMessages } from './constants.js';
import { pipelineStageOf, pipelineStagesOf } from './placement.js';

const withCustomLayers = (): Workflow => {
  const w = defaultWorkflow();
  const block = (id: string, title: string) => ({
    id,
    title,
    emoji: '🧪',
    details: { interviewers: [], assessmentCriteria: [], interviewPlan: '', killerQuestions: [] },
  });
  const custom = [
    { id: 'stage_1', title: 'Stage 1', fixed: false, blocks: [block('stage_1', 'Technical')] },
    {
      id: 'stage_2',
      title: 'Stage 2',
      fixed: false,
      blocks: [block('stage_2', 'Pairing'), block('stage_2b', 'Culture')],
    },
  ];
  return { ...w, layers: [...w.layers.slice(0, 3), ...custom, ...w.layers.slice(3)] } as Workflow;
};

describe('pipelineStagesOf', () => {
  it('gives each stage its category, level, substep, title and default action owner', () => {
    const stages = pipelineStagesOf(withCustomLayers());
    expect(
      stages.map((s) => [
        s.stage_id,
        s.stage_category,
        s.stage_level,
        s.stage_substep,
        s.stage_title,
        s.action_owner,
      ]),
    ).toEqual([
      ['glance', 'research', 1, null, 'Glance', 'recruiter'],
      ['profile_review', 'research', 2, null, 'Profile Review', 'recruiter'],
      ['talent_screen', 'research', 3, null, 'Talent Screen', 'recruiter'],
      ['stage_1', 'custom', 4, null, 'Technical', 'hiring_manager'],
      ['stage_2', 'custom', 5, 'a', 'Pairing', 'hiring_manager'],
      ['stage_2b', 'custom', 5, 'b', 'Culture', 'hiring_manager'],
      ['washup', 'final', 6, null, 'Washup', 'hiring_manager'],
      ['offer', 'final', 7, null, 'Offer', 'candidate'],
    ]);
    expect(stages.map((s) => s.order)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
  });

  it('answers null for a stage the process does not have', () => {
    expect(pipelineStageOf(defaultWorkflow(), 'stage_4')).toBeNull();
    expect(pipelineStageOf(defaultWorkflow(), 'offer')?.action_owner).toBe('candidate');
  });
});

describe('pipelineOperationBody', () => {
  const id = '6f1c1d7e-8b0f-4a36-9d0c-0a4c2b0f7e11';
  it('takes either candidate ids or a filter, not both and not neither', () => {
    expect(
      pipelineOperationBody.safeParse({ operation_id: id, kind: 'unreject', candidate_ids: [id] }).success,
    ).toBe(true);
    expect(
      pipelineOperationBody.safeParse({
        operation_id: id,
        kind: 'unreject',
        all_matching: { stage_id: 'glance' },
      }).success,
    ).toBe(true);
    const neither = pipelineOperationBody.safeParse({ operation_id: id, kind: 'unreject' });
    expect(neither.success).toBe(false);
    expect(neither.error?.issues[0]?.message).toBe(pipelineMessages.noSelection);
    expect(
      pipelineOperationBody.safeParse({
        operation_id: id,
        kind: 'unreject',
        candidate_ids: [id],
        all_matching: { stage_id: null },
      }).success,
    ).toBe(false);
  });

  it('words its confirmations and results for one and for many', () => {
    expect(pipelineMessages.moved(120, 'Talent Screen')).toBe('Moved 120 candidates to Talent Screen.');
    expect(pipelineMessages.moved(1, 'Offer')).toBe('Moved 1 candidate to Offer.');
    expect(pipelineMessages.confirm('reject', 3, '')).toBe('Reject 3 candidates?');
  });
});
