import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import {
  BatchGetCommand,
  DynamoDBDocumentClient,
  GetCommand,
  QueryCommand,
  UpdateCommand,
} from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { VIEWER_ADDRESS_HEADER } from '#shared/api/edge';
import {
  PUBLISHED_ZIP_DEMAND_POINTER_KEY,
  publishedZipDemandKey,
  zipDemandAttributes,
  type ZipDemandFigures,
} from '../../db/entities/zip-demand.entity';
import { apiEvent, bodyOf, lambdaContext } from '../../testing/api-event.fixtures';
import { figuresWithBuyers, memoryTable } from '../../testing/zip-demand-table.fixtures';
import { readsBeyondRateLimits } from '../../testing/rate-limit.fixtures';
import { handler } from './get-zip-analytics';

const dynamo = mockClient(DynamoDBDocumentClient);
const DAY = '2026-11-25';
const ask = (query: Record<string, string>, viewer = '203.0.113.7:51234') =>
  handler(
    apiEvent({
      path: '/api/analytics/zip-analytics',
      queryStringParameters: query,
      headers: { [VIEWER_ADDRESS_HEADER]: viewer },
    }),
    lambdaContext(),
  );
const snapshotItem = (figures: ZipDemandFigures, day = DAY) => ({
  ...publishedZipDemandKey(day, figures.state, figures.zipCode),
  ...zipDemandAttributes(figures),
});
const pointer = { ...PUBLISHED_ZIP_DEMAND_POINTER_KEY, asOf: DAY };

// 14 buyers, averages 42,600 and 2,260: shown rounded to 45,000 and 2,300.
const downtown = figuresWithBuyers('78701', 'TX', 14, {
  downPaymentSum: 14 * 42_600,
  monthlyPaymentSum: 14 * 2_260,
  updatedAt: '2026-11-24T16:30:00.000Z',
});
const few = figuresWithBuyers('78702', 'TX', 3);
const riverside = figuresWithBuyers('78704', 'TX', 11, { downPaymentCount: 10 });
const manhattan = figuresWithBuyers('10001', 'NY', 20);

beforeEach(() => {
  dynamo.reset();
  memoryTable(dynamo, [pointer, ...[downtown, few, riverside, manhattan].map((zip) => snapshotItem(zip))]);
  dynamo.on(UpdateCommand).resolves({});
});

