/**
 * The runtime configuration, read from `/config.json` at start (docs/requirements.md#e1-1) and parsed with
 * the shared schema: one build runs in every stage, and a broken config stops the app with a clear screen
 * instead of failing later at sign-in.
 */
import { webConfigSchema, type WebConfig } from '#shared/core/config';

export const CONFIG_URL = '/config.json';

export type ConfigLoadResult =
  | { ok: true; config: WebConfig }
  | { ok: false; reason: 'unreachable' | 'not-json' | 'invalid'; details: string[] };

/** Fetches and parses the configuration; never throws. */
export async function loadRuntimeConfig(fetchImpl: typeof fetch = fetch): Promise<ConfigLoadResult> {
  let response: Response;
  try {
    // No cache option: it would not match index.html's preload. Freshness is the server's: the local
    // stack answers `no-store`, the deployed site `no-cache`.
    response = await fetchImpl(CONFIG_URL, { headers: { accept: 'application/json' } });
  } catch (error) {
    return { ok: false, reason: 'unreachable', details: [String(error)] };
  }
  if (!response.ok) {
    return { ok: false, reason: 'unreachable', details: [`${response.status} ${response.statusText}`] };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: 'not-json', details: [] };
  }
  const parsed = webConfigSchema.safeParse(body);
  if (!parsed.success) {
    return {
      ok: false,
      reason: 'invalid',
      details: parsed.error.issues.map((issue) => `${issue.path.join('.') || '(root)'}: ${issue.message}`),
    };
  }
  return { ok: true, config: parsed.data };
}

let currentConfig: WebConfig | null = null;

/** Keeps the parsed configuration for modules that run outside React (API client, Amplify). */
export function setRuntimeConfig(config: WebConfig): void {
  currentConfig = config;
}

/** The configuration, or null before it was loaded. */
export function findRuntimeConfig(): WebConfig | null {
  return currentConfig;
}
