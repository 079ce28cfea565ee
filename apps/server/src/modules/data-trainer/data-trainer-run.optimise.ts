import { DATA_TRAINER_SERVICE, worstDisagreements } from '@rw/core';
import { companyNameKey } from '#src/modules/cv-sorter/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import {
  type Disagreement,
  dataTrainerOptimisePrompt,
  type TriedInstructions,
} from '#src/platform/ai/prompts/data-trainer-optimise.prompt.js';
import { RunTakenOver } from './data-trainer-run.hold.js';
import {
  holdsRun,
  type IterationRow,
  modelScores,
  type RunCandidate,
  setIterationPrompt,
} from './data-trainer-run.queries.js';
import { failureMessage, type RunContext, stopIfFatal } from './data-trainer-run.scoring.js';
import { trainerLog } from './trainer-log.js';

/** The finished iteration with the highest agreement (the earliest of equals), or null when none was measured. */
export function bestIteration(iterations: readonly IterationRow[]): IterationRow | null {
  let best: IterationRow | null = null;
  for (const it of iterations) {
    if (it.similarity === null || !it.finishedAt) continue;
    if (!best || it.similarity > (best.similarity ?? -Infinity)) best = it;
  }
  return best;
}

/** The instructions tried so far, OPRO's order: not measured first, then by agreement, best last. */
export function triedSoFar(iterations: readonly IterationRow[]): TriedInstructions[] {
  return iterations
    .filter((it) => it.prompt !== null && it.finishedAt)
    .map((it) => ({ iteration: it.iteration, instructions: it.prompt!, similarity: it.similarity }))
    .sort((a, b) => (a.similarity ?? -Infinity) - (b.similarity ?? -Infinity) || a.iteration - b.iteration);
}

/** The candidates of the training part where the best instructions and the recruiter disagree most. */
async function disagreementsOf(
  ctx: RunContext,
  best: IterationRow | null,
  training: readonly RunCandidate[],
): Promise<Disagreement[]> {
  if (!best) return [];
  const scores = await modelScores(ctx.deps.db, ctx.run.id, best.iteration);
  const rows = training.flatMap((c) => {
    const m = scores.get(c.id);
    return m ? [{ id: c.id, model: m.final, hand: c.handFinal, c, m }] : [];
  });
  return worstDisagreements(rows).map(({ c, m }) => ({
    title: c.title,
    company: c.company,
    companyDescription: ctx.descriptions.get(companyNameKey(c.company)) ?? null,
    hand: c.hand,
    handFinal: c.handFinal,
    model: m.scores,
    modelFinal: m.final,
  }));
}

/**
 * Asks the model for iteration `iteration`'s instructions (OPRO, docs/decisions/0017): the instructions tried
 * with their agreement and the worst disagreements of the best, and keeps the answer on the iteration with
 * the call's usage, in one transaction while the run is this worker's.
 * @returns the instructions, or `{ error }` with the reason when the call failed for this iteration only.
 * @throws TrainingFailed when no call could succeed; RunTakenOver when the run was taken over.
 */
export async function optimiseInstructions(
  ctx: RunContext,
  iteration: number,
  iterations: readonly IterationRow[],
  training: readonly RunCandidate[],
): Promise<{ prompt: string } | { error: string }> {
  const { deps, run } = ctx;
  const tried = triedSoFar(iterations);
  if (tried.length === 0) tried.push({ iteration: 1, instructions: run.baseInstructions, similarity: null });
  let prompt: string | null = null;
  try {
    await runAiTask({
      db: deps.db,
      ai: deps.ai,
      user: ctx.user,
      apiKey: ctx.apiKey,
      prompt: dataTrainerOptimisePrompt,
      input: {
        jobTitle: run.jobTitle,
        roleSummary: run.roleSummary,
        metric: run.metric,
        tried,
        disagreements: await disagreementsOf(ctx, bestIteration(iterations), training),
      },
      service: DATA_TRAINER_SERVICE,
      signal: ctx.signal,
      breaker: ctx.breaker,
      commit: async (tx, out) => {
        if (!(await holdsRun(tx, run.id, run.generation))) throw new RunTakenOver();
        await setIterationPrompt(tx, run.id, iteration, out.instructions, out.rationale || null);
        prompt = out.instructions;
      },
    });
  } catch (err) {
    if (err instanceof RunTakenOver || ctx.hold.lost) throw new RunTakenOver();
    stopIfFatal(ctx, err);
    trainerLog(deps).warn({ err, runId: run.id, iteration }, 'optimiser call failed');
    return { error: failureMessage(ctx, err) };
  }
  return { prompt: prompt ?? run.baseInstructions };
}
