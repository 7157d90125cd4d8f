import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = import.meta.dirname;
const buildId = Date.now().toString(36);
const { version } = JSON.parse(readFileSync(resolve(webRoot, '..', 'package.json'), 'utf8')) as {
  version: string;
};

/**
 * Vendor groups that are only needed after the first paint stay out of the entry chunk: Amplify
 * is imported dynamically (sign-in, token refresh, sign-out) and so must not be pulled into the
 * shared vendor chunk. Everything the shell needs to render lands in `vendor`, so it is cached
 * across deploys of app code.
 */
const LAZY_VENDOR_PATTERN =
  /node_modules[\\/](aws-amplify|@aws-amplify|@aws-crypto|@aws-sdk|@smithy|tslib)[\\/]/;
const SHELL_VENDOR_PATTERN =
  /node_modules[\\/](react|react-dom|scheduler|react-router|cookie|set-cookie-parser|@tanstack|i18next|react-i18next|html-parse-stringify|void-elements|use-sync-external-store|zod)[\\/]/;

/** The app's own source: the SPA and the schemas it shares with the API. */
const APP_SOURCE_PATTERN = /[\\/](web|shared)[\\/]src[\\/]/;

export default defineConfig({
  root: webRoot,
  publicDir: resolve(webRoot, 'public'),
  plugins: [react()],
  define: {
    /** Appended to locale file URLs so a deploy never serves last release's translations from a cache. */
    __BUILD_ID__: JSON.stringify(buildId),
    /** The release a bug report names: the package version and this build. */
    __APP_VERSION__: JSON.stringify(`${version}+${buildId}`),
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 5173, strictPort: true },
  build: {
    outDir: resolve(webRoot, 'dist'),
    emptyOutDir: true,
    // `/assets/*` is the uploads bucket (docs/requirements.md#r7-6, CloudFront and the local stack route it
    // there).
    assetsDir: 'static',
    target: 'es2022',
    sourcemap: true,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'amplify', test: LAZY_VENDOR_PATTERN, priority: 20 },
            { name: 'vendor', test: SHELL_VENDOR_PATTERN, priority: 10 },
            // The app's own modules the first page imports statically stay together: without this,
            // every shared module a lazy page also imports becomes a tiny chunk of its own, and a
            // dozen small gzip streams weigh more than one.
            { name: 'shell', test: APP_SOURCE_PATTERN, tags: ['$initial'], priority: 5 },
            // The rest of the app's modules, grouped by the set of lazy pages that import them, with
            // sets under 3 KB of source folded into their nearest neighbour: a listing page used to
            // load 27 chunks, most of them a kilobyte, and on a phone each request waits for one of
            // a handful of connections (docs/decisions/mobile-load-chain.md).
            {
              name: 'pages',
              test: APP_SOURCE_PATTERN,
              entriesAware: true,
              entriesAwareMergeThreshold: 3_000,
              priority: 4,
            },
          ],
        },
      },
    },
  },
});
