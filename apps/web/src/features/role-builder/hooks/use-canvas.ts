import {
  defaultInterviewConfig,
  type InterviewConfig,
  type InterviewType,
  type Point,
  type RoleNode,
} from '@rw/core';
import { useCallback, useMemo, useState } from 'react';

let counter = 0;
/** A node id unique in this page (nodes drawn from a process keep theirs). */
function newNodeId(): string {
  counter += 1;
  return `node-${Date.now().toString(36)}-${counter}`;
}

/**
 * The canvas's nodes (docs/product/role-builder.md#canvas) against the last saved ones: `dirty` while they
 * differ. `load` replaces both (a job opened or saved); the edits change the working copy only.
 */
export function useCanvas() {
  const [saved, setSaved] = useState<RoleNode[]>([]);
  const [nodes, setNodes] = useState<RoleNode[]>([]);
  const dirty = useMemo(() => JSON.stringify(saved) !== JSON.stringify(nodes), [saved, nodes]);

  const load = useCallback((next: RoleNode[]) => {
    setSaved(next);
    setNodes(next);
  }, []);
  /** Adds a node of `type` with its top-left at `at`. @returns its id. */
  const add = useCallback((type: InterviewType, at: Point) => {
    const node: RoleNode = { id: newNodeId(), type, ...at, interviewConfig: defaultInterviewConfig(type) };
    setNodes((list) => [...list, node]);
    return node.id;
  }, []);
  const move = useCallback((id: string, to: Point) => {
    setNodes((list) => list.map((n) => (n.id === id ? { ...n, x: to.x, y: to.y } : n)));
  }, []);
  const configure = useCallback((id: string, interviewConfig: InterviewConfig) => {
    setNodes((list) => list.map((n) => (n.id === id ? { ...n, interviewConfig } : n)));
  }, []);
  const remove = useCallback((id: string) => {
    setNodes((list) => list.filter((n) => n.id !== id || n.type === 'job-description'));
  }, []);
  const discard = useCallback(() => setNodes(saved), [saved]);

  return { nodes, dirty, load, add, move, configure, remove, discard };
}

export type Canvas = ReturnType<typeof useCanvas>;
