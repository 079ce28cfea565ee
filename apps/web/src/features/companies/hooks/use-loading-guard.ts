import { useCallback, useEffect, useState } from 'react';

/**
 * Trips after `ms` of continuous loading (loading is force-ended after 10 s,
 * docs/product/companies.md#loading-and-errors). It clears itself when loading ends; `reset` clears it and
 * starts a new wait (Retry).
 */
export function useLoadingGuard(loading: boolean, ms: number): { tripped: boolean; reset: () => void } {
  const [tripped, setTripped] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!loading) {
      setTripped(false);
      return;
    }
    // `attempt` restarts the wait when Retry is pressed while the first request is still pending.
    void attempt;
    const timer = window.setTimeout(() => setTripped(true), ms);
    return () => window.clearTimeout(timer);
  }, [loading, ms, attempt]);

  const reset = useCallback(() => {
    setTripped(false);
    setAttempt((n) => n + 1);
  }, []);
  return { tripped, reset };
}
