// @ts-check
import eslint from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';

export default tseslint.config(
  { ignores: ['dist/**', 'node_modules/**', 'coverage/**', 'src/generated/**', '.crier-data/**'] },
  eslint.configs.recommended,
  ...tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      'no-restricted-syntax': [
        'error',
        {
          // Any `.only` on Jest's describe/it/test, also `it.only.each(...)`.
          selector: "MemberExpression[object.name=/^(describe|it|test)$/][property.name='only']",
          message: 'No .only in committed tests.',
        },
        {
          selector: "MemberExpression[property.name='$transaction']",
          message: 'One transaction style: use Database.transaction (src/database/database.ts).',
        },
      ],
    },
  },
  {
    // The repository seam: only repositories, the persistence layer and src/database touch the
    // database (the Database class, pg, the Prisma client). Services ask repositories.
    files: ['src/**/*.ts'],
    ignores: ['src/**/*.repository.ts', 'src/persistence/**', 'src/database/**', 'src/engine/**', 'src/generated/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [{ name: 'pg', message: 'Only repositories, src/persistence and src/database use pg.' }],
          patterns: [
            {
              group: ['**/database/database', '@prisma/*', '**/generated/prisma/*', '**/generated/prisma'],
              message:
                'Only repositories (*.repository.ts), src/persistence and src/database touch the database: ask a repository.',
            },
          ],
        },
      ],
    },
  },
  {
    // No import cycles in the app or the engine (type-only imports, erased when compiled, are not counted).
    files: ['src/**/*.ts'],
    ignores: ['src/generated/**'],
    plugins: { 'import-x': importX },
    settings: {
      // Parse the imported .ts files with the TypeScript parser, or their imports go unseen.
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts'] },
      'import-x/extensions': ['.ts', '.js'],
      'import-x/resolver-next': [createNodeResolver({ extensions: ['.ts', '.js', '.json'] })],
    },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      // src/common is plumbing every feature may use, so it uses no feature (issue 32.4).
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './src/common',
              from: './src',
              except: ['./common', './config', './database', './engine', './redis', './generated'],
              message: 'src/common knows no feature: move the code to the feature, or pass what it needs in.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['**/*.spec.ts', '**/*-spec.ts', 'test/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: '@jest/globals', importNames: ['fit', 'fdescribe'], message: 'No .only in committed tests.' },
            { name: 'vitest', message: 'The suite runs on Jest: import from @jest/globals.' },
          ],
        },
      ],
    },
  },
  {
    // Tests poke at untyped JSON responses.
    files: ['**/*.spec.ts', '**/*-spec.ts', 'test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off', '@typescript-eslint/no-non-null-assertion': 'off' },
  },
  {
    // Plain CommonJS helper scripts run by npm before TypeScript is compiled.
    files: ['**/*.js'],
    languageOptions: {
      sourceType: 'commonjs',
      globals: {
        require: 'readonly',
        process: 'readonly',
        module: 'writable',
        __dirname: 'readonly',
        console: 'readonly',
      },
    },
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    // The offline verifier (crier-verify) runs with nothing but the engine: no server, no database.
    files: ['src/verifier/**/*.ts'],
    ignores: ['src/verifier/**/*.spec.ts', 'src/verifier/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: '^(?!node:|\\.\\./engine$|\\./)',
              message: 'crier-verify imports only the engine (../engine), its own files and Node built-ins.',
            },
          ],
        },
      ],
    },
  },
  {
    // The engine is pure: no framework, no I/O, no clock, no randomness but its seeded PRNG.
    files: ['src/engine/**/*.ts'],
    ignores: ['src/engine/**/*.spec.ts', 'src/engine/**/*.bench.ts', 'src/engine/**/test-support/**'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          // Node's built-ins by exact name (`paths`, so ./data/events is not mistaken for 'events').
          paths: [
            'fs',
            'path',
            'crypto',
            'os',
            'child_process',
            'http',
            'https',
            'net',
            'util',
            'events',
            'buffer',
            'process',
            'timers',
            'worker_threads',
          ].map((name) => ({ name, message: 'The engine imports no Node module.' })),
          patterns: [
            {
              group: [
                '@nestjs/*',
                '@prisma/*',
                'graphql',
                'graphql/*',
                'class-validator',
                'class-transformer',
                'pg',
                'fastify',
                'pino',
                'rxjs',
              ],
              message: 'The engine imports no framework or I/O.',
            },
            { group: ['node:*'], message: 'The engine imports no Node module.' },
          ],
        },
      ],
      'no-restricted-globals': [
        'error',
        { name: 'process', message: 'No process in the engine.' },
        { name: 'console', message: 'No console in the engine.' },
        { name: 'Date', message: 'No clock in the engine.' },
        { name: 'crypto', message: 'No crypto in the engine; use core/rng.' },
        { name: 'setTimeout', message: 'The engine is synchronous.' },
        { name: 'setInterval', message: 'The engine is synchronous.' },
        { name: 'performance', message: 'No clock in the engine.' },
        { name: 'require', message: 'No dynamic loading in the engine.' },
      ],
      'no-restricted-properties': [
        'error',
        { object: 'Math', property: 'random', message: 'Use the seeded PRNG in core/rng.' },
        { object: 'Date', property: 'now', message: 'No clock in the engine.' },
      ],
    },
  },
);
