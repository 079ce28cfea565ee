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
          // The rich-text editor (Tiptap, ProseMirror) loads with the forms that use it, not on every page.
          groups: [
            {
              name: 'editor',
              test: /node_modules[\\/](@tiptap|prosemirror-[^\\/]+|linkifyjs|@mantine[\\/]tiptap)[\\/]/,
            },
            { name: 'canvas', test: /node_modules[\\/](@xyflow|d3-[^\\/]+|zustand|classcat)[\\/]/ },
            { name: 'mantine', test: /node_modules[\\/]@mantine[\\/]/ },
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'vendor', test: /node_modules[\\/]/ },
          ],
        },
      },
    },
  },
});
