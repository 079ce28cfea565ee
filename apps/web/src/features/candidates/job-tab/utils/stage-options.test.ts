import { defaultWorkflow, type Workflow } from '@rw/core';
import { describe, expect, it } from 'vitest';
import { fixedStageDescriptions, stageOptionsFromWorkflow, stageSelectData } from './stage-options';

function withCustomLayer(): Workflow {
  const w = defaultWorkflow();
  const details = {
    interviewers: [],
    assessmentCriteria: [{ title: 'System design', rubric: [], requirementIndexes: [] }],
    interviewPlan: 'Whiteboard a URL shortener.',
    killerQuestions: [],
  };
  w.layers.splice(3, 0, {
    id: 'stage_1',
    title: 'Stage 1',
    fixed: false,
    blocks: [
      { id: 'stage_1', title: 'Technical Interview', emoji: '💻', details },
      {
        id: 'stage_1b',
        title: 'Task',
        emoji: '📝',
        details: { ...details, assessmentCriteria: [], interviewPlan: '' },
      },
    ],
  });
  return w;
}

describe('stage options', () => {
  it('lists the stages in process order with Glance first', () => {
    const options = stageOptionsFromWorkflow(withCustomLayer());
    expect(options.map((o) => o.id)).toEqual([
      'glance',
      'profile_review',
      'talent_screen',
      'stage_1',
      'stage_1b',
      'washup',
      'offer',
    ]);
    expect(options[0]!.description).toBe(fixedStageDescriptions.glance);
  });

  it('describes a custom stage by its title, criteria and interview plan', () => {
    const [tech, task] = stageOptionsFromWorkflow(withCustomLayer()).filter((o) => !o.fixed);
    expect(tech!.description).toBe(
      "Technical Interview: an interview step of this job's process. Assesses: System design. Plan: Whiteboard a URL shortener.",
    );
    expect(task!.description).toBe("Task: an interview step of this job's process.");
  });

  it('groups the select by layer: fixed captions and custom layer titles', () => {
    const data = stageSelectData(stageOptionsFromWorkflow(withCustomLayer()));
    expect(data.map((g) => g.group)).toEqual([
      'Research',
      'Shortlisting',
      'Screening',
      'Stage 1',
      'Decision',
      'Closing',
    ]);
    expect(data[3]!.items).toEqual([
      { value: 'stage_1', label: '💻 Technical Interview' },
      { value: 'stage_1b', label: '📝 Task' },
    ]);
    expect(data[0]!.items).toEqual([{ value: 'glance', label: '👀 Glance' }]);
  });
});
