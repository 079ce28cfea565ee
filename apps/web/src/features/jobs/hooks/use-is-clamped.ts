import { useLayoutEffect, useRef, useState } from 'react';

/**
 * Whether the element behind `ref` cuts its text short (a line clamp: its content is taller than its box),
 * measured after each render of `text` and whenever the element is resized.
 */
export function useIsClamped<T extends HTMLElement>(text: string) {
  const ref = useRef<T>(null);
  const [clamped, setClamped] = useState(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text must be measured again
  useLayoutEffect(() => {
    const el = ref.current;
    if (!el) return;
    const measure = () => setClamped(el.scrollHeight > el.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [text]);
  return { ref, clamped };
}
