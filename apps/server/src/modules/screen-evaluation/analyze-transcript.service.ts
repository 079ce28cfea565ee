import { type AnalysisOptions, type AnalysisUsage, analysisFailedMessage } from '@rw/core';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Db } from '#src/db/client.js';
import { descNullsLast } from '#src/db/order.js';
import { apiUsage } from '#src/db/schema/index.js';
import { AppError } from '#src/lib/app-error.js';
import { runAiText, streamAiText } from '#src/platform/ai/ai.service.js';
import { aiDeadline, aiFailureReason, aiMessages } from '#src/platform/ai/ai-errors.js';
import type { AiRuntime } from '#src/platform/ai/ai-runtime.js';
import { analyzeTranscriptPrompt } from '#src/platform/ai/prompts/analyze-transcript.prompt.js';
import type { ChatMessage } from '#src/platform/ai/provider.js';
import type { Caller } from '#src/plugins/auth.js';

/** The `api_usage.service` of every analysis. */
export const SCREEN_EVALUATION_SERVICE = 'screen-evaluation';
/** Overall deadline of one analysis (the provider layer's idle timeout also applies to a stream). */
export const ANALYSIS_TIMEOUT_MS = 180_000;

export type AnalyzeTranscriptOptions = {
  db: Db;
  ai: AiRuntime;
  /** Who asked: the call is metered to them and their organisation. */
  caller: Caller;
  transcript: string;
  options: AnalysisOptions;
  /** Cancels the analysis (the browser went away or pressed Stop). */
  signal?: AbortSignal;
  /** Overall deadline in ms (default 180 s). */
  timeoutMs?: number;
};

/** What a finished analysis returns: the whole text and what it cost (null when nothing was metered). */
export type AnalysisResult = { analysis: string; usage: AnalysisUsage | null };

function messagesFor(opts: AnalyzeTranscriptOptions): ChatMessage[] {
  const input = { transcript: opts.transcript, options: opts.options };
  return [
    { role: 'system', content: analyzeTranscriptPrompt.system },
    { role: 'user', content: analyzeTranscriptPrompt.buildUser(input) },
  ];
}

function callOptions(opts: AnalyzeTranscriptOptions) {
  const deadline = aiDeadline(opts.timeoutMs ?? ANALYSIS_TIMEOUT_MS);
  return {
    db: opts.db,
    ai: opts.ai,
    user: opts.caller,
    task: analyzeTranscriptPrompt.task,
    service: SCREEN_EVALUATION_SERVICE,
    messages: messagesFor(opts),
    model: analyzeTranscriptPrompt.model,
    temperature: analyzeTranscriptPrompt.temperature,
    maxTokens: analyzeTranscriptPrompt.maxTokens,
    signal: opts.signal ? AbortSignal.any([opts.signal, deadline]) : deadline,
  };
}

/**
 * The error of a failed analysis (docs/product/screen-evaluation.md#messages): an AI-layer failure keeps its
 * status and reason and reads 'Analysis failed: {message}' (e.g. 'Analysis failed: OpenAI API key not
 * configured for your organization. Please contact your administrator.'); one already mapped is returned as
 * it is. Any other error is returned as it is, for the error handler (a 500 whose details stay in the log).
 */
export function toAnalysisError(err: unknown): unknown {
  const reason = aiFailureReason(err);
  if (!(err instanceof AppError) || !reason || err.message.startsWith(analysisFailedMessage(''))) return err;
  return new AppError(err.code, analysisFailedMessage(err.message), err.details);
}

/** The same as `toAnalysisError` for errors that must be told to the browser mid-stream (never a 500's details). */
export function toStreamError(err: unknown): AppError {
  const mapped = toAnalysisError(err);
  if (mapped instanceof AppError) return mapped;
  return new AppError('INTERNAL', analysisFailedMessage(aiMessages.failed));
}

/**
 * Analyses a screen-call transcript in one piece (docs/product/screen-evaluation.md#analysis,
 * `Accept: application/json`): one real model call through the AI layer, metered as 'screen-evaluation'.
 * @returns the Markdown evaluation. @throws AppError 'Analysis failed: {message}' (see `toAnalysisError`).
 */
export async function analyzeTranscript(opts: AnalyzeTranscriptOptions): Promise<string> {
  try {
    return (await runAiText(callOptions(opts))).trim();
  } catch (err) {
    throw toAnalysisError(err);
  }
}

/** The database's clock, so the usage row of this analysis is found whatever the app server's clock says. */
async function databaseNow(db: Db): Promise<string> {
  const result = await db.execute<{ now: string }>(sql`select now()::text as now`);
  return result.rows[0]!.now;
}

/**
 * The usage row the AI layer recorded for this analysis: the caller's newest 'screen-evaluation' row since
 * the analysis started. Two analyses of one user running at the same moment may read each other's row.
 */
async function meteredUsage(db: Db, userId: string, since: string): Promise<AnalysisUsage | null> {
  const [row] = await db
    .select({ tokensUsed: apiUsage.tokensUsed, cost: apiUsage.cost })
    .from(apiUsage)
    .where(
      and(
        eq(apiUsage.userId, userId),
        eq(apiUsage.service, SCREEN_EVALUATION_SERVICE),
        gte(apiUsage.timestamp, sql`${since}::timestamptz`),
      ),
    )
    .orderBy(descNullsLast(apiUsage.timestamp))
    .limit(1);
  return row ?? null;
}

/**
 * Streams the analysis as it is written (docs/product/screen-evaluation.md#analysis: empty, analysing,
 * result): yields each text delta; the AI layer meters the call when the stream ends, also when it is
 * cancelled.
 * @returns (generator return value) the whole analysis and its metered usage.
 * @throws AppError 'Analysis failed: {message}', before the first delta or during the stream.
 */
export async function* streamTranscriptAnalysis(
  opts: AnalyzeTranscriptOptions,
): AsyncGenerator<string, AnalysisResult> {
  const since = await databaseNow(opts.db);
  let analysis: string;
  try {
    analysis = yield* streamAiText(callOptions(opts));
  } catch (err) {
    throw toAnalysisError(err);
  }
  return { analysis, usage: await meteredUsage(opts.db, opts.caller.id, since) };
}