describe('getZipAnalytics', () => {
  it('answers one row per asked ZIP in the asked order, disclosed, with the snapshot day, cacheable', async () => {
    // Act
    const result = await ask({ zipCodes: '78702,00000,78701,78703' });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(result.headers).toMatchObject({ 'cache-control': 'public, max-age=3600' });
    expect(bodyOf(result)).toEqual({
      asOf: DAY,
      minimumShown: 11,
      zips: [
        {
          zipCode: '78702',
          city: 'Austin',
          state: 'TX',
          buyers: null,
          averageDownPayment: null,
          averageMonthlyPayment: null,
          lastUpdated: '2026-11-20',
        },
        // Unknown to the shipped data: not looked up, no place, no buyers.
        {
          zipCode: '00000',
          city: null,
          state: null,
          buyers: 0,
          averageDownPayment: null,
          averageMonthlyPayment: null,
          lastUpdated: null,
        },
        {
          zipCode: '78701',
          city: 'Austin',
          state: 'TX',
          buyers: 14,
          averageDownPayment: 45_000,
          averageMonthlyPayment: 2_300,
          lastUpdated: '2026-11-24',
        },
        // Known but not in the snapshot: no buyers that day.
        {
          zipCode: '78703',
          city: 'Austin',
          state: 'TX',
          buyers: 0,
          averageDownPayment: null,
          averageMonthlyPayment: null,
          lastUpdated: null,
        },
      ],
      zipsFewerThanMinimum: null,
    });
  });

  it('reads the pointer and one BatchGet of the asked ZIPs: items in proportion to the ZIPs', async () => {
    // Prepare: 50 known ZIPs.
    const zips = Array.from({ length: 50 }, (_, index) => String(78701 + index));

    // Act
    const result = await ask({ zipCodes: zips.join(',') });

    // Assess
    expect(result.statusCode).toBe(200);
    expect(readsBeyondRateLimits(dynamo)).toHaveLength(1);
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 1);
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 0);
    const keys = Object.values(dynamo.commandCalls(BatchGetCommand)[0]!.args[0].input.RequestItems!)[0]!
      .Keys!;
    expect(keys.length).toBeLessThanOrEqual(50);
    expect(keys[0]).toEqual(publishedZipDemandKey(DAY, 'TX', '78701'));
  });

  it("answers a state's ZIPs with shown buyers by ZIP and how many others have too few, nothing summed", async () => {
    // Act
    const result = await ask({ state: 'tx' });

    // Assess
    expect(result.statusCode).toBe(200);
    const body = bodyOf(result) as { zips: { zipCode: string }[]; zipsFewerThanMinimum: number };
    expect(body.zips.map((zip) => zip.zipCode)).toEqual(['78701', '78704']);
    expect(body.zips[1]).toMatchObject({
      buyers: 11,
      averageDownPayment: null,
      averageMonthlyPayment: 2_000,
    });
    expect(body.zipsFewerThanMinimum).toBe(1);
    expect(dynamo).toHaveReceivedCommandWith(QueryCommand, {
      ExpressionAttributeValues: { ':pk': `ZIPDEMAND#PUBLISHED#${DAY}#TX` },
    });
  });

  it('answers asOf null and no figures before the first publication', async () => {
    // Prepare
    dynamo.reset();
    memoryTable(dynamo, [snapshotItem(downtown)]);
    dynamo.on(UpdateCommand).resolves({});

    // Act
    const zips = bodyOf(await ask({ zipCodes: '78701' }));
    const state = bodyOf(await ask({ state: 'TX' }));

    // Assess
    expect(zips).toMatchObject({
      asOf: null,
      zips: [{ zipCode: '78701', city: 'Austin', buyers: null, averageDownPayment: null, lastUpdated: null }],
      zipsFewerThanMinimum: null,
    });
    expect(state).toMatchObject({ asOf: null, zips: [], zipsFewerThanMinimum: null });
    expect(dynamo).toHaveReceivedCommandTimes(BatchGetCommand, 0);
    expect(dynamo).toHaveReceivedCommandTimes(QueryCommand, 0);
  });

  it('counts each request against the viewer address and answers 429 past the limit, reading nothing', async () => {
    // Prepare
    dynamo
      .on(UpdateCommand)
      .rejects(new ConditionalCheckFailedException({ message: 'limit reached', $metadata: {} }));

    // Act
    const result = await ask({ zipCodes: '78701' }, '198.51.100.4:443');

    // Assess
    expect(result.statusCode).toBe(429);
    expect(bodyOf(result)).toMatchObject({ code: 'RATE_LIMITED' });
    expect(dynamo).toHaveReceivedCommandWith(UpdateCommand, {
      Key: expect.objectContaining({ pk: expect.stringContaining('ip:198.51.100.4') }),
      ExpressionAttributeValues: expect.objectContaining({ ':room': 119 }),
    });
    expect(readsBeyondRateLimits(dynamo)).toHaveLength(0);
  });

  it.each([
    ['a bad ZIP', { zipCodes: '78701,7870' }, 'zipInvalid'],
    [
      '51 ZIPs',
      { zipCodes: Array.from({ length: 51 }, (_, i) => String(10001 + i)).join(',') },
      'zipCodesTooMany',
    ],
    ['a duplicate ZIP', { zipCodes: '78701,78701' }, 'zipDuplicate'],
    ['both ZIPs and a state', { zipCodes: '78701', state: 'TX' }, 'zipCodesOrState'],
    ['neither ZIPs nor a state', {}, 'zipCodesOrState'],
    ['an unknown state', { state: 'XX' }, 'stateInvalid'],
  ])('answers 400 for %s with the message', async (_, query, message) => {
    // Act
    const result = await ask(query);

    // Assess
    expect(result.statusCode).toBe(400);
    expect(bodyOf(result)).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: expect.arrayContaining([expect.objectContaining({ message })]),
    });
    expect(dynamo).toHaveReceivedCommandTimes(GetCommand, 0);
  });

  it('answers 400 for an unknown parameter, naming it', async () => {
    // Act
    const result = await ask({ zipCodes: '78701', limit: '5' });

    // Assess
    expect(result.statusCode).toBe(400);
    expect(JSON.stringify(bodyOf(result))).toContain('limit');
  });
});
