import {
  addBlockRight,
  addLayer,
  defaultWorkflow,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
} from '@rw/core';
import { describe, expect, it } from 'vitest';
import { detailsSummary, LAYOUT, layoutWorkflow } from '#/features/interview-process/utils/canvas-layout';

const ok = (e: WorkflowEdit): Workflow => {
  if (!e.ok) throw new Error(e.error.message);
  return e.workflow;
};

describe('canvas layout', () => {
  it('puts layers in columns with headers, stacks concurrent steps and joins consecutive layers', () => {
    let w = ok(addLayer(defaultWorkflow(), { title: 'Technical Interview' }));
    w = ok(addBlockRight(w, 'stage_1', { title: 'Task / Case Study' }));
    const { nodes, edges } = layoutWorkflow(w);
    const step = (id: string) => nodes.find((n) => n.id === id)!;
    expect(nodes.filter((n) => n.type === 'layer').map((n) => n.data.title)).toEqual([
      'Glance',
      'Profile Review',
      'Talent Screen',
      'Stage 1',
      'Washup',
      'Offer',
    ]);
    expect(step('stage_1').position).toEqual({
      x: 3 * (LAYOUT.columnWidth + LAYOUT.columnGap),
      y: LAYOUT.headerHeight,
    });
    expect(step('stage_1b').position.y).toBe(LAYOUT.headerHeight + LAYOUT.nodeHeight + LAYOUT.nodeGap);
    expect(step('stage_1b').data).toMatchObject({
      order: 1,
      concurrent: 2,
      isFirstCustom: true,
      isLastCustom: true,
    });
    expect(edges.map((e) => e.id)).toEqual([
      'glance->profile_review',
      'profile_review->talent_screen',
      'talent_screen->stage_1',
      'talent_screen->stage_1b',
      'stage_1->washup',
      'stage_1b->washup',
      'washup->offer',
    ]);
  });

  it('summarises a step’s details', () => {
    const w = ok(
      updateDetails(defaultWorkflow(), 'talent_screen', {
        interviewers: [{ firstName: 'Ada' }],
        assessmentCriteria: [{ title: 'A' }, { title: 'B' }],
      }),
    );
    expect(detailsSummary(w.layers[2]!.blocks[0]!)).toBe('2 criteria · 1 interviewer');
    expect(detailsSummary(w.layers[0]!.blocks[0]!)).toBe('No details yet');
    const timed = w.layers[2]!.blocks[0]!;
    expect(detailsSummary({ ...timed, details: { ...timed.details, durationMinutes: 45 } })).toBe(
      '45 min · 2 criteria · 1 interviewer',
    );
  });
});
