import { useEffect, useState } from 'react';

/** Typing pause after which the search is sent to the server, in ms. */
export const SEARCH_DEBOUNCE_MS = 250;

/**
 * The list's search box: `input` follows every keystroke, `query` (trimmed) follows it after a
 * SEARCH_DEBOUNCE_MS pause and is what the server is asked for. `clear` empties both at once.
 */
export function useCandidateSearch() {
  const [input, setInput] = useState('');
  const [query, setQuery] = useState('');

  useEffect(() => {
    const next = input.trim();
    if (next === query) return;
    const timer = setTimeout(() => setQuery(next), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [input, query]);

  const clear = () => {
    setInput('');
    setQuery('');
  };
  return { input, setInput, query, clear };
}
