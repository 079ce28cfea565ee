import { addLayer, defaultWorkflow, type Workflow } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { LAYOUT } from '#/features/interview-process/utils/canvas-layout';
import { CANVAS_PAD, canvasView, MIN_CANVAS_HEIGHT } from '#/features/interview-process/utils/canvas-view';

const column = LAYOUT.columnWidth + LAYOUT.columnGap;
const graphWidth = (layers: number) => layers * column - LAYOUT.columnGap + 2 * CANVAS_PAD;

function withStages(n: number): Workflow {
  let workflow = defaultWorkflow();
  for (let i = 0; i < n; i++) {
    const edit = addLayer(workflow, { title: `Stage ${i + 1}`, emoji: '🧩' });
    if (!edit.ok) throw new Error(edit.error.message);
    workflow = edit.workflow;
  }
  return workflow;
}

describe('canvas view', () => {
  it('shows the default process whole at 1280 px wide (Glance through Offer), and at full size when there is room', () => {
    const fixed = defaultWorkflow();
    // The job page's content at a 1280 px window with the sidebar open is about 926 px wide.
    const narrow = canvasView(fixed, 926);
    expect(narrow.overflows).toBe(false);
    expect(narrow.zoom).toBeGreaterThanOrEqual(0.75);
    expect(canvasView(fixed, 2000)).toMatchObject({ zoom: 1, width: 2000, overflows: false });
  });

  it('keeps a long process readable (no smaller than 75 %) and lets it scroll sideways', () => {
    const long = withStages(5);
    const view = canvasView(long, 926);
    expect(view.zoom).toBe(0.75);
    expect(view.overflows).toBe(true);
    expect(view.width).toBe(Math.ceil(graphWidth(long.layers.length) * 0.75));
  });

  it('is as tall as the tallest stage, and never shorter than the minimum', () => {
    const one = canvasView(defaultWorkflow(), 2000);
    expect(one.height).toBe(
      Math.max(MIN_CANVAS_HEIGHT, LAYOUT.headerHeight + LAYOUT.nodeHeight + 2 * CANVAS_PAD),
    );
  });
});
