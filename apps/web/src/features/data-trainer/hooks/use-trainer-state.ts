import type { TrainerProgressEvent, TrainerState } from '@rw/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { getRun, trainerStateQueryOptions } from '#/features/data-trainer/api/get-state';
import { trainerKeys } from '#/features/data-trainer/api/keys';
import { isRunLive } from '#/features/data-trainer/utils/trainer-rules';
import { pollUnlessStreaming } from '#/lib/events/api/event-stream';
import { useEvent } from '#/lib/events/hooks/use-event';
import { useEventStreamStatus } from '#/lib/events/hooks/use-event-stream';

/** Fallback polling of a running run or description work while the live stream is down. */
export const TRAINER_POLL_MS = 3000;

/**
 * The screen's state (docs/product/data-trainer.md) kept live: `data-trainer.progress` events of the latest
 * run update its progress line, and each change of phase or iteration reads the run again, so finished
 * iterations join the table as they happen; events with no run follow the companies' description work. When
 * a run or the description work ends, or the stream (re)connects, the whole state is read again. While the
 * stream is down, a live run or description work is polled every 3 s.
 * @returns the state query and the latest progress event of the shown run (null when none arrived).
 */
export function useTrainerState() {
  const queryClient = useQueryClient();
  const key = trainerKeys.state();
  const state = useQuery({
    ...trainerStateQueryOptions(),
    refetchInterval: (q) =>
      isRunLive(q.state.data?.run) || q.state.data?.describing.status === 'running'
        ? pollUnlessStreaming(TRAINER_POLL_MS)()
        : false,
  });
  const [progress, setProgress] = useState<TrainerProgressEvent | null>(null);
  const lastStep = useRef<string | null>(null);

  const refreshRun = async (runId: string) => {
    const run = await getRun(runId).catch(() => null);
    if (!run) return;
    queryClient.setQueryData<TrainerState>(key, (data) =>
      data && data.run?.id === run.id ? { ...data, run } : data,
    );
  };

  useEvent('data-trainer.progress', (event) => {
    const data = queryClient.getQueryData<TrainerState>(key);
    if (!data) return;
    if (event.runId === null) {
      if (event.phase === 'done') {
        void queryClient.invalidateQueries({ queryKey: key });
        return;
      }
      queryClient.setQueryData<TrainerState>(key, {
        ...data,
        describing: { ...data.describing, status: 'running', done: event.done, total: event.total },
      });
      return;
    }
    if (data.run?.id !== event.runId || event.phase === 'done') {
      setProgress(null);
      lastStep.current = null;
      void queryClient.invalidateQueries({ queryKey: key });
      return;
    }
    setProgress(event);
    const step = `${event.phase}:${event.iteration}`;
    if (step !== lastStep.current) {
      lastStep.current = step;
      void refreshRun(event.runId);
    }
  });

  const live = isRunLive(state.data?.run);
  useEffect(() => {
    if (!live) setProgress(null);
  }, [live]);

  // A stream that (re)connects or drops may have missed events: read the state again.
  const connected = useEventStreamStatus();
  const lastConnected = useRef(connected);
  useEffect(() => {
    if (lastConnected.current === connected) return;
    lastConnected.current = connected;
    void queryClient.invalidateQueries({ queryKey: trainerKeys.all });
  }, [connected, queryClient]);
  useEvent('resync', () => void queryClient.invalidateQueries({ queryKey: trainerKeys.all }));

  return { state, progress };
}
