import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { type ReactNode, useEffect, useState } from 'react';
import { AuthProvider } from '#/features/auth';
import { createQueryClient } from '#/lib/query-client';
import { isButtonPress, playClick } from '#/lib/sound';
import { colorSchemeManager, cssVariablesResolver, theme } from '#/lib/theme';

/**
 * Plays the click sound for every button press anywhere in the app (docs/product/shell.md#theme-and-sound).
 */
function useClickSound(): void {
  useEffect(() => {
    const handleClick = (event: MouseEvent) => {
      if (isButtonPress(event.target)) playClick();
    };
    document.addEventListener('click', handleClick, true);
    return () => document.removeEventListener('click', handleClick, true);
  }, []);
}

/**
 * Theme (light/dark from local storage, else the system), notifications (short confirmations such as
 * 'Candidate erased.'), server-state cache and auth state.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  useClickSound();

  return (
    <MantineProvider
      theme={theme}
      colorSchemeManager={colorSchemeManager}
      cssVariablesResolver={cssVariablesResolver}
      defaultColorScheme="auto"
    >
      <Notifications position="top-right" />
      <QueryClientProvider client={queryClient}>
        <AuthProvider>{children}</AuthProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
