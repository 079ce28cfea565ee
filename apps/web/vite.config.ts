import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite-plugins/precompress';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const core = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));
/** Where `/api` is proxied in dev and preview; the Fastify server's default address unless overridden. */
const apiTarget = process.env.API_PROXY_TARGET ?? 'http://127.0.0.1:3000';

/**
 * Vite config of the web app: `#/` is `src/`, `@rw/core` is bundled from source, `/api` goes to Fastify in dev;
 * the build writes Brotli and gzip copies of its text files for the server to send.
 */
export default defineConfig({
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^#\//, replacement: src },
      { find: /^@rw\/core$/, replacement: core },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: apiTarget, changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Libraries change less often than app code: separate chunks stay cached across releases.
        codeSplitting: {
          // Only libraries of the first page load (tag $initial) are grouped: a library used only by a lazy
          // screen (the rich-text editor, the interview-process canvas, Markdown) stays in that screen's chunk.
          // A group takes its modules' dependencies along: a group of lazy libraries would take React and
          // Mantine with it and be preloaded on every page (an `editor` group once was).
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 3,
            },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/, tags: ['$initial'], priority: 2 },
            { name: 'vendor', test: /node_modules[\\/]/, tags: ['$initial'], priority: 1 },
          ],
        },
      },
    },
  },
});
