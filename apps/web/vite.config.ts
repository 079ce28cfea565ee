import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const src = fileURLToPath(new URL('./src/', import.meta.url));
const core = fileURLToPath(new URL('../../packages/core/src/index.ts', import.meta.url));

/** Vite config of the web app: `#/` is `src/`, `@rw/core` is bundled from source, `/api` goes to Fastify in dev. */
export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: [
      { find: /^#\//, replacement: src },
      { find: /^@rw\/core$/, replacement: core },
    ],
  },
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://127.0.0.1:3000', changeOrigin: false } },
  },
  build: { outDir: 'dist', emptyOutDir: true },
});
