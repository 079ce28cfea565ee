import { describe, expect, it } from 'vitest';
import { contentSize, dropPosition, movedPosition, pointerStart, visibleCentre } from './canvas-geometry';

const box = { left: 100, top: 50, width: 800, height: 500 };

describe('canvas geometry', () => {
  it('drops a node centred at the cursor, 20 px inside the edges', () => {
    // Pointer pressed at (150, 80) and moved by (350, 220): the cursor is at (400, 250) in the canvas.
    expect(dropPosition({ x: 150, y: 80 }, { x: 350, y: 220 }, box)).toEqual({ x: 320, y: 202 });
    expect(dropPosition({ x: 100, y: 50 }, { x: 1, y: 1 }, box)).toEqual({ x: 20, y: 20 });
    expect(dropPosition({ x: 2000, y: 2000 }, { x: 0, y: 0 }, box)).toEqual({ x: 620, y: 384 });
  });

  it('moves a node by the drag and keeps it inside', () => {
    expect(movedPosition({ x: 100, y: 100 }, { x: 40, y: -30 }, box)).toEqual({ x: 140, y: 70 });
    expect(movedPosition({ x: 100, y: 100 }, { x: -500, y: 900 }, box)).toEqual({ x: 20, y: 384 });
  });

  it('puts a clicked node in the middle of what is visible, and grows to hold every node', () => {
    const view = { scrollLeft: 200, scrollTop: 0, clientWidth: 600, clientHeight: 400 };
    expect(visibleCentre(view, { width: 1400, height: 400 })).toEqual({ x: 420, y: 152 });
    expect(contentSize([{ x: 1300, y: 10 }], { width: 800, height: 500 })).toEqual({
      width: 1480,
      height: 500,
    });
  });

  it('reads where a pointer began', () => {
    expect(pointerStart({ type: 'pointerdown', clientX: 3, clientY: 4 } as unknown as Event)).toEqual({
      x: 3,
      y: 4,
    });
    expect(pointerStart({ type: 'keydown', key: 'Enter' } as unknown as Event)).toBeNull();
    expect(pointerStart(null)).toBeNull();
  });
});
