import { useCallback, useEffect, useRef, useState } from 'react';

/** A short-lived result message of a button (copied, saved, failed): green for success, red for failure. */
export type ActionFeedback = { tone: 'success' | 'error'; message: string };

/** How long a message stays, in ms. */
export const FEEDBACK_MS = 5000;

/**
 * The latest result message of the page's actions, cleared after `FEEDBACK_MS` (the app shows these
 * inline, next to the buttons, as it has no toast layer).
 * @returns the message (or null), `show(tone, message)` and `clear()`.
 */
export function useActionFeedback() {
  const [feedback, setFeedback] = useState<ActionFeedback | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const clear = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    setFeedback(null);
  }, []);

  const show = useCallback((tone: ActionFeedback['tone'], message: string) => {
    if (timer.current) clearTimeout(timer.current);
    setFeedback({ tone, message });
    timer.current = setTimeout(() => setFeedback(null), FEEDBACK_MS);
  }, []);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  return { feedback, show, clear };
}
