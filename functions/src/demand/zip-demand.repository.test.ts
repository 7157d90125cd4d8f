import { BatchGetCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { fakeDemandTable, zipDemandItem, zipFigures } from '../testing/zip-demand-reads.fixtures';
import { getZipFigures } from './zip-demand.repository';

const dynamo = mockClient(DynamoDBDocumentClient);
beforeEach(() => dynamo.reset());

describe('getZipFigures', () => {
  it("reads each known ZIP once under its state's partition and answers those with an item", async () => {
    // Prepare
    const cheyenne = zipFigures('82009', 'WY', { buyers: 3 });
    fakeDemandTable(dynamo, [zipDemandItem(cheyenne)]);

    // Act
    const figures = await getZipFigures(['82009', '78701', '82009']);

    // Assess
    expect([...figures.keys()]).toEqual(['82009']);
    expect(figures.get('82009')).toMatchObject({ zipCode: '82009', state: 'WY', buyers: 3 });
    expect(dynamo).toHaveReceivedCommandWith(BatchGetCommand, {
      RequestItems: {
        'dealflow-test': {
          Keys: [
            { pk: 'ZIPDEMAND#WY', sk: 'ZIP#82009' },
            { pk: 'ZIPDEMAND#TX', sk: 'ZIP#78701' },
          ],
        },
      },
    });
  });

  it('reads nothing for ZIPs the ZIP data does not know', async () => {
    // Act
    const figures = await getZipFigures(['00000']);

    // Assess
    expect(figures.size).toBe(0);
    expect(dynamo.calls()).toHaveLength(0);
  });
});
