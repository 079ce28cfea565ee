import { useDraggable } from '@dnd-kit/core';
import { ActionIcon, Text, UnstyledButton } from '@mantine/core';
import {
  canDeleteNode,
  interviewTypeInfo,
  isDragging,
  KEYBOARD_STEP_PX,
  nodeTitle,
  type Point,
  type RoleNode,
} from '@rw/core';
import { IconX } from '@tabler/icons-react';
import { type KeyboardEvent, useRef } from 'react';
import classes from './role-builder.module.css';

type CanvasNodeProps = {
  node: RoleNode;
  onOpen: (node: RoleNode) => void;
  onDelete: (node: RoleNode) => void;
  /** The keyboard's move: by (dx, dy) px. */
  onNudge: (node: RoleNode, delta: Point) => void;
};

const arrows: Record<string, Point> = {
  ArrowLeft: { x: -KEYBOARD_STEP_PX, y: 0 },
  ArrowRight: { x: KEYBOARD_STEP_PX, y: 0 },
  ArrowUp: { x: 0, y: -KEYBOARD_STEP_PX },
  ArrowDown: { x: 0, y: KEYBOARD_STEP_PX },
};

/**
 * One node on the canvas (docs/product/role-builder.md#canvas): 160 × 96 px at its position; dragged after
 * 5 px, clicked (or Enter) to configure, arrow keys move it 20 px, Delete or its × asks to delete it (never
 * the job-description node).
 */
export function CanvasNode({ node, onOpen, onDelete, onNudge }: CanvasNodeProps) {
  const { listeners, setNodeRef, transform } = useDraggable({ id: node.id, data: { source: 'node' } });
  const down = useRef<Point | null>(null);
  const title = nodeTitle(node);
  const jd = node.type === 'job-description';
  const info = node.type === 'job-description' ? null : interviewTypeInfo[node.type];
  const config = node.interviewConfig;
  const handleKey = (e: KeyboardEvent) => {
    const step = arrows[e.key];
    if (step) {
      e.preventDefault();
      onNudge(node, step);
    } else if ((e.key === 'Delete' || e.key === 'Backspace') && canDeleteNode(node)) {
      e.preventDefault();
      onDelete(node);
    }
  };
  return (
    <div
      className={classes.node}
      style={{
        left: node.x,
        top: node.y,
        transform: transform ? `translate(${transform.x}px, ${transform.y}px)` : undefined,
        zIndex: transform ? 2 : 1,
      }}
      data-node-type={node.type}
    >
      <UnstyledButton
        ref={setNodeRef}
        {...listeners}
        className={classes.nodeBody}
        data-type={node.type}
        aria-label={jd ? 'Job description' : `Interview ${title}`}
        aria-description="Arrow keys move it; Enter configures it; Delete removes it."
        onPointerDownCapture={(e) => {
          down.current = { x: e.clientX, y: e.clientY };
        }}
        onClick={(e) => {
          // A press that became a drag is no click (a keyboard click has no pointer: detail 0).
          const from = down.current;
          if (e.detail > 0 && from && isDragging(e.clientX - from.x, e.clientY - from.y)) return;
          onOpen(node);
        }}
        onKeyDown={handleKey}
      >
        <Text size="sm" fw={600} lineClamp={2}>
          <span aria-hidden>{info ? info.emoji : '📄'}</span> {title}
        </Text>
        <Text size="xs" c="dimmed" lineClamp={1}>
          {info ? `${info.label} · ${config?.duration ?? 45} min` : 'Open the description and criteria'}
        </Text>
        {config?.interviewer && (
          <Text size="xs" lineClamp={1}>
            {config.interviewer}
          </Text>
        )}
      </UnstyledButton>
      {canDeleteNode(node) && (
        <ActionIcon
          className={classes.nodeDelete}
          size="xs"
          variant="subtle"
          color="gray"
          aria-label={`Delete ${title}`}
          onClick={() => onDelete(node)}
        >
          <IconX size={12} aria-hidden />
        </ActionIcon>
      )}
    </div>
  );
}
