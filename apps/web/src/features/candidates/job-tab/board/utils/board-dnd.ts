import {
  type CollisionDetection,
  KeyboardCode,
  type KeyboardCoordinateGetter,
  pointerWithin,
  rectIntersection,
} from '@dnd-kit/core';

/**
 * The column a keyboard drag points at (null during a pointer drag). The keyboard chooses a column, not a
 * spot: the arrow keys step through the columns whatever their size or scroll, and the drop goes where this
 * says.
 */
export type KeyboardTarget = { current: string | null };

/**
 * dnd-kit's keyboard coordinates for the board: Left and Right move the dragged card to the previous or next
 * column of `order` (the ids of the columns that take drops), centred in it; Up and Down do nothing.
 */
export function columnStepper(
  order: () => readonly string[],
  target: KeyboardTarget,
): KeyboardCoordinateGetter {
  return (event, { context, currentCoordinates }) => {
    const step = event.code === KeyboardCode.Right ? 1 : event.code === KeyboardCode.Left ? -1 : 0;
    if (step === 0 || target.current == null) return undefined;
    const ids = order();
    const next = ids[ids.indexOf(target.current) + step];
    if (!next) return undefined;
    target.current = next;
    const rect = context.droppableRects.get(next);
    if (!rect) return currentCoordinates;
    const width = context.collisionRect?.width ?? 0;
    return { x: rect.left + (rect.width - width) / 2, y: currentCoordinates.y };
  };
}

/**
 * Which column a drag is over: the keyboard's chosen column during a keyboard drag, else the column under
 * the pointer, else the one the dragged card overlaps most.
 */
export function boardCollisions(target: KeyboardTarget): CollisionDetection {
  return (args) => {
    if (target.current != null) {
      const container = args.droppableContainers.find((c) => c.id === target.current);
      return container ? [{ id: container.id, data: { droppableContainer: container, value: 1 } }] : [];
    }
    const under = pointerWithin(args);
    return under.length > 0 ? under : rectIntersection(args);
  };
}
