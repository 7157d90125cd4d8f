/**
 * Runs the functions subscribed to the text topics (shared/src/jobs/text-topics.ts) in the local
 * stack: each handler module is loaded like a queue consumer's and invoked with one SNS event and a
 * Lambda context with the subscriber's timeout, as SNS invokes it in AWS.
 */
import {
  TEXT_TOPIC_SUBSCRIBER_TIMEOUT_SECONDS,
  TEXT_TOPIC_SUBSCRIBERS,
  type TextTopicSubscriber,
} from '#shared/jobs/text-topics';
import { invokeHandler, type HandlerLoader } from '../gateway/handler-loader';
import { createLambdaContext } from '../gateway/lambda-context';

/** The callback the text store calls with a subscriber's events. */
export function textTopicSubscriber(
  name: TextTopicSubscriber['name'],
  loadHandler: HandlerLoader,
  region: string,
): (event: unknown) => Promise<void> {
  const subscriber = TEXT_TOPIC_SUBSCRIBERS.find((each) => each.name === name);
  if (!subscriber) throw new Error(`No text topic subscriber ${name} in shared/src/jobs/text-topics.ts`);
  return async (event) => {
    const handler = await loadHandler({ id: subscriber.name, handler: subscriber.handler });
    const context = createLambdaContext({
      functionName: subscriber.name,
      region,
      timeoutMs: TEXT_TOPIC_SUBSCRIBER_TIMEOUT_SECONDS * 1000,
    });
    await invokeHandler(handler, event, context);
  };
}
