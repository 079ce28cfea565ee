import {
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  KeyboardCode,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import { boardMessages, boardSubject } from '@rw/core';
import { useRef, useState } from 'react';
import type { BoardModel } from '#/features/candidates/job-tab/board/hooks/use-board-model';
import type { BoardColumn } from '#/features/candidates/job-tab/board/utils/board-columns';
import {
  boardCollisions,
  columnStepper,
  type KeyboardTarget,
} from '#/features/candidates/job-tab/board/utils/board-dnd';

/** Space picks a card up and drops it (Enter drops too, but on a card it opens the candidate); Escape or Tab cancels. */
const keyboardCodes = {
  start: [KeyboardCode.Space],
  cancel: [KeyboardCode.Esc, KeyboardCode.Tab],
  end: [KeyboardCode.Space, KeyboardCode.Enter],
};

/** A drag in progress: the card held, the cards it moves (the selection it belongs to, or itself) and its column. */
export type Drag = { activeId: string; ids: string[]; from: BoardColumn };

/**
 * The board's drag and drop (docs/product/pipeline.md#board) for dnd-kit's DndContext: the pointer (after
 * 6 px, so a click stays a click) and the keyboard (Space, Left/Right from column to column, Space or Enter),
 * where the drop goes (the keyboard's chosen column, else the one under the pointer), the move it makes, and
 * what a screen reader hears at each step.
 */
export function useBoardDrag(model: BoardModel) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const dragRef = useRef<Drag | null>(null);
  /** What the drop's announcement says, decided when the drop is handled (before dnd-kit announces it). */
  const outcome = useRef('');
  /** The column last announced: the drag starts over its own column, which needs no announcement. */
  const lastOver = useRef<string | null>(null);
  const [dnd] = useState(() => {
    const target: KeyboardTarget = { current: null };
    return { target, stepper: columnStepper(model.dropOrder, target), collisions: boardCollisions(target) };
  });
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 6 } }),
    useSensor(KeyboardSensor, { keyboardCodes, coordinateGetter: dnd.stepper }),
  );
  const end = () => {
    dnd.target.current = null;
    dragRef.current = null;
    setDrag(null);
  };

  const onDragStart = ({ active, activatorEvent }: DragStartEvent) => {
    const id = String(active.id);
    const from = model.columnOf(id);
    if (!from) return;
    const next = { activeId: id, ids: model.movingWith(id), from };
    dnd.target.current = activatorEvent instanceof KeyboardEvent ? from.id : null;
    lastOver.current = from.id;
    dragRef.current = next;
    setDrag(next);
  };
  const onDragEnd = ({ over }: DragEndEvent) => {
    const current = dragRef.current;
    const keyboard = dnd.target.current != null;
    const to = dnd.target.current ?? (over ? String(over.id) : null);
    end();
    if (!current) return;
    const subject = boardSubject(model.nameOf(current.activeId), current.ids.length);
    const stage = to && to !== current.from.id ? model.stageOf(to) : undefined;
    if (!stage) {
      outcome.current = boardMessages.droppedBack(subject, current.ids.length, current.from.title);
      return;
    }
    outcome.current = boardMessages.moved(subject, stage.stage_title ?? stage.stage_id);
    // From the keyboard, focus follows the card; a pointer leaves focus where the user puts it.
    if (keyboard) model.moveAndFocus(current.activeId, current.ids, stage);
    else model.move(current.ids, stage);
  };

  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const d = dragRef.current;
      const subject = boardSubject(model.nameOf(String(active.id)), d?.ids.length ?? 1);
      return boardMessages.pickedUp(subject, d?.from.title ?? '');
    },
    onDragOver: ({ over }) => {
      const id = over ? String(over.id) : null;
      if (id == null || id === lastOver.current) return undefined;
      lastOver.current = id;
      return boardMessages.over(model.titleOf(id));
    },
    onDragEnd: () => outcome.current,
    onDragCancel: ({ active }) => {
      const id = String(active.id);
      const count = model.movingWith(id).length;
      const from = model.columnOf(id)?.title ?? '';
      return boardMessages.cancelled(boardSubject(model.nameOf(id), count), count, from);
    },
  };

  return {
    drag,
    context: {
      sensors,
      collisionDetection: dnd.collisions,
      accessibility: { announcements, screenReaderInstructions: { draggable: boardMessages.instructions } },
      onDragStart,
      onDragEnd,
      onDragCancel: end,
    },
  };
}
