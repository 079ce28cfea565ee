import { describe, expect, it } from 'vitest';
import {
  addLayer,
  computeCoverage,
  defaultWorkflow,
  significantWords,
  updateDetails,
  type Workflow,
  type WorkflowEdit,
} from '../index.js';

const ok = (e: WorkflowEdit): Workflow => {
  if (!e.ok) throw new Error(e.error.message);
  return e.workflow;
};
const criterion = (title: string, requirementIndexes: number[] = []) => ({
  title,
  rubric: [],
  requirementIndexes,
});

const requirements = [
  '5+ years building TypeScript services',
  'Experience designing PostgreSQL schemas',
  'Clear written communication',
  'Kubernetes operations',
];

describe('requirement coverage', () => {
  it('reads significant words, dropping stop words and numbers', () => {
    expect([...significantWords('5+ years of building TypeScript services')]).toEqual([
      'build',
      'typescript',
      'service',
    ]);
  });

  it('uses criterion tags first, word overlap otherwise, and killer questions by word overlap', () => {
    let w = ok(addLayer(defaultWorkflow(), { title: 'Technical Interview' }));
    w = ok(
      updateDetails(w, 'stage_1', {
        assessmentCriteria: [
          criterion('Backend craft', [0]),
          criterion('PostgreSQL schema design'),
          criterion('Ghost', [9]),
        ],
        killerQuestions: ['Walk us through a piece of written communication you are proud of'],
      }),
    );
    w = ok(
      updateDetails(w, 'talent_screen', { assessmentCriteria: [criterion('postgresql schema design!')] }),
    );
    const coverage = computeCoverage(w, requirements);
    expect(coverage.requirements.map((r) => r.blockIds)).toEqual([
      ['stage_1'],
      ['talent_screen', 'stage_1'],
      ['stage_1'],
      [],
    ]);
    expect(coverage.requirements[0]!.matches).toEqual([
      { blockId: 'stage_1', via: 'criterion', text: 'Backend craft', tagged: true },
    ]);
    expect(coverage.requirements[2]!.matches[0]).toMatchObject({ via: 'killer_question', tagged: false });
    expect(coverage.unassessed).toEqual([3]);
    expect(coverage.duplicateCriteria).toEqual([
      { title: 'postgresql schema design!', blockIds: ['talent_screen', 'stage_1'] },
    ]);
    expect(coverage.stages.map((s) => [s.blockId, s.requirementIndexes])).toEqual([
      ['talent_screen', [1]],
      ['stage_1', [0, 1, 2]],
    ]);
  });

  it('flags every requirement when no stage assesses anything', () => {
    const coverage = computeCoverage(defaultWorkflow(), requirements);
    expect(coverage.stages).toEqual([]);
    expect(coverage.unassessed).toEqual([0, 1, 2, 3]);
  });
});
