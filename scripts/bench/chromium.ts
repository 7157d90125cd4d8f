/**
 * Debian's Chromium as the benches and the e2e suite start it (docs/requirements.md#e5-8: never a
 * browser a tool downloads), with the flags this machine's closed network needs.
 */
import { createServer } from 'node:net';

export const CHROMIUM_PATH = '/usr/bin/chromium';

/** Headless-safe flags: no sandbox (root), no GPU, and none of Chromium's own calls home. */
export const CHROMIUM_ARGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

/** A port nothing listens on now (for a debugging port or a throwaway server). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}
