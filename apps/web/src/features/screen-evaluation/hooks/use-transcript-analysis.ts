import type { AnalysisOptions, AnalysisUsage } from '@rw/core';
import { useCallback, useEffect, useRef, useState } from 'react';
import { streamAnalysis } from '#/features/screen-evaluation/api/stream-analysis';
import { ApiError } from '#/lib/api-client';

/**
 * The analysis states (docs/product/screen-evaluation.md#analysis): empty, then analysing, then a result;
 * Stop keeps what was written so far.
 */
export type AnalysisStatus = 'idle' | 'streaming' | 'done' | 'stopped' | 'failed';

export type AnalysisState = {
  status: AnalysisStatus;
  /** The Markdown written so far (all of it once done). */
  analysis: string;
  /** The transcript and options the analysis was made from: Save stores these, not later edits. */
  transcript: string;
  options: AnalysisOptions | null;
  usage: AnalysisUsage | null;
  error: ApiError | null;
};

const initial: AnalysisState = {
  status: 'idle',
  analysis: '',
  transcript: '',
  options: null,
  usage: null,
  error: null,
};

function asRequestError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'CLIENT', error instanceof Error ? error.message : String(error));
}

/**
 * Runs one streamed analysis at a time. Text deltas are gathered and shown once per animation frame, so a
 * fast model does not re-render the Markdown for every word. Leaving the page stops the analysis.
 * @returns the state, `analyze(transcript, options)`, `stop()` and `reset()`.
 */
export function useTranscriptAnalysis() {
  const [state, setState] = useState<AnalysisState>(initial);
  const controller = useRef<AbortController | null>(null);
  const written = useRef('');
  const frame = useRef<number | null>(null);

  const flush = useCallback(() => {
    frame.current = null;
    const analysis = written.current;
    setState((s) => (s.status === 'streaming' ? { ...s, analysis } : s));
  }, []);

  const cancelFrame = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const analyze = useCallback(
    async (transcript: string, options: AnalysisOptions) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      written.current = '';
      cancelFrame();
      setState({ ...initial, status: 'streaming', transcript, options });
      try {
        const done = await streamAnalysis(
          { transcript, options },
          {
            signal: current.signal,
            onDelta: (text) => {
              written.current += text;
              frame.current ??= requestAnimationFrame(flush);
            },
          },
        );
        cancelFrame();
        setState((s) => ({ ...s, status: 'done', analysis: done.analysis, usage: done.usage }));
      } catch (error) {
        if (current.signal.aborted) return;
        cancelFrame();
        const analysis = written.current;
        setState((s) => ({ ...s, status: 'failed', analysis, error: asRequestError(error) }));
      } finally {
        if (controller.current === current) controller.current = null;
      }
    },
    [cancelFrame, flush],
  );

  const stop = useCallback(() => {
    if (!controller.current) return;
    controller.current.abort();
    controller.current = null;
    cancelFrame();
    const analysis = written.current;
    setState((s) => (s.status === 'streaming' ? { ...s, status: 'stopped', analysis } : s));
  }, [cancelFrame]);

  const reset = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    cancelFrame();
    written.current = '';
    setState(initial);
  }, [cancelFrame]);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { state, analyze, stop, reset };
}
