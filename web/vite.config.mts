// The web client's build: Preact components in web/src, bundled by Vite into dist/web, which
// Crier serves at `/` (src/web/web-client.ts). Everything is bundled: no CDN at run time.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';

const here = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root: here,
  base: '/',
  // Vite 8 transforms TypeScript and JSX with Oxc: Preact's automatic JSX runtime, no plugin needed.
  oxc: { jsx: { runtime: 'automatic', importSource: 'preact' } },
  build: {
    outDir: fileURLToPath(new URL('../dist/web', import.meta.url)),
    emptyOutDir: true,
    target: 'es2022',
    // Small enough to read in the browser's devtools; errors point at the right line.
    sourcemap: true,
  },
  // `npm run dev:web`: the page with hot reload, the API from a Crier on port 3000.
  server: { proxy: { '/v1': 'http://localhost:3000', '/health': 'http://localhost:3000' } },
  logLevel: 'warn',
});
