/**
 * The local S3: s3rver with the uploads bucket and its CORS rule for the SPA origins, path-style
 * URLs only. s3rver checks no signatures and no presigned POST policy, so gates in front of it
 * check every browser upload against its policy (post-policy-gate.ts) and every request for a
 * `private/` key for a valid signature (private-prefix-gate.ts), as S3 does; the functions sign with
 * the stand-in's key pair (LOCAL_S3_KEY_PAIR).
 */
import { mkdirSync } from 'node:fs';
import type { S3Event } from 'aws-lambda';
import S3rver from 's3rver';
import { PortInUseError } from '../http/server-utils';
import { LOCAL_S3_KEY_PAIR } from './key-pair';
import { postPolicyGate } from './post-policy-gate';
import { privatePrefixGate } from './private-prefix-gate';

export interface S3Options {
  host: string;
  port: number;
  /** Folder for buckets and objects (a temporary one for throwaway stacks). */
  dataDir: string;
  buckets: readonly string[];
  /** Origins allowed to GET/PUT/POST in the browser (presigned POST uploads from the SPA). */
  allowedOrigins: readonly string[];
  /** Wipe the folder on stop (throwaway stacks). */
  resetOnClose?: boolean;
  /**
   * Called with S3's event notification of each object stored or removed, once it is stored and
   * before the request is answered: keep it quick (queue the work).
   */
  onObjectEvent?: (event: S3Event) => void;
}

export interface S3Service {
  url: string;
  port: number;
  stop(): Promise<void>;
}

/** The bucket CORS rule, as S3's XML. */
export function corsConfiguration(allowedOrigins: readonly string[]): string {
  const origins = allowedOrigins.map((origin) => `<AllowedOrigin>${origin}</AllowedOrigin>`).join('');
  const methods = ['GET', 'HEAD', 'PUT', 'POST']
    .map((method) => `<AllowedMethod>${method}</AllowedMethod>`)
    .join('');
  return (
    '<CORSConfiguration><CORSRule>' +
    `${origins}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader>` +
    '<MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>'
  );
}

export async function startS3(options: S3Options): Promise<S3Service> {
  mkdirSync(options.dataDir, { recursive: true });
  const cors = corsConfiguration(options.allowedOrigins);
  const server = new S3rver({
    address: options.host,
    port: options.port,
    directory: options.dataDir,
    silent: true,
    resetOnClose: options.resetOnClose ?? false,
    // Bucket names never come from the Host header locally: path style only.
    vhostBuckets: false,
    configureBuckets: options.buckets.map((name) => ({ name, configs: [cors] })),
  });
  // First, before s3rver's own middleware reads the upload or the object.
  const gateOptions = {
    secrets: { [LOCAL_S3_KEY_PAIR.accessKeyId]: LOCAL_S3_KEY_PAIR.secretAccessKey },
    allowedOrigins: options.allowedOrigins,
  };
  server.middleware.unshift(postPolicyGate(gateOptions), privatePrefixGate(gateOptions));
  const { onObjectEvent } = options;
  if (onObjectEvent) server.on('event', (event: S3Event) => onObjectEvent(event));
  let port: number;
  try {
    ({ port } = await server.run());
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      throw new PortInUseError('S3 (s3rver)', options.host, options.port);
    }
    throw error;
  }
  return {
    url: `http://${options.host}:${port}`,
    port,
    async stop() {
      server.httpServer?.closeIdleConnections();
      await server.close();
    },
  };
}
