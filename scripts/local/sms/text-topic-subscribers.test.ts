import type { Context } from 'aws-lambda';
import type { HandlerLoader, LambdaHandler } from '../gateway/handler-loader';
import { textTopicSubscriber } from './text-topic-subscribers';

describe('textTopicSubscriber', () => {
  it('loads the subscriber’s handler module from the table and invokes it with the event', async () => {
    // Prepare
    const calls: { event: unknown; context: Context }[] = [];
    const loaded: string[] = [];
    const handler: LambdaHandler = async (event, context) =>
      void calls.push({ event, context: context as Context });
    const loadHandler: HandlerLoader = async (route) => {
      loaded.push(`${route.id} ${route.handler}`);
      return handler;
    };
    const event = { Records: [{ Sns: { Message: '{"messageBody":"STOP"}' } }] };

    // Act
    await textTopicSubscriber('text-replies', loadHandler, 'us-east-2')(event);
    await textTopicSubscriber('text-delivery-events', loadHandler, 'us-east-2')(event);

    // Assess
    expect(loaded).toEqual([
      'text-replies texting/handlers/text-replies',
      'text-delivery-events texting/handlers/text-delivery-events',
    ]);
    expect(calls.map((call) => call.event)).toEqual([event, event]);
    expect(calls[0]!.context.functionName).toBe('text-replies');
    expect(calls[0]!.context.getRemainingTimeInMillis()).toBeGreaterThan(0);
  });

  it('rejects with the handler’s error, so the store can report it', async () => {
    // Prepare
    const loadHandler: HandlerLoader = () =>
      Promise.reject(new Error('Handler module of text-replies not found: …/text-replies.ts'));

    // Act & Assess
    await expect(textTopicSubscriber('text-replies', loadHandler, 'us-east-2')({})).rejects.toThrow(
      /Handler module of text-replies not found/,
    );
  });
});
