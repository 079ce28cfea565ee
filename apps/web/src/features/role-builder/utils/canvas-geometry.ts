import { clampToCanvas, NODE_HEIGHT, NODE_WIDTH, type Point, type Size } from '@rw/core';

/*
 * Where drops and moves land on the canvas (docs/product/role-builder.md#canvas), from what dnd-kit reports:
 * the pointer where the drag began, how far it went, and the canvas's box on the screen.
 */

/** The canvas's box: where it is on the screen and its size in px. */
export type CanvasBox = { left: number; top: number; width: number; height: number };

/**
 * The top-left corner of a node dropped from the palette: its centre at the cursor (where the pointer began
 * plus how far it moved), kept 20 px inside the canvas.
 */
export function dropPosition(start: Point, delta: Point, box: CanvasBox): Point {
  const cursor = { x: start.x + delta.x - box.left, y: start.y + delta.y - box.top };
  return clampToCanvas(cursor, { width: box.width, height: box.height });
}

/** The top-left corner of a node moved by `delta` px, kept 20 px inside the canvas. */
export function movedPosition(node: Point, delta: Point, size: Size): Point {
  const centre = { x: node.x + delta.x + NODE_WIDTH / 2, y: node.y + delta.y + NODE_HEIGHT / 2 };
  return clampToCanvas(centre, size);
}

/** The centre of the visible part of a scrolled canvas, where a clicked palette item puts its node. */
export function visibleCentre(
  view: { scrollLeft: number; scrollTop: number; clientWidth: number; clientHeight: number },
  size: Size,
): Point {
  return clampToCanvas(
    { x: view.scrollLeft + view.clientWidth / 2, y: view.scrollTop + view.clientHeight / 2 },
    size,
  );
}

/** How big the canvas's drawing area must be to hold every node (at least the visible area). */
export function contentSize(nodes: readonly Point[], visible: Size): Size {
  const right = Math.max(0, ...nodes.map((n) => n.x + NODE_WIDTH + 20));
  const bottom = Math.max(0, ...nodes.map((n) => n.y + NODE_HEIGHT + 20));
  return { width: Math.max(visible.width, right), height: Math.max(visible.height, bottom) };
}

/** The start point of a pointer activator event (dnd-kit's `activatorEvent`), or null for another event. */
export function pointerStart(event: Event | null): Point | null {
  if (event && 'clientX' in event && 'clientY' in event) {
    const e = event as MouseEvent;
    return { x: e.clientX, y: e.clientY };
  }
  return null;
}
