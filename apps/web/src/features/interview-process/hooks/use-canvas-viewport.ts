import { useReactFlow } from '@xyflow/react';
import { useEffect } from 'react';
import { LAYOUT } from '#/features/interview-process/utils/canvas-layout';

/** Readable bounds: a long process pans sideways rather than shrinking its cards to illegibility. */
const MIN_ZOOM = 0.75;
const MAX_ZOOM = 1;
const PAD = 16;

/**
 * Where the canvas looks (pure): the zoom that fits `layers` columns into `width` px within readable bounds,
 * from the first column; when the selected column (`selectedX`, flow coordinates) would be off-screen, the
 * view moves just enough to show it at the right edge.
 */
export function canvasViewport(layers: number, width: number, selectedX: number | null) {
  const graphWidth = layers * (LAYOUT.columnWidth + LAYOUT.columnGap) - LAYOUT.columnGap + 2 * PAD;
  const zoom = Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, width / graphWidth));
  let x = PAD * zoom;
  if (selectedX !== null) {
    const right = (selectedX + LAYOUT.columnWidth + PAD) * zoom + x;
    if (right > width) x -= right - width;
  }
  return { x, y: PAD, zoom };
}

/**
 * Keeps the canvas readable and the selected step in view (so keyboard users always see the step they are
 * on): recomputed when the number of layers, the width or the selected column changes.
 */
export function useCanvasViewport(opts: { layers: number; width: number; selectedX: number | null }) {
  const flow = useReactFlow();
  const { layers, width, selectedX } = opts;
  useEffect(() => {
    if (width <= 0) return;
    void flow.setViewport(canvasViewport(layers, width, selectedX));
  }, [flow, layers, width, selectedX]);
}
