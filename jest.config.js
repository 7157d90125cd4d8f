/**
 * One Jest run, five projects: `unit` (node, beside the code), `web` (jsdom, beside the SPA code),
 * `infra` (CDK assertions), `api` (against the running local stack, started by with-stack) and
 * `api-limits` (the same, against a stack with the production per-hour limits, which the `api`
 * suites' many listings by one demo seller would pass).
 * middy, jose and openapi-typescript's ESM-only dependencies are transformed with the rest, and so is
 * the Markdown renderer's family (react-markdown, remark, micromark, mdast/hast/unist utilities).
 */
const transform = {
  '^.+\\.[tj]sx?$': [
    'ts-jest',
    {
      tsconfig: {
        module: 'commonjs',
        moduleResolution: 'node16',
        jsx: 'react-jsx',
        allowJs: true,
        isolatedModules: true,
        esModuleInterop: true,
        ignoreDeprecations: '6.0',
      },
      diagnostics: false,
    },
  ],
};
const ESM_ONLY_PACKAGES = [
  '@middy',
  'jose',
  'openapi-typescript/node_modules',
  'parse-json',
  'supports-color',
  'change-case',
  'index-to-position',
  // The Markdown renderer and its dependencies.
  'react-markdown',
  'remark-[a-z-]+',
  'micromark[a-z-]*',
  '(mdast|hast|unist|estree)-util-[a-z-]+',
  'vfile[a-z-]*',
  'unified',
  'bail',
  'trough',
  'is-plain-obj',
  'devlop',
  'zwitch',
  'longest-streak',
  'ccount',
  'markdown-table',
  'trim-lines',
  'property-information',
  '(space|comma)-separated-tokens',
  'html-url-attributes',
  'decode-named-character-reference',
  'character-entities[a-z0-9-]*',
  'character-reference-invalid',
  '(parse|stringify)-entities',
  'is-(alphanumerical|alphabetical|decimal|hexadecimal)',
  '@ungap/structured-clone',
  'escape-string-regexp',
  // The map demo's clustering index (web/src/features/map-demo).
  'supercluster',
  'kdbush',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY_PACKAGES.join('|')})/)`];
/** The package's subpath imports (`#shared/*`, `#functions/*`, `#docs/*` in package.json), as Jest's resolver needs them spelled. */
const moduleNameMapper = {
  '^#shared/(.*)$': '<rootDir>/shared/src/$1',
  '^#functions/(.*)$': '<rootDir>/functions/src/$1',
  '^#docs/(.*)$': '<rootDir>/docs/$1',
};
const common = { transform, transformIgnorePatterns, moduleNameMapper, clearMocks: true };

/** @type {import('jest').Config} */
module.exports = {
  projects: [
    {
      ...common,
      displayName: 'unit',
      testEnvironment: 'node',
      roots: ['<rootDir>/shared', '<rootDir>/functions', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      setupFiles: ['<rootDir>/functions/src/testing/setup-env.ts'],
      setupFilesAfterEnv: ['<rootDir>/functions/src/testing/aws-matchers.ts'],
    },
    {
      ...common,
      displayName: 'web',
      testEnvironment: 'jsdom',
      // A form typed key by key in jsdom takes seconds when two workers share two cores.
      testTimeout: 15_000,
      roots: ['<rootDir>/web/src'],
      testMatch: ['**/*.test.ts?(x)'],
      setupFilesAfterEnv: ['<rootDir>/web/src/test/setup.ts'],
      moduleNameMapper: { ...moduleNameMapper, '\\.(css)$': '<rootDir>/web/src/test/style-stub.js' },
    },
    {
      ...common,
      displayName: 'infra',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/infra'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/api'],
      testMatch: ['**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'api-limits',
      testEnvironment: 'node',
      roots: ['<rootDir>/test/api-limits'],
      testMatch: ['**/*.test.ts'],
    },
  ],
};
