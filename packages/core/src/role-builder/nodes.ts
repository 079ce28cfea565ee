import { z } from 'zod';
import {
  DEFAULT_DURATION_MINUTES,
  MAX_DURATION_MINUTES,
  MAX_PLAN_LENGTH,
  MAX_TEXT_LENGTH,
  MAX_TITLE_LENGTH,
  MIN_DURATION_MINUTES,
} from '../interview-process/constants.js';
import {
  CANVAS_MARGIN,
  DRAG_THRESHOLD_PX,
  interviewTypeInfo,
  interviewTypes,
  JOB_DESCRIPTION_NODE_ID,
  JOB_DESCRIPTION_NODE_LABEL,
  NODE_HEIGHT,
  NODE_WIDTH,
  type NodeType,
  nodeTypes,
} from './constants.js';

/*
 * The Node entity of the Role Builder canvas and its geometry (docs/product/role-builder.md#canvas): a
 * node is 160 × 96 px at (x, y), its top-left corner in canvas pixels; an interview node carries its
 * configuration (title, interviewer, duration, notes).
 */

/** Configure Interview's fields. `duration` is in minutes, 15-180. */
export const interviewConfigSchema = z.object({
  title: z.string().max(MAX_TITLE_LENGTH),
  interviewer: z.string().max(MAX_TEXT_LENGTH * 3),
  duration: z.int().min(MIN_DURATION_MINUTES).max(MAX_DURATION_MINUTES),
  notes: z.string().max(MAX_PLAN_LENGTH),
});
export type InterviewConfig = z.infer<typeof interviewConfigSchema>;

/** Canvas coordinates are bounded so a stored layout stays small and finite. */
const coordinate = z.number().min(-10_000).max(100_000);

/**
 * One node. `blockId` is the interview-process step it became at the last Save Process (a stage type:
 * talent_screen, stage_{n}[b|c]), so the canvas reopens as drawn.
 */
export const roleNodeSchema = z.object({
  id: z.string().min(1).max(64),
  type: z.enum(nodeTypes),
  x: coordinate,
  y: coordinate,
  interviewConfig: interviewConfigSchema.optional(),
  blockId: z.string().max(40).optional(),
});
export type RoleNode = z.infer<typeof roleNodeSchema>;
/** The most nodes a canvas holds: the job description, a phone screen, 5 stages of 3 steps, and slack. */
export const MAX_NODES = 40;
export const roleNodesSchema = z.array(roleNodeSchema).max(MAX_NODES);

export type Point = { x: number; y: number };
export type Size = { width: number; height: number };

/** The configuration a new node of `type` starts with: its type's title, no interviewer, 45 minutes, no notes. */
export function defaultInterviewConfig(type: Exclude<NodeType, 'job-description'>): InterviewConfig {
  return {
    title: interviewTypeInfo[type].title,
    interviewer: '',
    duration: DEFAULT_DURATION_MINUTES,
    notes: '',
  };
}

/** Whether `type` is an interview type (every node type but the job description). */
export function isInterviewType(type: string): type is Exclude<NodeType, 'job-description'> {
  return (interviewTypes as readonly string[]).includes(type);
}

/** The title a node shows: its configured title, else its type's. */
export function nodeTitle(node: Pick<RoleNode, 'type' | 'interviewConfig'>): string {
  if (node.type === 'job-description') return JOB_DESCRIPTION_NODE_LABEL;
  return node.interviewConfig?.title.trim() || interviewTypeInfo[node.type].title;
}

/** Whether a node may be deleted: every node but the job description (docs/product/role-builder.md#nodes). */
export function canDeleteNode(node: Pick<RoleNode, 'type'>): boolean {
  return node.type !== 'job-description';
}

/**
 * The top-left corner that puts a node with its centre on `point`, kept 20 px inside a canvas of `size`
 * (a drop lands at the cursor, docs/product/role-builder.md#nodes).
 */
export function clampToCanvas(point: Point, size: Size): Point {
  const maxX = Math.max(CANVAS_MARGIN, size.width - NODE_WIDTH - CANVAS_MARGIN);
  const maxY = Math.max(CANVAS_MARGIN, size.height - NODE_HEIGHT - CANVAS_MARGIN);
  return {
    x: Math.round(Math.min(maxX, Math.max(CANVAS_MARGIN, point.x - NODE_WIDTH / 2))),
    y: Math.round(Math.min(maxY, Math.max(CANVAS_MARGIN, point.y - NODE_HEIGHT / 2))),
  };
}

/** Where a node added by a click goes: the centre of the canvas (kept inside it like a drop). */
export function canvasCentre(size: Size): Point {
  return clampToCanvas({ x: size.width / 2, y: size.height / 2 }, size);
}

/** Whether a pointer that moved (dx, dy) px since it was pressed is dragging: beyond 5 px. */
export function isDragging(dx: number, dy: number): boolean {
  return Math.hypot(dx, dy) > DRAG_THRESHOLD_PX;
}

/** The job-description node a canvas always has, at its top-left. */
export function jobDescriptionNode(position: Point = { x: CANVAS_MARGIN, y: CANVAS_MARGIN }): RoleNode {
  return { id: JOB_DESCRIPTION_NODE_ID, type: 'job-description', ...position };
}
