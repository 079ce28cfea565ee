import { MantineProvider } from '@mantine/core';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, configure, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeAll, vi } from 'vitest';
import { installJsdomShims } from '#/test/dom-shims';

/*
 * The component-test harness every feature uses (jsdom, `// @vitest-environment jsdom`): the browser APIs
 * jsdom lacks, a render inside Mantine (test env: no transitions, no portals) with a fresh query client, and
 * a page render inside a memory router so links and navigation behave as in the app.
 */

/**
 * Fills what jsdom lacks (every element is an 800 x 600 box). Async queries wait up to 5 s: Mantine in jsdom
 * renders slowly and the whole suite runs in parallel.
 */
export function installDomShims(): void {
  configure({ asyncUtilTimeout: 5000 });
  installJsdomShims({ width: 800, height: 600 });
}

/**
 * The suite set-up a component test file calls once: 20 s a test (Mantine in jsdom renders slowly; busy CI
 * machines need room), the shims once, and after each test an unmount and the stubbed globals restored.
 * (Each file still declares its own `vi.mock` of the event hook: Vitest hoists mocks per file.)
 */
export function setUpComponentTests(): void {
  vi.setConfig({ testTimeout: 20_000 });
  beforeAll(installDomShims);
  afterEach(() => {
    cleanup();
    vi.unstubAllGlobals();
  });
}

/** Renders `ui` with the app's providers; Testing Library's `cleanup` unmounts it. */
export function renderWithProviders(ui: ReactNode) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: 0 } } });
  const view = render(
    <MantineProvider env="test" withCssVariables={false} withGlobalClasses={false}>
      <QueryClientProvider client={queryClient}>{ui}</QueryClientProvider>
    </MantineProvider>,
  );
  return { ...view, queryClient };
}
