// Jest runs every tier; `npm run test:<tier>` runs one (`--selectProjects`). The tier is in the
// file name: see the Development table in README.md.
const fs = require('node:fs');
const path = require('node:path');

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

/**
 * Packages published as ES modules (`"type": "module"`, NestJS 12 among them): Node loads them with
 * require(esm), which Jest's module registry cannot do on Node < 24.9, so SWC compiles their `.js`
 * to CommonJS. Found by reading node_modules, so a new dependency needs no edit here.
 */
function esModulePackages(nodeModules = path.join(__dirname, 'node_modules'), found = new Set()) {
  const dirs = (dir) => {
    try {
      return fs.readdirSync(dir, { withFileTypes: true }).filter((e) => !e.name.startsWith('.') && !e.isFile());
    } catch {
      return [];
    }
  };
  const names = dirs(nodeModules).flatMap((e) =>
    e.name.startsWith('@') ? dirs(path.join(nodeModules, e.name)).map((s) => `${e.name}/${s.name}`) : [e.name],
  );
  for (const name of names) {
    const folder = path.join(nodeModules, name);
    try {
      if (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')).type === 'module') found.add(name);
    } catch {
      // not a package
    }
    esModulePackages(path.join(folder, 'node_modules'), found);
  }
  return found;
}

const escapeRegExp = (name) => name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const inPackage = (names, file) =>
  `/node_modules/(${[...names].map(escapeRegExp).join('|')})/((?!/node_modules/).)+${file}$`;

const swcJs = ['@swc/jest', { ...swc[1], jsc: { ...swc[1].jsc, parser: { syntax: 'ecmascript' } } }];

const transform = {
  '^(?!.*/node_modules/).+\\.ts$': swc,
  [inPackage(esModulePackages(), '\\.js')]: swcJs,
  // PGlite's CommonJS build loads Node built-ins with import(), which Jest's vm contexts refuse
  // without --experimental-vm-modules; SWC turns those into require().
  [inPackage(['@electric-sql/pglite'], '\\.cjs')]: swcJs,
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
    tier('unit', ['src/**/*.spec.ts', 'scripts/**/*.spec.ts', 'test/deploy/*.spec.ts'], ['\\.props\\.spec\\.ts$']),
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
