import { describe, expect, it } from 'vitest';
import { DEFAULT_DURATION_MINUTES } from '../interview-process/constants.js';
import { parseDuration } from '../interview-process/details.js';
import {
  CANVAS_MARGIN,
  DRAG_THRESHOLD_PX,
  interviewTypes,
  NODE_HEIGHT,
  NODE_WIDTH,
  nodeTypes,
  roleBuilderMessages,
  statusDotColor,
} from './constants.js';
import {
  canDeleteNode,
  canvasCentre,
  clampToCanvas,
  defaultInterviewConfig,
  isDragging,
  jobDescriptionNode,
  nodeTitle,
} from './nodes.js';

describe('Role Builder constants', () => {
  it('keeps the spec’s geometry, types and messages', () => {
    expect([NODE_WIDTH, NODE_HEIGHT, CANVAS_MARGIN, DRAG_THRESHOLD_PX]).toEqual([160, 96, 20, 5]);
    expect(interviewTypes).toEqual(['phone-screen', 'technical', 'behavioral', 'take-home', 'final']);
    expect(nodeTypes).toContain('job-description');
    expect(roleBuilderMessages.titleAndCompanyRequired).toBe('Please fill in the job title and company name');
    expect(roleBuilderMessages.jobRequired).toBe('Please create or select a job first');
  });

  it('colours status dots: active green, pending yellow, anything else blue', () => {
    expect(['active', 'pending', 'rejected', 'hired', 'whatever'].map(statusDotColor)).toEqual([
      'green',
      'yellow',
      'blue',
      'blue',
      'blue',
    ]);
  });
});

describe('nodes', () => {
  it('reads a duration: 15-180 minutes, 45 when it is not a number', () => {
    expect(DEFAULT_DURATION_MINUTES).toBe(45);
    expect(['60', 90, '10', '500', 'abc', '', null, undefined, '30.4'].map(parseDuration)).toEqual([
      60, 90, 15, 180, 45, 45, 45, 45, 30,
    ]);
  });

  it('drops a node at the cursor, 20 px inside the edges', () => {
    const canvas = { width: 800, height: 500 };
    expect(clampToCanvas({ x: 400, y: 250 }, canvas)).toEqual({ x: 320, y: 202 });
    expect(clampToCanvas({ x: 0, y: 0 }, canvas)).toEqual({ x: 20, y: 20 });
    expect(clampToCanvas({ x: 800, y: 500 }, canvas)).toEqual({ x: 620, y: 384 });
    expect(canvasCentre(canvas)).toEqual({ x: 320, y: 202 });
  });

  it('starts a drag only after 5 px', () => {
    expect(isDragging(3, 4)).toBe(false);
    expect(isDragging(5, 0)).toBe(false);
    expect(isDragging(4, 4)).toBe(true);
  });

  it('never deletes the job-description node, and titles nodes by their type', () => {
    expect(canDeleteNode(jobDescriptionNode())).toBe(false);
    expect(canDeleteNode({ type: 'final' })).toBe(true);
    expect(nodeTitle({ type: 'take-home' })).toBe('Take-Home Assignment');
    expect(
      nodeTitle({
        type: 'technical',
        interviewConfig: { ...defaultInterviewConfig('technical'), title: 'Pairing' },
      }),
    ).toBe('Pairing');
    expect(defaultInterviewConfig('behavioral')).toEqual({
      title: 'Behavioral Interview',
      interviewer: '',
      duration: 45,
      notes: '',
    });
  });
});
