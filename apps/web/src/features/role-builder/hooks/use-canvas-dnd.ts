import { type DragEndEvent, type DragStartEvent, PointerSensor, useSensor, useSensors } from '@dnd-kit/core';
import { DRAG_THRESHOLD_PX, type InterviewType, type Point, type RoleNode, type Size } from '@rw/core';
import { type RefObject, useState } from 'react';
import { dropPosition, movedPosition, pointerStart } from '#/features/role-builder/utils/canvas-geometry';

type CanvasDndOptions = {
  nodes: readonly RoleNode[];
  size: Size;
  contentRef: RefObject<HTMLDivElement | null>;
  /** A palette item dropped on the canvas at `at` (its top-left). */
  onDrop: (type: InterviewType, at: Point) => void;
  onMove: (id: string, to: Point) => void;
};

/**
 * The canvas's drag and drop with dnd-kit (docs/product/role-builder.md#canvas): a press becomes a drag after
 * 5 px (less is a click); a palette item dropped on the canvas lands centred at the cursor, a node dragged
 * moves by the drag; both are kept 20 px inside the canvas. The keyboard's alternatives are the palette's
 * buttons and the nodes' arrow keys. @returns the DndContext props and the palette type being dragged.
 */
export function useCanvasDnd(opts: CanvasDndOptions) {
  const [dragging, setDragging] = useState<InterviewType | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: DRAG_THRESHOLD_PX } }),
  );
  const onDragStart = ({ active }: DragStartEvent) => {
    const data = active.data.current as { source?: string; type?: InterviewType } | undefined;
    setDragging(data?.source === 'palette' ? (data.type ?? null) : null);
  };
  const onDragEnd = ({ active, delta, activatorEvent, over }: DragEndEvent) => {
    setDragging(null);
    const data = active.data.current as { source?: string; type?: InterviewType } | undefined;
    if (data?.source === 'palette' && data.type) {
      const start = pointerStart(activatorEvent);
      const box = opts.contentRef.current?.getBoundingClientRect();
      if (over?.id !== 'canvas' || !start || !box) return;
      opts.onDrop(data.type, dropPosition(start, delta, box));
      return;
    }
    const node = opts.nodes.find((n) => n.id === active.id);
    if (node) opts.onMove(node.id, movedPosition(node, delta, opts.size));
  };
  return {
    dragging,
    context: { sensors, onDragStart, onDragEnd, onDragCancel: () => setDragging(null) },
  };
}
