import type { Db } from '#src/db/client.js';
import {
  type CvSorterScoreInput,
  type CvSorterScoreOutput,
  cvSorterScorePrompt,
} from '#src/platform/ai/prompts/cv-sorter-score.prompt.js';
import type { Prompt } from '#src/platform/ai/prompts/prompt.js';

/** The prompt a run scores with, the version the results name, and whether the organisation adopted it. */
export type ScoringPromptChoice = {
  prompt: Prompt<CvSorterScoreInput, CvSorterScoreOutput>;
  version: string;
  adopted: boolean;
};

/** 'cv-sorter-score v1': how a prompt's version is named in the results. */
export function promptVersionName(prompt: { task: string; version: number }): string {
  return `${prompt.task} v${prompt.version}`;
}

/**
 * The scoring prompt of organisation `domain` (docs/product/cv-sorter.md#scoring): the one place a run takes
 * its prompt text and version from. Today every organisation scores with the built-in prompt; when the Data
 * Trainer lets an organisation adopt a tuned prompt, it is looked up here and returned with `adopted: true`
 * (same output schema, its own version name).
 */
export async function scoringPromptFor(_db: Db, _domain: string): Promise<ScoringPromptChoice> {
  return { prompt: cvSorterScorePrompt, version: promptVersionName(cvSorterScorePrompt), adopted: false };
}
