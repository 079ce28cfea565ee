import { z } from 'zod';
import type { Workflow } from './model.js';

/*
 * Requirement coverage of an interview process
 * (docs/product/interview-process.md#requirement-coverage): which of the job's requirements each stage
 * assesses, the requirements no stage assesses, and criteria assessed more than once. A criterion
 * counts for the requirements it is tagged with (AI generation tags them); an untagged criterion and
 * every killer question count for the requirements they share enough words with.
 */

export const coverageMatchSchema = z.object({
  blockId: z.string(),
  via: z.enum(['criterion', 'killer_question']),
  text: z.string(),
  /** True when the criterion was tagged with the requirement, false for a word-overlap match. */
  tagged: z.boolean(),
});
export const requirementCoverageSchema = z.object({
  index: z.int(),
  requirement: z.string(),
  blockIds: z.array(z.string()),
  matches: z.array(coverageMatchSchema),
});
export const coverageStageSchema = z.object({
  blockId: z.string(),
  layerId: z.string(),
  title: z.string(),
  emoji: z.string(),
  requirementIndexes: z.array(z.int()),
});
export const duplicateCriterionSchema = z.object({ title: z.string(), blockIds: z.array(z.string()) });
export const workflowCoverageSchema = z.object({
  requirements: z.array(requirementCoverageSchema),
  stages: z.array(coverageStageSchema),
  /** Indexes of requirements no stage assesses. */
  unassessed: z.array(z.int()),
  /** Criteria (by title) assessed in more than one place. */
  duplicateCriteria: z.array(duplicateCriterionSchema),
});
export type CoverageMatch = z.infer<typeof coverageMatchSchema>;
export type WorkflowCoverage = z.infer<typeof workflowCoverageSchema>;

const STOP_WORDS = new Set(
  (
    'a an the and or of to in on at for with by from into as is are be been being you your our we they it its ' +
    'this that these those who what how why when will can able ability have has had do does using use used ' +
    'experience experienced strong good great excellent solid deep proven track record demonstrated ' +
    'understanding knowledge familiarity skill skills working work year years plus least including etc ' +
    'other well within across about candidate role team ask tell describe example time'
  ).split(' '),
);

function stem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 5 && word.endsWith('ing')) return word.slice(0, -3);
  if (word.length > 4 && word.endsWith('ed')) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !word.endsWith('ss')) return word.slice(0, -1);
  return word;
}

/** The significant words of a text: lower-cased, stop words and numbers dropped, lightly stemmed. */
export function significantWords(text: string): Set<string> {
  const words = text.toLowerCase().match(/[a-z0-9][a-z0-9+#]*/g) ?? [];
  return new Set(words.filter((w) => /[a-z]/.test(w) && w.length > 1 && !STOP_WORDS.has(w)).map(stem));
}

/** Whether a text shares enough significant words with a requirement: 1 for short requirements, else 2. */
export function overlapsRequirement(requirement: Set<string>, text: string): boolean {
  if (requirement.size === 0) return false;
  const words = significantWords(text);
  let shared = 0;
  for (const w of requirement) if (words.has(w)) shared += 1;
  return shared >= (requirement.size <= 2 ? 1 : 2);
}

const titleKey = (title: string) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Computes the coverage of a workflow against a job's requirements (pure).
 * @param requirements the job's requirements (jd_requirements), in order; indexes are 0-based.
 */
export function computeCoverage(workflow: Workflow, requirements: readonly string[]): WorkflowCoverage {
  const reqWords = requirements.map(significantWords);
  const byRequirement = requirements.map((requirement, index) => ({
    index,
    requirement,
    blockIds: [] as string[],
    matches: [] as CoverageMatch[],
  }));
  const stages: WorkflowCoverage['stages'] = [];
  const criterionPlaces = new Map<string, { title: string; blockIds: string[] }>();
  const add = (index: number, match: CoverageMatch) => {
    const entry = byRequirement[index]!;
    entry.matches.push(match);
    if (!entry.blockIds.includes(match.blockId)) entry.blockIds.push(match.blockId);
  };
  for (const layer of workflow.layers) {
    for (const block of layer.blocks) {
      const { assessmentCriteria, killerQuestions } = block.details;
      if (assessmentCriteria.length === 0 && killerQuestions.length === 0) continue;
      for (const c of assessmentCriteria) {
        const tags = c.requirementIndexes.filter((i) => i < requirements.length);
        const indexes = tags.length
          ? tags
          : reqWords.flatMap((words, i) => (overlapsRequirement(words, c.title) ? [i] : []));
        for (const i of indexes)
          add(i, { blockId: block.id, via: 'criterion', text: c.title, tagged: tags.length > 0 });
        const key = titleKey(c.title);
        const place = criterionPlaces.get(key) ?? { title: c.title, blockIds: [] };
        place.blockIds.push(block.id);
        criterionPlaces.set(key, place);
      }
      for (const q of killerQuestions) {
        reqWords.forEach((words, i) => {
          if (overlapsRequirement(words, q))
            add(i, { blockId: block.id, via: 'killer_question', text: q, tagged: false });
        });
      }
      const requirementIndexes = byRequirement
        .filter((r) => r.blockIds.includes(block.id))
        .map((r) => r.index);
      stages.push({
        blockId: block.id,
        layerId: layer.id,
        title: block.title,
        emoji: block.emoji,
        requirementIndexes,
      });
    }
  }
  return {
    requirements: byRequirement,
    stages,
    unassessed: byRequirement.filter((r) => r.blockIds.length === 0).map((r) => r.index),
    duplicateCriteria: [...criterionPlaces.entries()]
      .filter(([key, p]) => key && p.blockIds.length > 1)
      .map(([, p]) => ({ title: p.title, blockIds: [...new Set(p.blockIds)] })),
  };
}
