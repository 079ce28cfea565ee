import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit tests of the web app: pure rules in node, components in jsdom (`// @vitest-environment jsdom`). */
export default mergeConfig(
  viteConfig,
  defineConfig({
    test: {
      name: 'web',
      include: ['src/**/*.test.{ts,tsx}', 'vite-plugins/**/*.test.ts'],
      environment: 'node',
    },
  }),
);
