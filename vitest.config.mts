import swc from 'unplugin-swc';
import { defineConfig } from 'vitest/config';

// SWC compiles the tests so Nest's decorator metadata is emitted (esbuild does not).
export default defineConfig({
  plugins: [swc.vite({ module: { type: 'es6' } })],
  test: {
    include: ['src/**/*.spec.ts', 'test/**/*.spec.ts'],
    globalSetup: [],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    pool: 'forks',
  },
});
