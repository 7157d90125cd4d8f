import type { AddressInfo } from 'node:net';
import {
  GetQueueUrlCommand,
  SendMessageBatchCommand,
  SendMessageCommand,
  SQSClient,
} from '@aws-sdk/client-sqs';
import type { SQSRecord } from 'aws-lambda';
import { closeServer } from '../http/server-utils';
import { LocalQueue } from './local-queue';
import { createSqsEndpoint, type SqsEndpoint } from './sqs-endpoint';

describe('the local SQS endpoint', () => {
  let endpoint: SqsEndpoint;
  let base = '';
  let client: SQSClient;
  const received: SQSRecord[] = [];
  const queue = new LocalQueue({
    name: 'notifications',
    consumer: (event) => void received.push(...event.Records),
  });

  beforeAll(async () => {
    endpoint = createSqsEndpoint(() => base);
    await new Promise<void>((resolve) => endpoint.server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(endpoint.server.address() as AddressInfo).port}`;
    endpoint.register(queue);
    client = new SQSClient({
      endpoint: base,
      region: 'us-east-2',
      credentials: { accessKeyId: 'x', secretAccessKey: 'x' },
    });
  });

  afterAll(async () => {
    queue.stop();
    client.destroy();
    await closeServer(endpoint.server);
  });

  it('delivers messages sent with the AWS SDK to the in-process consumer', async () => {
    // Prepare
    const { QueueUrl } = await client.send(new GetQueueUrlCommand({ QueueName: 'notifications' }));

    // Act
    const sent = await client.send(
      new SendMessageCommand({
        QueueUrl,
        MessageBody: '{"hello":"world"}',
        MessageAttributes: { kind: { DataType: 'String', StringValue: 'greeting' } },
      }),
    );
    const batch = await client.send(
      new SendMessageBatchCommand({
        QueueUrl,
        Entries: [
          { Id: 'a', MessageBody: 'one' },
          { Id: 'b', MessageBody: 'two' },
        ],
      }),
    );
    await queue.drain();

    // Assess
    expect(QueueUrl).toBe(`${base}/000000000000/notifications`);
    expect(sent.MessageId).toBeTruthy();
    expect(batch.Successful?.map((entry) => entry.Id)).toEqual(['a', 'b']);
    expect(received.map((record) => record.body)).toEqual(['{"hello":"world"}', 'one', 'two']);
    expect(received[0]?.messageAttributes.kind).toMatchObject({
      dataType: 'String',
      stringValue: 'greeting',
    });
  });

  it('answers QueueDoesNotExist for an unknown queue', async () => {
    // Assess
    await expect(client.send(new GetQueueUrlCommand({ QueueName: 'nope' }))).rejects.toMatchObject({
      name: 'QueueDoesNotExist',
    });
  });

  it('refuses a DelaySeconds above 15 minutes, as SQS does', async () => {
    // Prepare
    const QueueUrl = endpoint.queueUrl('notifications');

    // Act
    const tooLong = client.send(
      new SendMessageCommand({ QueueUrl, MessageBody: 'later', DelaySeconds: 901 }),
    );

    // Assess
    await expect(tooLong).rejects.toMatchObject({ name: 'InvalidParameterValue' });
    expect(queue.depth).toBe(0);
  });
});
