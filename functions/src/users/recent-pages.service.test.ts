import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { recordRecentPages } from './recent-pages.service';

const dynamo = mockClient(DynamoDBDocumentClient);
const NOW = '2026-11-02T00:00:00.000Z';
const entry = (index: number) => ({ title: `Page ${index}`, url: `/page/${index}`, visitedAt: NOW });

beforeEach(() => dynamo.reset());

describe('recordRecentPages', () => {
  it('creates the list with a create-only condition for a first visit', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});
    dynamo.on(PutCommand).resolves({});

    // Act
    const items = await recordRecentPages('user-1', [{ title: 'Dashboard', url: '/dashboard' }], NOW);

    // Assess
    expect(items).toEqual([{ title: 'Dashboard', url: '/dashboard', visitedAt: NOW }]);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, PutCommand, {
      Item: expect.objectContaining({ pk: 'USER#user-1', sk: 'RECENT_PAGES', version: 1 }),
      ConditionExpression: 'attribute_not_exists(pk)',
    });
  });

  it("keeps the page a visit names, so the list can word it in the reader's language, beside older entries", async () => {
    // Prepare: an older entry, stored before entries named their page.
    dynamo.on(GetCommand).resolves({ Item: { userId: 'user-1', items: [entry(1)], version: 3 } });
    dynamo.on(PutCommand).resolves({});
    const route = { name: 'dealOffers', params: { dealId: 'deal-1', address: '12 Oak St' } };

    // Act
    const items = await recordRecentPages(
      'user-1',
      [{ title: 'Offers for 12 Oak St', url: '/deals/deal-1/offers', route }],
      NOW,
    );

    // Assess
    expect(items).toEqual([
      { title: 'Offers for 12 Oak St', url: '/deals/deal-1/offers', route, visitedAt: NOW },
      entry(1),
    ]);
    expect(dynamo).toHaveReceivedCommandWith(PutCommand, {
      Item: expect.objectContaining({ items: [expect.objectContaining({ route }), entry(1)] }),
    });
  });

  it('moves a revisited URL to the front and keeps 10', async () => {
    // Prepare
    const stored = Array.from({ length: 10 }, (_, index) => entry(index));
    dynamo.on(GetCommand).resolves({ Item: { userId: 'user-1', items: stored, version: 4 } });
    dynamo.on(PutCommand).resolves({});

    // Act
    const items = await recordRecentPages('user-1', [{ title: 'Again', url: '/page/5' }], NOW);

    // Assess
    expect(items).toHaveLength(10);
    expect(items[0]).toMatchObject({ title: 'Again', url: '/page/5' });
    expect(items.filter((item) => item.url === '/page/5')).toHaveLength(1);
    expect(dynamo).toHaveReceivedNthSpecificCommandWith(1, PutCommand, {
      ExpressionAttributeValues: {
        ':version': 4,
      },
    });
  });

  it('records a batch of visits in one read and one write, the last visited in front', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({ Item: { userId: 'user-1', items: [entry(1), entry(2)], version: 2 } });
    dynamo.on(PutCommand).resolves({});

    // Act
    const items = await recordRecentPages(
      'user-1',
      [
        { title: 'Page 2', url: '/page/2' },
        { title: 'New', url: '/new' },
        { title: 'Page 2', url: '/page/2' },
      ],
      NOW,
    );

    // Assess
    expect(items.map((item) => item.url)).toEqual(['/page/2', '/new', '/page/1']);
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 1);
    expect(dynamo).toHaveReceivedCommandTimes(PutCommand, 1);
  });

  it('drops the oldest entry when a new URL arrives at a full list', async () => {
    dynamo.on(GetCommand).resolves({
      Item: { userId: 'user-1', items: Array.from({ length: 10 }, (_, i) => entry(i)), version: 1 },
    });
    dynamo.on(PutCommand).resolves({});
    const items = await recordRecentPages('user-1', [{ title: 'New', url: '/new' }], NOW);
    expect(items.map((item) => item.url)).not.toContain('/page/9');
    expect(items[0]?.url).toBe('/new');
  });

  it('reads again and retries when another write won', async () => {
    // Prepare
    dynamo.on(GetCommand).resolves({});
    dynamo
      .on(PutCommand)
      .rejectsOnce(new ConditionalCheckFailedException({ message: 'lost', $metadata: {} }))
      .resolves({});

    // Act
    await recordRecentPages('user-1', [{ title: 'Dashboard', url: '/dashboard' }], NOW);

    // Assess
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 2);
    expect(dynamo).toHaveReceivedCommandTimes(PutCommand, 2);
  });
});
