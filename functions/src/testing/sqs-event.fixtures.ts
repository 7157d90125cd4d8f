/** SQS events for queue consumer tests: one record per body, as Lambda hands them over. */
import type { SQSEvent } from 'aws-lambda';

/** An event of `queue` carrying these bodies in order (strings as they are, anything else as JSON). */
export const sqsEvent = (queue: string, bodies: readonly unknown[]): SQSEvent => ({
  Records: bodies.map((body, index) => ({
    messageId: `message-${index}`,
    receiptHandle: `receipt-${index}`,
    body: typeof body === 'string' ? body : JSON.stringify(body),
    attributes: {
      ApproximateReceiveCount: '1',
      SentTimestamp: '0',
      SenderId: 'local',
      ApproximateFirstReceiveTimestamp: '0',
    },
    messageAttributes: {},
    md5OfBody: '',
    eventSource: 'aws:sqs',
    eventSourceARN: `arn:aws:sqs:us-east-2:000000000000:${queue}`,
    awsRegion: 'us-east-2',
  })),
});
