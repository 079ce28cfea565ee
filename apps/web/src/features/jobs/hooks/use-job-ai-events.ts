import { useEffect, useRef } from 'react';

type JobAiEvent = { jobId?: unknown; taskId?: unknown; status?: unknown };

/**
 * Listens on the user's event stream (`GET /api/events`, DESIGN.md, Realtime) while `enabled`, and calls
 * `onEnded` when a `job.ai` event reports the end of an AI task of this job. Polling stays the fallback:
 * when the stream is unavailable the browser simply closes it.
 */
export function useJobAiEvents(jobId: string, enabled: boolean, onEnded: () => void): void {
  const handler = useRef(onEnded);
  handler.current = onEnded;
  useEffect(() => {
    if (!enabled || typeof EventSource === 'undefined') return;
    const source = new EventSource('/api/events', { withCredentials: true });
    const handleJobAi = (event: MessageEvent<string>) => {
      try {
        const data = (JSON.parse(event.data) as { data?: JobAiEvent }).data;
        if (data?.jobId === jobId) handler.current();
      } catch {
        // A malformed event is only a missed hint; polling still runs.
      }
    };
    source.addEventListener('job.ai', handleJobAi);
    return () => {
      source.removeEventListener('job.ai', handleJobAi);
      source.close();
    };
  }, [jobId, enabled]);
}
