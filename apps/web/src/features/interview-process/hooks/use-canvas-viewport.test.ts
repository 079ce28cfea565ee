import { describe, expect, it } from 'vitest';
import { canvasViewport } from '#/features/interview-process/hooks/use-canvas-viewport';
import { LAYOUT } from '#/features/interview-process/utils/canvas-layout';

const column = LAYOUT.columnWidth + LAYOUT.columnGap;

describe('canvas viewport', () => {
  it('fits a short process at full size and a long one no smaller than 75 %', () => {
    expect(canvasViewport(5, 2000, null).zoom).toBe(1);
    expect(canvasViewport(10, 1000, null).zoom).toBe(0.75);
    expect(canvasViewport(5, 1000, null).zoom).toBeCloseTo(1000 / (5 * column - LAYOUT.columnGap + 32));
  });

  it('moves just enough to show a selected column past the right edge', () => {
    const start = canvasViewport(10, 1000, 0);
    expect(start.x).toBe(12);
    const last = canvasViewport(10, 1000, 9 * column);
    expect((9 * column + LAYOUT.columnWidth + 16) * last.zoom + last.x).toBeCloseTo(1000);
  });
});
