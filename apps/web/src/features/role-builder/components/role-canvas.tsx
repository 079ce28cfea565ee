import { useDroppable } from '@dnd-kit/core';
import { Badge, Group, Paper, Text, Title } from '@mantine/core';
import { useMergedRef } from '@mantine/hooks';
import type { Point, RoleNode, Size } from '@rw/core';
import type { RefObject } from 'react';
import { CanvasNode } from '#/features/role-builder/components/canvas-node';
import classes from './role-builder.module.css';

type RoleCanvasProps = {
  nodes: readonly RoleNode[];
  jobSelected: boolean;
  loading: boolean;
  dirty: boolean;
  size: Size;
  viewportRef: RefObject<HTMLDivElement | null> | ((el: HTMLDivElement | null) => void);
  contentRef: RefObject<HTMLDivElement | null>;
  onOpen: (node: RoleNode) => void;
  onDelete: (node: RoleNode) => void;
  onNudge: (node: RoleNode, delta: Point) => void;
};

/**
 * The canvas (docs/product/role-builder.md#canvas): a view of the selected job's interview process, its nodes
 * placed where they were drawn; the drop target of the palette. 'Unsaved changes' while it differs from the
 * last Save Process.
 */
export function RoleCanvas(props: RoleCanvasProps) {
  const { nodes, size } = props;
  const { setNodeRef } = useDroppable({ id: 'canvas' });
  const contentRef = useMergedRef(setNodeRef, props.contentRef);
  return (
    <Paper withBorder p="sm" radius="md" component="section" aria-label="Process canvas">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5">
          Interview process
        </Title>
        {props.dirty && (
          <Badge color="yellow" variant="light">
            Unsaved changes
          </Badge>
        )}
      </Group>
      <div className={classes.viewport} ref={props.viewportRef}>
        <div className={classes.content} ref={contentRef} style={{ width: size.width, height: size.height }}>
          {nodes.map((node) => (
            <CanvasNode
              key={node.id}
              node={node}
              onOpen={props.onOpen}
              onDelete={props.onDelete}
              onNudge={props.onNudge}
            />
          ))}
          {!props.jobSelected && (
            <div className={classes.empty}>
              <Text c="dimmed">
                Select a job, or make one with New Job, to lay out its interview process.
              </Text>
            </div>
          )}
          {props.jobSelected && props.loading && (
            <div className={classes.empty}>
              <Text c="dimmed">Loading interview process...</Text>
            </div>
          )}
        </div>
      </div>
    </Paper>
  );
}
