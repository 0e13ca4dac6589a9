// Jest runs every tier; `npm run test:<tier>` runs one (`--selectProjects`). The tier is in the
// file name: see the Development table in README.md.

// Jest loads the packages published only as ES modules (NestJS 12 among them) with require(esm),
// which it supports on Node ≥ 24.9 through vm.SourceTextModule, behind --experimental-vm-modules:
// `.npmrc` passes that flag to `npm test` and `npx jest`. Anything else is a wrong runtime.
if (typeof require('node:vm').SourceTextModule !== 'function') {
  throw new Error(
    `Jest needs Node >= 24.9 with --experimental-vm-modules (this is ${process.version}): run it through ` +
      "npm (`npm test`, `npx jest <file>`), which uses the project's Node (node_modules/.bin/node) and .npmrc.",
  );
}

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

const transform = {
  '^(?!.*/node_modules/).+\\.ts$': swc,
};

/** @param {string} displayName @param {string[]} testMatch @returns {import('jest').Config} */
const tier = (displayName, testMatch, testPathIgnorePatterns = []) => ({
  displayName,
  testMatch: testMatch.map((glob) => `<rootDir>/${glob}`),
  testPathIgnorePatterns: ['/node_modules/', '/dist/', ...testPathIgnorePatterns],
  testEnvironment: 'node',
  // Tests import describe/it/expect from @jest/globals, so their types are Jest's own.
  injectGlobals: false,
  transform,
  // Nothing is skipped by path: `transform` above names what SWC compiles; the rest loads as it is.
  transformIgnorePatterns: [],
  moduleFileExtensions: ['ts', 'js', 'json'],
});

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    tier(
      'unit',
      [
        'src/**/*.spec.ts',
        'scripts/**/*.spec.ts',
        'test/deploy/*.spec.ts',
        'test/support/*.spec.ts',
        'web/src/**/*.spec.ts',
      ],
      ['\\.props\\.spec\\.ts$'],
    ),
    tier('props', ['src/**/*.props.spec.ts']),
    tier('int', ['test/database/*.int-spec.ts']),
    {
      ...tier('e2e', ['test/e2e/*.e2e-spec.ts', 'test/reliability/*.e2e-spec.ts']),
      setupFilesAfterEnv: ['<rootDir>/test/support/contract-after-all.ts'],
    },
    // The web client in Debian's Chromium (playwright-core), against the app on the embedded database.
    tier('browser', ['test/browser/*.e2e-spec.ts']),
  ],
  // Both cores (Jest's default, like Vitest's, is one worker fewer: a single worker here). Most
  // files wait on PGlite, PostgreSQL or a child process part of the time, so two overlap well.
  maxWorkers: 2,
  // Vitest had 60 s per test and 120 s per hook; Jest has one timeout for both, so it takes the
  // larger: a hook that starts an app on PGlite on the shared 2-core machine may need it.
  testTimeout: 120_000,
};
