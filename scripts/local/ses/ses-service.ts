/**
 * The local SES: aws-ses-v2-local in-process. Mail sent through the SESv2 API is kept in memory
 * and readable at `GET /store` (JSON), `GET /` (a small inbox page) and cleared by
 * `POST /clear-store`.
 */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import startSesServer from 'aws-ses-v2-local';
import { assertPortFree, closeServer } from '../http/server-utils';

export interface SesOptions {
  host: string;
  port: number;
}

export interface SesService {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startSes(options: SesOptions): Promise<SesService> {
  // aws-ses-v2-local has no listen-error path of its own (a taken port would crash the process).
  if (options.port !== 0) await assertPortFree(options.port, options.host, 'SES (aws-ses-v2-local)');
  const server: Server = await startSesServer({ host: options.host, port: options.port });
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://${options.host}:${port}`,
    port,
    stop: () => closeServer(server),
  };
}
