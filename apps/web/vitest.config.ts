import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';

/** Unit tests of the web app's pure rules (aliases shared with the Vite build). */
export default mergeConfig(
  viteConfig,
  defineConfig({ test: { name: 'web', include: ['src/**/*.test.ts'], environment: 'node' } }),
);
