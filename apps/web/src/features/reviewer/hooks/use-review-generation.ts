import type { CreateReviewBody, Review, ReviewSummary } from '@rw/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { reviewKeys } from '#/features/reviewer/api/get-reviews';
import { streamReview } from '#/features/reviewer/api/stream-review';
import { ApiError } from '#/lib/api-client';

/** The open review on the page: nothing, being written, finished, or failed. */
export type ReviewPanelState =
  | { status: 'idle' }
  | {
      status: 'streaming';
      /** The stored review once the model has begun. */
      review: ReviewSummary | null;
      text: string;
      /** The model is writing again because more than one quote was not found. */
      rewriting: boolean;
      heading: { candidateName: string; jobTitle: string };
    }
  | { status: 'done'; review: Review }
  | { status: 'failed'; review: ReviewSummary | null; text: string; error: ApiError };

function asApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  return new ApiError(0, 'CLIENT', error instanceof Error ? error.message : String(error));
}

/**
 * Writes one review at a time and holds the open review (docs/product/reviewer.md#generating): the text is
 * shown once per animation frame as it arrives; a restart clears it; leaving the page stops the writing
 * (the server stores the review as 'error', to retry). @returns the state, `generate(body)`,
 * `retry(review)`, `open(review)` and `close()`.
 */
export function useReviewGeneration() {
  const queryClient = useQueryClient();
  const [state, setState] = useState<ReviewPanelState>({ status: 'idle' });
  const controller = useRef<AbortController | null>(null);
  const written = useRef('');
  const frame = useRef<number | null>(null);

  const cancelFrame = useCallback(() => {
    if (frame.current !== null) cancelAnimationFrame(frame.current);
    frame.current = null;
  }, []);

  const flush = useCallback(() => {
    frame.current = null;
    const text = written.current;
    setState((s) => (s.status === 'streaming' ? { ...s, text } : s));
  }, []);

  const run = useCallback(
    async (
      request: { body: CreateReviewBody } | { retryOf: string },
      heading: { candidateName: string; jobTitle: string },
    ) => {
      controller.current?.abort();
      const current = new AbortController();
      controller.current = current;
      written.current = '';
      cancelFrame();
      setState({ status: 'streaming', review: null, text: '', rewriting: false, heading });
      let started: ReviewSummary | null = null;
      try {
        const review = await streamReview(request, {
          signal: current.signal,
          onStarted: (summary) => {
            started = summary;
            setState((s) => (s.status === 'streaming' ? { ...s, review: summary } : s));
            void queryClient.invalidateQueries({ queryKey: reviewKeys.mine() });
          },
          onDelta: (text) => {
            written.current += text;
            frame.current ??= requestAnimationFrame(flush);
          },
          onRestart: () => {
            written.current = '';
            cancelFrame();
            setState((s) => (s.status === 'streaming' ? { ...s, text: '', rewriting: true } : s));
          },
        });
        cancelFrame();
        queryClient.setQueryData(reviewKeys.detail(review.id), review);
        setState({ status: 'done', review });
      } catch (error) {
        if (current.signal.aborted) return;
        cancelFrame();
        setState({ status: 'failed', review: started, text: written.current, error: asApiError(error) });
      } finally {
        if (controller.current === current) controller.current = null;
        void queryClient.invalidateQueries({ queryKey: reviewKeys.all });
      }
    },
    [cancelFrame, flush, queryClient],
  );

  const generate = useCallback(
    (body: CreateReviewBody) =>
      run({ body }, { candidateName: body.candidate_name, jobTitle: body.job_title }),
    [run],
  );
  const retry = useCallback(
    (review: ReviewSummary) =>
      run({ retryOf: review.id }, { candidateName: review.candidate_name, jobTitle: review.job_title }),
    [run],
  );
  /** Shows a stored review (My Reviews' View); a review being written is left to finish. */
  const open = useCallback((review: Review) => setState({ status: 'done', review }), []);
  /** Closes the open review (it was deleted). */
  const close = useCallback(() => {
    controller.current?.abort();
    controller.current = null;
    cancelFrame();
    setState({ status: 'idle' });
  }, [cancelFrame]);

  useEffect(
    () => () => {
      controller.current?.abort();
      if (frame.current !== null) cancelAnimationFrame(frame.current);
    },
    [],
  );

  return { state, generate, retry, open, close };
}

/** The id of the open review, whatever its state (null when none or not yet stored). */
export function openReviewId(state: ReviewPanelState): string | null {
  if (state.status === 'idle') return null;
  return state.review?.id ?? null;
}
