/**
 * Sending to Dealflow's work queues (notifications, deal alerts, webhook deliveries). A function
 * knows a queue's URL only when its route or job was granted to send to it (infra puts the URL in
 * its environment), so a missing URL is a wiring mistake and says which grant is missing.
 */
import { SendMessageCommand } from '@aws-sdk/client-sqs';
import type { QueueUrlVariable } from '#shared/jobs/queue-consumers';
import { sqs } from './clients';
import { env } from './env';
import { logger } from './logger';

/** Sends one message (`body` as JSON) after `delaySeconds`; throws when unconfigured or refused. */
export async function sendToQueue(urlVariable: QueueUrlVariable, body: unknown, delaySeconds?: number) {
  const queueUrl = env()[urlVariable];
  if (!queueUrl) throw new Error(`${urlVariable} is not set: this function may not send to that queue`);
  await sqs().send(
    new SendMessageCommand({
      QueueUrl: queueUrl,
      MessageBody: JSON.stringify(body),
      ...(delaySeconds === undefined ? {} : { DelaySeconds: delaySeconds }),
    }),
  );
}

/**
 * Runs `enqueue` for a change that is already stored. Never throws: the change stands whatever
 * happens to the work it starts, so a failure is logged (as `failure`, with the event) and
 * answered false.
 */
export async function enqueueAfterCommit(
  failure: string,
  event: unknown,
  enqueue: () => Promise<void>,
): Promise<boolean> {
  try {
    await enqueue();
    return true;
  } catch (error) {
    logger.error(failure, { event, error: String(error) });
    return false;
  }
}
