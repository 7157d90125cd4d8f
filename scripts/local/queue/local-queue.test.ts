import type { SQSEvent } from 'aws-lambda';
import { LocalQueue } from './local-queue';

describe('LocalQueue', () => {
  const queues: LocalQueue[] = [];
  const queue = (
    options: Partial<ConstructorParameters<typeof LocalQueue>[0]> &
      Pick<ConstructorParameters<typeof LocalQueue>[0], 'consumer'>,
  ) => {
    const created = new LocalQueue({ name: 'test-queue', visibilityTimeoutMs: 10, ...options });
    queues.push(created);
    return created;
  };

  afterEach(() => {
    for (const created of queues.splice(0)) created.stop();
  });

  it('delivers messages to the consumer as an SQSEvent batch', async () => {
    // Prepare
    const events: SQSEvent[] = [];
    const subject = queue({ consumer: (event) => void events.push(event) });

    // Act
    const first = subject.send('{"n":1}', {
      messageAttributes: { kind: { dataType: 'String', stringValue: 'test' } },
    });
    subject.send('{"n":2}');
    await subject.drain();

    // Assess
    const records = events.flatMap((event) => event.Records);
    expect(records.map((record) => record.body)).toEqual(['{"n":1}', '{"n":2}']);
    expect(records[0]).toMatchObject({
      messageId: first,
      eventSource: 'aws:sqs',
      eventSourceARN: 'arn:aws:sqs:us-east-2:000000000000:test-queue',
      attributes: { ApproximateReceiveCount: '1' },
      messageAttributes: { kind: { dataType: 'String', stringValue: 'test' } },
    });
    expect(subject.depth).toBe(0);
  });

  it('redelivers a failed batch after the visibility timeout, then succeeds', async () => {
    // Prepare
    let calls = 0;
    const subject = queue({
      consumer: () => {
        calls += 1;
        if (calls === 1) throw new Error('flaky');
      },
    });

    // Act
    subject.send('retry me');
    await subject.drain();

    // Assess
    expect(calls).toBe(2);
    expect(subject.deadLetters).toHaveLength(0);
  });

  it('moves a message to the dead-letter list after maxReceiveCount failed receives', async () => {
    // Prepare
    const receiveCounts: string[] = [];
    const subject = queue({
      maxReceiveCount: 3,
      consumer: (event) => {
        receiveCounts.push(event.Records[0]!.attributes.ApproximateReceiveCount);
        throw new Error('always fails');
      },
    });

    // Act
    subject.send('poison');
    await subject.drain();

    // Assess
    expect(receiveCounts).toEqual(['1', '2', '3']);
    expect(subject.deadLetters).toEqual([
      expect.objectContaining({ body: 'poison', receiveCount: 3, lastError: 'always fails' }),
    ]);
  });

  it('retries only the items reported in batchItemFailures', async () => {
    // Prepare
    const seen: string[] = [];
    const subject = queue({
      maxReceiveCount: 2,
      consumer: (event) => {
        seen.push(...event.Records.map((record) => record.body));
        const bad = event.Records.filter((record) => record.body === 'bad');
        return { batchItemFailures: bad.map((record) => ({ itemIdentifier: record.messageId })) };
      },
    });

    // Act
    subject.send('good');
    subject.send('bad');
    await subject.drain();

    // Assess
    expect(seen).toEqual(['good', 'bad', 'bad']);
    expect(subject.deadLetters.map((letter) => letter.body)).toEqual(['bad']);
  });

  it('settles once the work due now is done, without waiting for a delayed message', async () => {
    // Prepare
    const bodies: string[] = [];
    const subject = queue({
      consumer: async (event) => {
        await new Promise((resolve) => setTimeout(resolve, 20));
        bodies.push(...event.Records.map((record) => record.body));
      },
    });
    subject.send('now');
    subject.send('later', { delayMs: 60_000 });

    // Act
    await subject.settled();

    // Assess
    expect(bodies).toEqual(['now']);
    expect(subject.depth).toBe(1);
  });

  it('holds a delayed message until its delay passed', async () => {
    // Prepare
    const deliveredAt: number[] = [];
    const subject = queue({ consumer: () => void deliveredAt.push(Date.now()) });
    const sentAt = Date.now();

    // Act
    subject.send('later', { delayMs: 50 });
    await subject.drain();

    // Assess
    expect(deliveredAt[0]! - sentAt).toBeGreaterThanOrEqual(45);
  });
});
