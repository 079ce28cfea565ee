import { adminMessages } from '@rw/core';
import { useEffect } from 'react';
import { errorText } from '#/features/admin/utils/format';

/** Shows 'Error loading data' (and the reason) in the banner when a query of a tab fails. */
export function useLoadError(error: unknown, onMessage: (text: string) => void): void {
  useEffect(() => {
    if (error) onMessage(errorText(adminMessages.loadError, error));
  }, [error, onMessage]);
}
