import { scoringVersionName } from '@rw/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { scoringPromptVersions } from '#src/db/schema/index.js';
import {
  type CvSorterScoreInput,
  type CvSorterScoreOutput,
  cvSorterScorePrompt,
  cvSorterScorePromptWith,
  cvSorterScoringInstructions,
} from '#src/platform/ai/prompts/cv-sorter-score.prompt.js';
import type { Prompt } from '#src/platform/ai/prompts/prompt.js';

/**
 * The prompt a run scores with, the version the results name, whether the organisation adopted it, and its
 * instructions with their version number (null: the built-in ones), which the Data Trainer starts from.
 */
export type ScoringPromptChoice = {
  prompt: Prompt<CvSorterScoreInput, CvSorterScoreOutput>;
  version: string;
  adopted: boolean;
  instructions: string;
  versionNumber: number | null;
};

/** 'cv-sorter-score v1': how a prompt's version is named in the results. */
export function promptVersionName(prompt: { task: string; version: number }): string {
  return `${prompt.task} v${prompt.version}`;
}

/**
 * The scoring prompt of organisation `domain` (docs/product/cv-sorter.md#scoring): the one place a run takes
 * its prompt text and version from. An organisation that adopted tuned instructions in the Data Trainer
 * (docs/product/data-trainer.md#adopting) scores with its active version's instructions between the prompt's
 * fixed parts, named 'org v{n}' (`adopted: true`); otherwise with the built-in prompt.
 */
export async function scoringPromptFor(db: Db, domain: string): Promise<ScoringPromptChoice> {
  const [active] = await db
    .select({ version: scoringPromptVersions.version, instructions: scoringPromptVersions.instructions })
    .from(scoringPromptVersions)
    .where(and(eq(scoringPromptVersions.domain, domain), eq(scoringPromptVersions.active, true)))
    .limit(1);
  if (active) {
    return {
      prompt: cvSorterScorePromptWith(active.instructions),
      version: scoringVersionName(active.version),
      adopted: true,
      instructions: active.instructions,
      versionNumber: active.version,
    };
  }
  return {
    prompt: cvSorterScorePrompt,
    version: promptVersionName(cvSorterScorePrompt),
    adopted: false,
    instructions: cvSorterScoringInstructions,
    versionNumber: null,
  };
}
