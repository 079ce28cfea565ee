import { useEffect } from 'react';

/**
 * Calls `refetch` when the page is shown again from the back/forward cache
 * (docs/product/companies.md#loading-and-errors). Focus, visibility and reconnect are covered by TanStack
 * Query's own managers.
 */
export function usePageShowRefetch(refetch: () => void): void {
  useEffect(() => {
    const handlePageShow = (event: PageTransitionEvent) => {
      if (event.persisted) refetch();
    };
    window.addEventListener('pageshow', handlePageShow);
    return () => window.removeEventListener('pageshow', handlePageShow);
  }, [refetch]);
}
