// @ts-check
/**
 * Lint rules that keep the tree easy to live in: type-aware TS rules stay off for speed, but import
 * cycles, cross-feature imports, layer breaches and focused or skipped tests all fail the build.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';

const WEB_FEATURES = 'web/src/features';

const featureNames = existsSync(WEB_FEATURES)
  ? readdirSync(WEB_FEATURES, { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
  : [];

/**
 * Each web feature may import shared code and itself, never another feature nor the app shell.
 * Layers of the SPA, bottom up: lib/, components/, domain/ (deals and offers as the UI shows them),
 * features/, app/.
 */
const featureBoundaryZones = [
  ...featureNames.map((name) => ({
    target: `./${WEB_FEATURES}/${name}`,
    from: `./${WEB_FEATURES}`,
    except: [`./${name}`],
    message: 'Features must not import other features (compose them in web/src/app).',
  })),
  {
    target: `./${WEB_FEATURES}/*`,
    from: './web/src/app',
    message: 'Features must not import the app shell.',
  },
  {
    target: './web/src/components',
    from: `./${WEB_FEATURES}`,
    message: 'Shared components must not import features.',
  },
  { target: './web/src/lib', from: `./${WEB_FEATURES}`, message: 'web/src/lib must not import features.' },
  {
    target: './web/src/domain',
    from: [`./${WEB_FEATURES}`, './web/src/app'],
    message: 'web/src/domain sits below features and the app shell; it may import lib/ and components/ only.',
  },
  {
    target: ['./web/src/components', './web/src/lib'],
    from: './web/src/domain',
    message:
      'components/ and lib/ sit below web/src/domain; a component that needs a deal or offer belongs there.',
  },
];

/** Layers: shared/ knows nothing of the others; functions and web never import each other or infra. */
const layerZones = [
  {
    target: './shared',
    from: ['./functions', './web', './infra', './scripts'],
    message: 'shared/ is imported by others, never the reverse.',
  },
  {
    target: './functions',
    from: ['./web', './infra', './scripts'],
    message: 'Handlers must not depend on web, infra or scripts.',
  },
  {
    target: './web',
    from: ['./functions', './infra', './scripts'],
    message: 'The SPA must not depend on server code.',
  },
];

/** Cross-package imports go through package.json's subpath imports, never up a ladder of `../`. */
const importPathPatterns = [
  {
    regex: '^(\\.\\./)+(shared|functions)/src/',
    message: 'Import shared/ and functions/ code as #shared/… and #functions/… (package.json "imports").',
  },
  { regex: '^(\\.\\./){4,}', message: 'An import may climb at most three folders; use a #subpath import.' },
];

/** Matches `it.only`, `test.skip`, `describe.only`, `test.describe.skip`… in Jest and Playwright alike. */
const focusedOrSkipped = {
  selector:
    "CallExpression > MemberExpression[property.name=/^(only|skip)$/][object.name=/^(it|test|describe)$/], CallExpression > MemberExpression[property.name=/^(only|skip)$/][object.property.name='describe']",
  message: 'Focused or skipped tests are not allowed.',
};

export default tseslint.config(
  {
    ignores: [
      'node_modules',
      'cdk.out',
      'web/dist',
      '.local',
      'coverage',
      'test-results',
      'playwright-report',
      '**/*.d.ts',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    plugins: { 'import-x': importX },
    settings: {
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': ['error', { zones: [...layerZones, ...featureBoundaryZones] }],
      'no-restricted-syntax': ['error', focusedOrSkipped],
      'no-restricted-imports': ['error', { patterns: importPathPatterns }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      // The aggregator pulls every route's schemas into whatever chunk imports it (the first one,
      // for the session code); pages import their routes from the feature file that declares them.
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            ...importPathPatterns,
            {
              regex: '^#shared/api/routes$',
              message: 'Import the route from #shared/api/routes/<feature>.routes.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser } },
    rules: { ...reactHooks.configs.recommended.rules },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}'],
    plugins: { jest },
    languageOptions: { globals: { ...globals.jest } },
    rules: {
      'jest/no-focused-tests': 'error',
      'jest/no-disabled-tests': 'error',
      'jest/expect-expect': ['error', { assertFunctionNames: ['expect', 'expect*'] }],
      'jest/no-identical-title': 'error',
    },
  },
  {
    files: ['**/*.{js,cjs}'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
);
