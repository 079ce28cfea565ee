import type { CvSorterSearchResponse } from '@rw/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { searchQueryOptions, useSearchList } from '#/features/cv-sorter/api/get-searches';
import { cvSorterKeys } from '#/features/cv-sorter/api/keys';
import { isProcessing } from '#/features/cv-sorter/utils/page-rules';
import { applyProgress } from '#/features/cv-sorter/utils/search-cache';
import { pollUnlessStreaming } from '#/lib/events/api/event-stream';
import { useEvent } from '#/lib/events/hooks/use-event';
import { useEventStreamStatus } from '#/lib/events/hooks/use-event-stream';

/** Fallback polling of a running search while the live stream is down. */
export const SEARCH_POLL_MS = 3000;

/**
 * The search the page shows (docs/product/cv-sorter.md#saved-searches): on opening, the user's latest
 * unsaved search when there is one; then the one uploaded or opened from the saved list. The search follows
 * its run live (`cv-sorter.progress`: counts, percentage and the candidates as they are scored), polled every
 * 3 s only while the stream is down; when a run ends the search and the saved list are read again.
 */
export function useOpenSearch(enabled: boolean) {
  const queryClient = useQueryClient();
  const list = useSearchList(enabled);
  const [searchId, setSearchId] = useState<string | null>(null);
  const chosen = useRef(false);

  useEffect(() => {
    if (chosen.current || !list.data) return;
    chosen.current = true;
    if (list.data.current) setSearchId(list.data.current.id);
  }, [list.data]);

  const search = useQuery({
    ...searchQueryOptions(searchId ?? ''),
    enabled: enabled && searchId !== null,
    refetchInterval: (q) =>
      isProcessing(q.state.data?.search.status) ? pollUnlessStreaming(SEARCH_POLL_MS)() : false,
  });

  const status = search.data?.search.status;
  const wasProcessing = useRef(false);
  useEffect(() => {
    const processing = isProcessing(status);
    if (wasProcessing.current && !processing && searchId) {
      // The run ended: its final cost, prompt and counts, and the saved list's counts.
      void queryClient.invalidateQueries({ queryKey: cvSorterKeys.search(searchId) });
      void queryClient.invalidateQueries({ queryKey: cvSorterKeys.list() });
    }
    wasProcessing.current = processing;
  }, [status, searchId, queryClient]);

  useEvent('cv-sorter.progress', (event) => {
    const key = cvSorterKeys.search(event.searchId);
    const data = queryClient.getQueryData<CvSorterSearchResponse>(key);
    if (!data) return;
    const next = applyProgress(data, event);
    if (next === 'refetch') void queryClient.invalidateQueries({ queryKey: key });
    else queryClient.setQueryData(key, next);
  });
  // A stream that (re)connects or drops may have missed events: read the open search again.
  const connected = useEventStreamStatus();
  const lastConnected = useRef(connected);
  useEffect(() => {
    if (lastConnected.current === connected) return;
    lastConnected.current = connected;
    if (searchId) void queryClient.invalidateQueries({ queryKey: cvSorterKeys.search(searchId) });
  }, [connected, searchId, queryClient]);
  useEvent('resync', () => void queryClient.invalidateQueries({ queryKey: cvSorterKeys.all }));

  return {
    list,
    searchId,
    /** Shows another search (null: none, the welcome panel). */
    open: (id: string | null) => {
      chosen.current = true;
      setSearchId(id);
    },
    search,
  };
}
