// Jest runs every tier; `npm run test:<tier>` runs one (`--selectProjects`). The tier is in the
// file name: see the Development table in README.md.

/** SWC compiles the tests so Nest's decorator metadata is emitted (the reason SWC is used at all). */
const swc = [
  '@swc/jest',
  {
    swcrc: false,
    jsc: {
      target: 'es2022',
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  },
];

/** @param {string} displayName @param {string[]} testMatch @returns {import('jest').Config} */
const tier = (displayName, testMatch, testPathIgnorePatterns = []) => ({
  displayName,
  testMatch: testMatch.map((glob) => `<rootDir>/${glob}`),
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...testPathIgnorePatterns],
  testEnvironment: 'node',
  // Tests import describe/it/expect from @jest/globals, so their types are Jest's own.
  injectGlobals: false,
  transform: { '^.+\\.ts$': swc },
  moduleFileExtensions: ['ts', 'js', 'json'],
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    tier('unit', ['src/**/*.spec.ts', 'test/deploy/*.spec.ts'], ['\\.props\\.spec\\.ts$']),
    tier('props', ['src/**/*.props.spec.ts']),
    tier('int', ['test/database/*.int-spec.ts']),
    tier('e2e', ['test/e2e/*.e2e-spec.ts', 'test/reliability/*.e2e-spec.ts']),
  ],
  // Vitest had 60 s per test and 120 s per hook; Jest has one timeout for both.
  testTimeout: 60_000,
};
