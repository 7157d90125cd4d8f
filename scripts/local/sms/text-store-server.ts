/**
 * The local text store's HTTP server. The app's SMS client reaches it through
 * AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2 (`POST /` with `X-Amz-Target:
 * PinpointSMSVoiceV2.SendTextMessage`); developers and tests use the rest:
 *
 * - `GET /store` → `{ texts: [...] }`, oldest first; `POST /clear-store` empties it;
 * - `GET /` → the page: every text and a reply form;
 * - `POST /reply` (JSON or form `{ from, body }`) → stores the reply, runs the replies handler with
 *   it and answers `{ inboundMessageId }` (JSON) or sends the browser back to `/` (form).
 *
 * After answering each send, the delivery-events handler is run with a TEXT_DELIVERED event, as
 * the configuration set's event destination would publish it.
 */
import { randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { SNSEvent } from 'aws-lambda';
import { PayloadTooLargeError, readBody, sendJson } from '../http/server-utils';
import {
  assertSupportedTarget,
  parseReply,
  parseSendTextMessage,
  SmsProtocolError,
  type ReplyInput,
} from './sms-protocol';
import { deliveredEvent, replyMessage, snsEvent } from './text-events';
import { renderTextStorePage, TEXT_STORE_PAGE_CSP } from './text-store-page';
import type { StoredText, TextStore } from './text-store';

/** Far above any valid request (a body is at most 1600 characters). */
const MAX_REQUEST_BYTES = 64 * 1024;

export interface TextStoreServerOptions {
  store: TextStore;
  /** Our number: where replies are addressed, and the sender of a text sent without an identity. */
  ourNumber: string;
  /** The topic ARNs the events are published to (what the handlers see as `TopicArn`). */
  topics: { replies: string; deliveryEvents: string };
  /** Runs the replies handler; a rejection fails the reply (500). */
  onReply(event: SNSEvent): Promise<void>;
  /** Runs the delivery-events handler; a rejection is logged (in AWS, SNS would retry it). */
  onDelivery(event: SNSEvent): Promise<void>;
  /** One line per text and reply. */
  log?: (line: string) => void;
  /** A failing handler, always worth seeing. */
  logError?: (line: string) => void;
}

export interface TextStoreServer {
  server: Server;
  /** Resolves once every delivery event due so far has been handled. */
  settled(): Promise<void>;
}

const describeError = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createTextStoreServer(options: TextStoreServerOptions): TextStoreServer {
  const { store } = options;
  const log = options.log ?? (() => undefined);
  const logError = options.logError ?? ((line: string) => console.error(line));
  const pending = new Set<Promise<void>>();

  const deliver = (text: StoredText) => {
    const delivery = options
      .onDelivery(snsEvent(options.topics.deliveryEvents, deliveredEvent(text)))
      .catch((error: unknown) =>
        logError(`[texts] delivery event of ${text.messageId} failed: ${describeError(error)}`),
      )
      .finally(() => pending.delete(delivery));
    pending.add(delivery);
  };

  const sendTextMessage = (req: IncomingMessage, res: ServerResponse, raw: string) => {
    assertSupportedTarget(req.headers['x-amz-target'] as string | undefined);
    let input: unknown;
    try {
      input = JSON.parse(raw || '{}');
    } catch {
      throw new SmsProtocolError('ValidationException', 'The request body is not JSON.');
    }
    const request = parseSendTextMessage(input);
    const text = store.add({
      direction: 'outbound',
      from: request.OriginationIdentity ?? options.ourNumber,
      to: request.DestinationPhoneNumber,
      body: request.MessageBody,
      ...(request.Context ? { context: request.Context } : {}),
    });
    log(`[texts] to ${text.to}: ${text.body}`);
    // The event follows the answer, as a real delivery report follows the send.
    res.once('finish', () => deliver(text));
    answerAws(res, 200, { MessageId: text.messageId });
  };

  const reply = async (req: IncomingMessage, res: ServerResponse, raw: string) => {
    const fromForm = String(req.headers['content-type'] ?? '').startsWith(
      'application/x-www-form-urlencoded',
    );
    let typed: ReplyInput | undefined;
    try {
      const input: unknown = fromForm
        ? Object.fromEntries(new URLSearchParams(raw))
        : JSON.parse(raw || '{}');
      typed = parseReply(input);
    } catch (error) {
      const message =
        error instanceof SmsProtocolError ? error.message : 'The body is JSON or a form: { from, body }.';
      if (!fromForm) return sendJson(res, 400, { message });
      const params = new URLSearchParams(raw);
      return answerPage(res, 400, {
        error: message,
        reply: { from: params.get('from') ?? '', body: params.get('body') ?? '' },
      });
    }
    const previous = store.lastSentTo(typed.from);
    const inbound = store.add({
      direction: 'inbound',
      from: typed.from,
      to: options.ourNumber,
      body: typed.body,
    });
    log(`[texts] reply from ${inbound.from}: ${inbound.body}`);
    try {
      await options.onReply(snsEvent(options.topics.replies, replyMessage(inbound, previous)));
    } catch (error) {
      const message = `The replies handler failed: ${describeError(error)}`;
      logError(`[texts] reply ${inbound.messageId}: ${message}`);
      if (!fromForm) return sendJson(res, 500, { message, inboundMessageId: inbound.messageId });
      return answerPage(res, 500, { error: message });
    }
    if (!fromForm) return sendJson(res, 200, { inboundMessageId: inbound.messageId });
    res.writeHead(303, { location: '/' }).end();
  };

  const answerPage = (
    res: ServerResponse,
    statusCode: number,
    page: { error?: string; reply?: { from: string; body: string } } = {},
  ) => {
    const html = renderTextStorePage({ texts: store.list(), ...page });
    res.writeHead(statusCode, {
      'content-type': 'text/html; charset=utf-8',
      'content-length': Buffer.byteLength(html),
      'content-security-policy': TEXT_STORE_PAGE_CSP,
      'cache-control': 'no-store',
    });
    res.end(html);
  };

  const route = async (req: IncomingMessage, res: ServerResponse) => {
    const raw = (await readBody(req, MAX_REQUEST_BYTES)).toString('utf8');
    const path = new URL(req.url ?? '/', 'http://localhost').pathname;
    const method = req.method ?? 'GET';
    if (method === 'POST' && (req.headers['x-amz-target'] !== undefined || path === '/'))
      return sendTextMessage(req, res, raw);
    if (path === '/store' && method === 'GET') return sendJson(res, 200, { texts: store.list() });
    if (path === '/clear-store' && method === 'POST') {
      store.clear();
      return sendJson(res, 200, { cleared: true });
    }
    if (path === '/' && method === 'GET') return answerPage(res, 200);
    if (path === '/reply' && method === 'POST') return reply(req, res, raw);
    sendJson(res, 404, {
      message:
        'The local text store serves GET /, GET /store, POST /clear-store, POST /reply and SendTextMessage.',
    });
  };

  const server = createServer((req, res) => {
    route(req, res).catch((error: unknown) => {
      if (res.headersSent) return;
      if (error instanceof SmsProtocolError) return answerAws(res, 400, error.toWire());
      if (error instanceof PayloadTooLargeError) return sendJson(res, 413, { message: error.message });
      logError(`[texts] ${req.method} ${req.url}: ${describeError(error)}`);
      sendJson(res, 500, { message: describeError(error) });
    });
  });

  return {
    server,
    async settled() {
      while (pending.size > 0) await Promise.all(pending);
    },
  };
}

/** An answer in the AWS JSON 1.0 protocol. */
function answerAws(res: ServerResponse, statusCode: number, body: unknown): void {
  sendJson(res, statusCode, body, {
    'content-type': 'application/x-amz-json-1.0',
    'x-amzn-requestid': randomUUID(),
  });
}
