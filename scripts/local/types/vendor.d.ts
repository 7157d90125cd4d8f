/** Minimal typings for the local stand-ins that ship none. */
declare module 'dynalite' {
  import type { Server } from 'node:http';

  interface DynaliteOptions {
    path?: string;
    createTableMs?: number;
    deleteTableMs?: number;
    updateTableMs?: number;
    maxItemSizeKb?: number;
    verbose?: boolean;
    debug?: boolean;
  }
  function dynalite(options?: DynaliteOptions): Server;
  export = dynalite;
}

declare module 's3rver' {
  import type { IncomingMessage, Server } from 'node:http';

  /** The part of Koa's context the local S3's own middleware uses. */
  interface S3rverContext {
    method: string;
    path: string;
    /** The raw query string, without `?`. */
    querystring: string;
    req: IncomingMessage;
    status: number;
    type: string;
    body: unknown;
    get(header: string): string;
    set(header: string, value: string): void;
  }
  type S3rverMiddleware = (context: S3rverContext, next: () => Promise<void>) => Promise<void>;

  interface S3rverOptions {
    address?: string;
    port?: number;
    silent?: boolean;
    directory?: string;
    resetOnClose?: boolean;
    allowMismatchedSignatures?: boolean;
    vhostBuckets?: boolean;
    configureBuckets?: { name: string; configs?: (string | Buffer)[] }[];
  }
  class S3rver {
    constructor(options?: S3rverOptions);
    run(): Promise<{ address: string; port: number }>;
    close(): Promise<void>;
    httpServer?: Server;
    /** Koa's middleware list, composed when the server starts (s3rver is a Koa app). */
    middleware: S3rverMiddleware[];
    /** S3's event notification of each object stored, copied or deleted, once it is stored. */
    on(event: 'event', listener: (event: import('aws-lambda').S3Event) => void): this;
  }
  namespace S3rver {
    export type { S3rverContext, S3rverMiddleware };
  }
  export = S3rver;
}
