import type { Workflow } from '@rw/core';
import { LAYOUT } from '#/features/interview-process/utils/canvas-layout';

/** Readable bounds: a long process scrolls sideways rather than shrinking its cards to illegibility. */
export const MIN_ZOOM = 0.75;
export const MAX_ZOOM = 1;
/** Margin around the graph, in flow px. */
export const CANVAS_PAD = 16;
/** The canvas is never shorter than this (px on screen), so a one-step process still reads as a canvas. */
export const MIN_CANVAS_HEIGHT = 200;

/** How the canvas shows a workflow in `width` screen px. */
export type CanvasView = {
  /** Scale of the flow (1 = 100 %). */
  zoom: number;
  /** The graph's size on screen, margins included, px. */
  width: number;
  height: number;
  /** Whether the graph is wider than `width`: the canvas scrolls sideways. */
  overflows: boolean;
};

/**
 * The canvas's view of `workflow` in `width` px (pure; docs/product/interview-process.md#canvas): the zoom
 * that fits every stage into the width, kept between 75 % and 100 % so cards stay readable; a process that
 * still does not fit scrolls sideways. The height follows the tallest stage (its concurrent steps).
 */
export function canvasView(workflow: Workflow, width: number): CanvasView {
  const layers = Math.max(1, workflow.layers.length);
  const tallest = Math.max(1, ...workflow.layers.map((l) => l.blocks.length));
  const graphWidth = layers * (LAYOUT.columnWidth + LAYOUT.columnGap) - LAYOUT.columnGap + 2 * CANVAS_PAD;
  const graphHeight =
    LAYOUT.headerHeight + tallest * LAYOUT.nodeHeight + (tallest - 1) * LAYOUT.nodeGap + 2 * CANVAS_PAD;
  const zoom = width > 0 ? Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, width / graphWidth)) : MAX_ZOOM;
  const onScreen = Math.ceil(graphWidth * zoom);
  const room = Math.floor(width);
  return {
    zoom,
    width: Math.max(onScreen, room),
    height: Math.max(MIN_CANVAS_HEIGHT, Math.ceil(graphHeight * zoom)),
    overflows: onScreen > room,
  };
}
