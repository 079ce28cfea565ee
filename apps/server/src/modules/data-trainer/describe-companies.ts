import { DATA_TRAINER_SERVICE } from '@rw/core';
import { saveGeneratedDescription } from '#src/modules/cv-sorter/index.js';
import { runAiTask } from '#src/platform/ai/ai.service.js';
import { type AiFailureReason, aiFailureReason } from '#src/platform/ai/ai-errors.js';
import { companyDescriptionPrompt } from '#src/platform/ai/prompts/cv-sorter-company.prompt.js';
import type { DataTrainerDeps } from './data-trainer.plugin.js';
import { companiesOf, type DbOrTx, datasetEntries } from './data-trainer.queries.js';
import { RunTakenOver } from './data-trainer-run.hold.js';
import { trainerLog } from './trainer-log.js';

/** Companies described at once (the AI layer's limiter still paces every call). */
const CONCURRENCY = 4;
const fatalReasons = new Set<AiFailureReason>(['not_configured', 'credit_limit', 'auth']);

/** The companies of `rows` (by name key → name) that the organisation's dataset does not describe. */
export async function missingCompanies(
  db: DbOrTx,
  domain: string,
  rows: readonly { currentCompany: string }[],
): Promise<string[]> {
  const names = companiesOf(rows);
  const known = await datasetEntries(db, domain, [...names.values()]);
  return [...names].filter(([key]) => !known.has(key)).map(([, name]) => name);
}

/**
 * Describes each of `names` once with the CV Sorter's company prompt and saves it in the organisation's
 * company dataset (source 'generated', never over an edited or imported one), with the call's usage in one
 * transaction that `fence` also approves (docs/product/data-trainer.md#company-descriptions). A company the
 * model does not know gets no description. `onDone` hears the count after each company.
 * @returns the reason of the failure that stopped it (no key, key refused, credit spent), or null.
 * @throws RunTakenOver when `fence` refused (the work is no longer this worker's).
 */
export async function describeCompanies(opts: {
  deps: DataTrainerDeps;
  domain: string;
  user: { id: string; email: string; domain: string };
  apiKey?: string;
  signal?: AbortSignal;
  names: readonly string[];
  fence: (tx: DbOrTx) => Promise<boolean>;
  onDone?: (done: number) => Promise<void>;
  /** The message of a failure (the AI layer's, or the caller's own words for a given key). */
  messageOf: (err: unknown) => string;
}): Promise<string | null> {
  let done = 0;
  let next = 0;
  let stopped: string | null = null;
  let lost = false;
  const worker = async () => {
    while (next < opts.names.length && !stopped && !lost) {
      const name = opts.names[next++]!;
      try {
        await runAiTask({
          db: opts.deps.db,
          ai: opts.deps.ai,
          user: opts.user,
          apiKey: opts.apiKey,
          prompt: companyDescriptionPrompt,
          input: { company: name },
          service: DATA_TRAINER_SERVICE,
          signal: opts.signal,
          commit: async (tx, out) => {
            if (!(await opts.fence(tx))) throw new RunTakenOver();
            if (out.description) await saveGeneratedDescription(tx, opts.domain, name, out.description);
          },
        });
      } catch (err) {
        if (err instanceof RunTakenOver) {
          lost = true;
          return;
        }
        const reason = aiFailureReason(err);
        if (reason && fatalReasons.has(reason)) {
          stopped = opts.messageOf(err);
          return;
        }
        trainerLog(opts.deps).warn({ err, company: name }, 'company not described');
      }
      done += 1;
      await opts.onDone?.(done);
    }
  };
  await Promise.all(Array.from({ length: Math.min(CONCURRENCY, opts.names.length) }, worker));
  if (lost) throw new RunTakenOver();
  return stopped;
}
