/**
 * The web origin at http://localhost:5173: the Vite dev server (`dev`, for `npm start`) or the
 * built SPA from web/dist through Vite's preview server (`dist`, for e2e tests), both with the
 * same proxy table and the same `/config.json`. The built SPA is served with the site's
 * Content-Security-Policy, as CloudFront serves it, so the e2e tests fail on anything production's
 * policy would block; the dev server sends none, because Vite's hot reload runs inline scripts.
 */
import { existsSync } from 'node:fs';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import type { Connect, Plugin } from 'vite';
import type { WebConfig } from '#shared/core/config';
import { buildContentSecurityPolicy } from '../../../infra/config/content-security-policy';
import { PortInUseError } from '../http/server-utils';
import { REPO_ROOT } from '../settings';
import { proxyTable, type ProxyTargets } from './proxy-table';

export type WebMode = 'dev' | 'dist';

export interface WebServerOptions {
  mode: WebMode;
  host: string;
  port: number;
  config: WebConfig;
  targets: ProxyTargets;
  /**
   * The local S3's origin as browsers reach it: presigned POST uploads go to it and presigned GET
   * links (admins' feedback screenshots) load from it, so the CSP allows it as production's allows
   * the bucket.
   */
  uploadsOrigin: string;
}

/** The headers the built SPA is served with: the site's CSP with the local origins. */
export function distHeaders(
  options: Pick<WebServerOptions, 'config' | 'uploadsOrigin'>,
): Record<string, string> {
  return {
    'Content-Security-Policy': buildContentSecurityPolicy({
      region: options.config.region,
      uploadsOrigin: options.uploadsOrigin,
    }),
  };
}

export interface WebServer {
  url: string;
  stop(): Promise<void>;
}

export const WEB_ROOT = path.join(REPO_ROOT, 'web');
export const VITE_CONFIG_FILE = path.join(WEB_ROOT, 'vite.config.mts');
export const WEB_DIST = path.join(WEB_ROOT, 'dist');

/** A Vite plugin serving `/config.json` from the running stack, in dev and preview alike. */
export function configJsonPlugin(config: WebConfig): Plugin {
  const body = JSON.stringify(config, null, 2);
  const serve: Connect.NextHandleFunction = (req, res: ServerResponse, next) => {
    if ((req.url ?? '').split('?')[0] !== '/config.json') {
      next();
      return;
    }
    res.writeHead(200, {
      'content-type': 'application/json',
      'cache-control': 'no-store',
      'content-length': String(Buffer.byteLength(body)),
    });
    res.end(req.method === 'HEAD' ? undefined : body);
  };
  return {
    name: 'dealflow-local-config-json',
    configureServer: (server) => void server.middlewares.use(serve),
    configurePreviewServer: (server) => void server.middlewares.use(serve),
  };
}

function portError(error: unknown, options: WebServerOptions): unknown {
  const message = error instanceof Error ? error.message : String(error);
  return /port .* is (already )?in use/i.test(message) ||
    (error as NodeJS.ErrnoException).code === 'EADDRINUSE'
    ? new PortInUseError('web server', options.host, options.port)
    : error;
}

export async function startWebServer(options: WebServerOptions): Promise<WebServer> {
  const vite = await import('vite');
  const proxy = proxyTable(options.targets);
  const server = { host: options.host, port: options.port, strictPort: true, proxy };
  if (options.mode === 'dev') {
    if (!existsSync(VITE_CONFIG_FILE)) {
      throw new Error(`${path.relative(REPO_ROOT, VITE_CONFIG_FILE)} is missing: the dev server needs it.`);
    }
    const dev = await vite.createServer({
      configFile: VITE_CONFIG_FILE,
      server,
      plugins: [configJsonPlugin(options.config)],
      clearScreen: false,
      logLevel: 'warn',
    });
    try {
      await dev.listen();
    } catch (error) {
      await dev.close();
      throw portError(error, options);
    }
    return { url: `http://localhost:${options.port}`, stop: () => dev.close() };
  }

  if (!existsSync(path.join(WEB_DIST, 'index.html'))) {
    throw new Error('web/dist/index.html is missing: run `npm run build:web` first.');
  }
  if (existsSync(path.join(WEB_DIST, 'assets'))) {
    // Production routes /assets/* to the uploads bucket (docs/requirements.md#r7-6,
    // infra/constructs/site.ts), and so does this server: bundles emitted under /assets would not load here,
    // nor behind CloudFront.
    console.warn(
      'web/dist/assets exists, but /assets/* is the uploads bucket: set build.assetsDir to another ' +
        'folder (e.g. "static") in web/vite.config.mts, or the built SPA cannot load its bundles.',
    );
  }
  let preview: Awaited<ReturnType<typeof vite.preview>>;
  try {
    preview = await vite.preview({
      configFile: false,
      root: WEB_ROOT,
      appType: 'spa',
      build: { outDir: WEB_DIST },
      preview: { ...server, headers: distHeaders(options) },
      plugins: [configJsonPlugin(options.config)],
      clearScreen: false,
      logLevel: 'warn',
    });
  } catch (error) {
    throw portError(error, options);
  }
  return { url: `http://localhost:${options.port}`, stop: () => preview.close() };
}
