/**
 * The local text store, the stand-in of AWS End User Messaging SMS (docs/local-stack.md "Texts"):
 * texts sent through the SMS API are kept in memory and readable at `GET /store` (JSON) and `GET /`
 * (a page with a reply form); replies and delivery events reach the same handlers as in AWS.
 */
import type { SNSEvent } from 'aws-lambda';
import { closeServer, listen } from '../http/server-utils';
import { localTopicArn } from './text-events';
import { TextStore } from './text-store';
import { createTextStoreServer } from './text-store-server';

/** The origination number local functions send from (SMS_ORIGINATION_IDENTITY). */
export const LOCAL_ORIGINATION_NUMBER = '+18885550100';
/** The configuration set local functions name (SMS_CONFIGURATION_SET). */
export const LOCAL_CONFIGURATION_SET = 'dealflow-local';

export interface SmsOptions {
  host: string;
  port: number;
  region: string;
  /** Runs texting/handlers/text-replies with a reply event. */
  onReply(event: SNSEvent): Promise<void>;
  /** Runs texting/handlers/text-delivery-events with a delivery event. */
  onDelivery(event: SNSEvent): Promise<void>;
  log?: (line: string) => void;
}

export interface SmsService {
  url: string;
  port: number;
  store: TextStore;
  /** Resolves once the delivery events of the texts sent so far have been handled. */
  settled(): Promise<void>;
  stop(): Promise<void>;
}

export async function startSms(options: SmsOptions): Promise<SmsService> {
  const store = new TextStore();
  const { server, settled } = createTextStoreServer({
    store,
    ourNumber: LOCAL_ORIGINATION_NUMBER,
    topics: {
      replies: localTopicArn(options.region, 'text-replies'),
      deliveryEvents: localTopicArn(options.region, 'text-delivery-events'),
    },
    onReply: options.onReply,
    onDelivery: options.onDelivery,
    ...(options.log ? { log: options.log } : {}),
  });
  const port = await listen(server, options.port, options.host, 'text store (SMS)');
  return {
    url: `http://${options.host}:${port}`,
    port,
    store,
    settled,
    stop: () => closeServer(server),
  };
}
