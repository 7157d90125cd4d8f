// @ts-check
/**
 * Lint rules that keep the tree easy to live in: type-aware TS rules stay off for speed, but import
 * cycles (type-only imports included), cross-feature imports (web and functions), layer breaches
 * and focused or skipped tests all fail the build.
 */
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import importX, { createNodeResolver } from 'eslint-plugin-import-x';
import jest from 'eslint-plugin-jest';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { existsSync, readdirSync } from 'node:fs';
import { noCycleCountingTypes } from './eslint/no-cycle-counting-types.mjs';

const WEB_FEATURES = 'web/src/features';
const FUNCTIONS_SOURCE = 'functions/src';

/** The folders directly under `folder` (none when it is absent). */
const foldersOf = (folder) =>
  existsSync(folder)
    ? readdirSync(folder, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];

const featureNames = foldersOf(WEB_FEATURES);

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

/**
 * functions/src folders that are not features: storage, plumbing, the event door, ZIP geography,
 * scheduled-job wiring and unit-test support. Every feature may import them.
 */
const FUNCTIONS_COMMON = ['db', 'lib', 'events', 'geo', 'jobs', 'testing'];

const functionFeatureNames = foldersOf(FUNCTIONS_SOURCE).filter((name) => !FUNCTIONS_COMMON.includes(name));

/**
 * The only modules of a functions/src feature that other features may import, and why each is
 * public. Everything else (repositories above all) is the owning feature's own business.
 */
const FUNCTIONS_PUBLIC_MODULES = {
  'users/users.service.ts': 'the user record: who someone is, their roles, profile and settings',
  'users/user-admin.service.ts': 'the admin routes manage users through the records and identities users own',
  'users/uploads.service.ts': 'one image upload policy, for profile images and deal photos',
  'users/role-requests.service.ts': 'admins decide the role requests users make',
  'users/owner-location.service.ts':
    'the Owners Club map shows the members who chose, on their own profile, to appear on it',
  'audit/audit-log.service.ts':
    'audited changes write their record in their own transaction; admins read the log',
  'deals/deal-access.ts': 'who may see or manage a listing, for the offers and notifications on it',
  'deals/deal-lookups.ts': 'listings by id, for the features that react to them',
  'deals/deal-counters.ts': "a listing's counters move in the transaction that stores what they count",
  'deals/zip-listing-prices.ts':
    "a ZIP's demand page shows the median price of the listings buyers can find there",
  'deal-photos/deal-photos.service.ts': "a listing's photos are checked when the listing is saved",
  'deals/deal-status.service.ts': 'the end of a first-refusal delay is a status change the system makes',
  'offers/offer-lookups.ts':
    "offers and interests by id, for a listing's detail, its status and notifications",
  'alerts/alert-index.repository.ts':
    "a listing's ranked buyers are the buyers the alert index lists under its ZIP and city",
  'buyer-matches/not-interested.repository.ts':
    "a buyer's Not interested drops the listing from their alert fan-out and shows on the deal detail",
  'alerts/alert-index.service.ts': "a buyer's preferences and first right of refusal feed the alert index",
  'demand/buyer-demand.ts':
    "saving a buy box or preferences, a role change or a deactivation moves the buyer's ZIP figures",
  'demand/listing-supply.ts':
    "a listing entering or leaving browse moves its ZIP's listing count in the listing's own transaction",
  'alerts/exclusivity.service.ts': 'a new exclusive listing schedules the end of its delay with the listing',
  'notifications/notification-log.ts': 'deal alerts are written to the same in-app notification log',
  'texting/text-delivery.service.ts':
    'deal alerts and offer decisions are also texted to the buyers who chose texts',
  'rate-limits/rate-limits.service.ts':
    'sign-in links, sign-ups, access requests, listings and realtime alert e-mails share one limiter',
  'invitations/invitations.service.ts': 'inviting a waitlisted person creates an invitation',
  'invitations/invitation-token.ts': 'an invitation token and the hash it is stored under',
  'feedback/feedback-lookups.ts': 'the e-mails that follow a feedback event read it and its subscribers',
  'training/certified-buyers.ts':
    "sellers and admins see a buyer's Certified Buyer badge where they judge buyers",
  'training/course.repository.ts':
    "the admin users list judges each badge by the course's re-certification rule",
};

/**
 * What events/ may import from features: the queue senders its routing table calls. Only events/
 * does: services publish an event rather than send to another feature's queue.
 */
const EVENT_ROUTE_MODULES = [
  'alerts/alerts-queue.ts',
  'notifications/notification-queue.ts',
  'notifications/notification-message.ts',
  'webhooks/webhook-deliveries.service.ts',
];

const FEATURE_MESSAGE =
  'A functions/src feature imports another only through its public modules (FUNCTIONS_PUBLIC_MODULES in eslint.config.mjs); after-commit reactions are published as events (functions/src/events).';

/** Each handler feature may import the common folders, itself and other features' public modules. */
const functionsBoundaryZones = [
  ...functionFeatureNames.map((name) => ({
    target: `./${FUNCTIONS_SOURCE}/${name}`,
    from: `./${FUNCTIONS_SOURCE}`,
    except: [
      `./${name}`,
      ...FUNCTIONS_COMMON.map((folder) => `./${folder}`),
      ...Object.keys(FUNCTIONS_PUBLIC_MODULES)
        .filter((module) => !module.startsWith(`${name}/`))
        .map((module) => `./${module}`),
    ],
    message: FEATURE_MESSAGE,
  })),
  {
    target: `./${FUNCTIONS_SOURCE}/events`,
    from: `./${FUNCTIONS_SOURCE}`,
    except: [...FUNCTIONS_COMMON, ...EVENT_ROUTE_MODULES].map((path) => `./${path}`),
    message: 'events/ routes to the queue senders of EVENT_ROUTE_MODULES (eslint.config.mjs) only.',
  },
  {
    target: ['db', 'lib', 'geo', 'jobs'].map((folder) => `./${FUNCTIONS_SOURCE}/${folder}`),
    from: functionFeatureNames.map((name) => `./${FUNCTIONS_SOURCE}/${name}`),
    message: 'Common handler code must not import features.',
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

/** Test helpers (fixtures, fakes, setup) live in functions/src/testing; production code never imports them. */
const testingZone = {
  target: './functions/src',
  from: './functions/src/testing',
  message: 'Only tests may import functions/src/testing (test fixtures must never reach a bundle).',
};

/** Cross-package imports go through package.json's subpath imports, never up a ladder of `../`. */
const importPathPatterns = [
  {
    regex: '^(\\.\\./)+(shared|functions)/src/',
    message: 'Import shared/ and functions/ code as #shared/… and #functions/… (package.json "imports").',
  },
  { regex: '^(\\.\\./){4,}', message: 'An import may climb at most three folders; use a #subpath import.' },
];

/**
 * zod's named `z` is a namespace object esbuild must keep whole, every locale included (250 KB in
 * each Lambda bundle); `import * as z from 'zod'` lets it keep only what the code calls.
 */
const zodNamedImport = {
  selector:
    "ImportDeclaration[source.value='zod'][importKind='value'] > ImportSpecifier[imported.name='z'][importKind='value']",
  message: "Import zod as a namespace (import * as z from 'zod') so Lambda bundles tree-shake it.",
};

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
    plugins: { 'import-x': importX, local: { rules: { 'no-cycle': noCycleCountingTypes } } },
    settings: {
      // The files import-x reads to follow imports (its default is JavaScript only, which left
      // every cycle through TypeScript unseen).
      'import-x/extensions': ['.ts', '.tsx', '.mts', '.js', '.mjs'],
      'import-x/resolver-next': [
        createNodeResolver({ extensions: ['.ts', '.tsx', '.mts', '.js', '.mjs', '.json'] }),
      ],
    },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      // import-x/no-cycle skips type-only imports; this one counts them (see its module).
      'local/no-cycle': ['error', { ignoreExternal: true }],
      'import-x/no-self-import': 'error',
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureBoundaryZones, ...functionsBoundaryZones] },
      ],
      'no-restricted-syntax': ['error', focusedOrSkipped, zodNamedImport],
      'no-restricted-imports': ['error', { patterns: importPathPatterns }],
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
    },
  },
  {
    files: ['functions/src/**/*.ts'],
    ignores: ['**/*.test.ts', 'functions/src/testing/**'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        { zones: [...layerZones, ...featureBoundaryZones, ...functionsBoundaryZones, testingZone] },
      ],
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
    files: ['**/*.test.{ts,tsx}', '**/test/**/*.{ts,tsx}', 'functions/src/testing/**/*.ts'],
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
