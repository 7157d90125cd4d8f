/**
 * Alert fan-out budget (docs/benchmarks.md "Alert fan-out"): a listing matching 1k and 10k buyers,
 * and a weekly digest for 10k buyers, each invocation within its Lambda timeout with a 3× margin
 * (alerts consumer 30 s → 10 s per message, listing or slice; digest job 900 s → 300 s).
 *
 * One fresh in-memory local DynamoDB (scripts/local/dynamodb) with the real table, reached through
 * the local transaction front as the functions reach it; synthetic buyers (no real data) whose buy
 * box names the listing's ZIP, half realtime, a quarter daily, a quarter weekly, one in ten with
 * texts on. SES, SQS and the SMS service are in-process stand-ins on the functions' own clients:
 * each call is counted and answered after a fixed latency (SES 20 ms, SMS 20 ms, SQS 10 ms), a
 * model of the remote service that makes the effect of sending concurrently visible; it is not
 * their real latency or throttling. The queue stand-in keeps the messages, and the bench hands each
 * to the real consumer handler as its own invocation (batch size 1, as in AWS), timing each one.
 *
 * Sizes: DEALFLOW_BENCH_FANOUT_SIZES (comma-separated), default 1000,10000; the weekly digest is
 * measured at the largest size.
 */
import type { SQSBatchResponse, SQSEvent } from 'aws-lambda';
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { digestWindow } from '#shared/alerts/alert-frequency';
import { DEFAULT_TEXT_CHOICES } from '#shared/texting/text-alerts';
import { buyBoxSchema, buyerPreferencesSchema } from '#shared/users/buyer-preferences';
import { toAlertIndexItem } from '#functions/db/entities/alert-index.entity';
import { toDealAlertItem } from '#functions/db/entities/alert.entity';
import { toDealItem, type DealRecord } from '#functions/db/entities/deal.entity';
import { textSettingsKey } from '#functions/db/entities/text-alerts.entity';
import { toUserItem } from '#functions/db/entities/user.entity';
import { batchWriteAll } from '../seed/deals/batch-write';
import { generateDemoDeals } from '../seed/deals/deal-generator';
import { benchBuyerId as buyerId, benchBuyerRecord } from './bench-buyers';
import { benchSizes } from './bench-sizes';
import type { MiddlewareClient } from './sdk-middleware';
import { startBenchTable } from './bench-table';
import { itemsReadBy } from './read-units';
import { runAlone } from './run-alone';

const TABLE = 'dealflow-bench-fanout';
const SEED = 5151;
const SELLER = 'bench-seller';
/** Fixed latency of each stand-in call (a model of the remote service, not a measurement). */
const LATENCY_MS = { ses: 20, sms: 20, sqs: 10 } as const;
/** The alerts consumer's timeout and the digest jobs', each with a 3× margin. */
const CONSUMER_BUDGET_S = 30 / 3;
const DIGEST_JOB_BUDGET_S = 900 / 3;
/** Unsent alerts each buyer has in the weekly window the digest sends. */
const ALERTS_PER_DIGEST = 3;
const LOAD_CONCURRENCY = 4;

type Counts = Record<string, number>;

/** Calls per service and command, and DynamoDB items read and written, since the last take(). */
class Meter {
  private counts: Counts = {};

  add(name: string, amount = 1) {
    this.counts[name] = (this.counts[name] ?? 0) + amount;
  }

  take(): Counts {
    const taken = this.counts;
    this.counts = {};
    return taken;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Counts the DynamoDB calls, items read and items written of the functions' document client. */
function meterDynamo(client: DynamoDBDocumentClient, meter: Meter) {
  (client as unknown as MiddlewareClient).middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName).replace(/Command$/, '');
      meter.add(`dynamodb ${command}`);
      const input = args.input as {
        RequestItems?: Record<string, unknown[]>;
        TransactItems?: unknown[];
      };
      if (['PutItem', 'UpdateItem', 'DeleteItem'].includes(command)) {
        meter.add('items written');
      }
      if (command === 'BatchWriteItem') {
        for (const requests of Object.values(input.RequestItems ?? {}))
          meter.add('items written', requests.length);
      }
      if (command === 'TransactWriteItems') meter.add('items written', input.TransactItems?.length ?? 0);
      const result = await next(args);
      meter.add('items read', itemsReadBy(result.output));
      return result;
    },
    { step: 'initialize', name: 'benchMeter' },
  );
}

/** Answers every call of `client` in-process after `latencyMs`, counting it; `answer` makes the output. */
function standIn(
  client: MiddlewareClient,
  service: string,
  latencyMs: number,
  meter: Meter,
  answer: (input: Record<string, unknown>) => object,
) {
  let id = 0;
  client.middlewareStack.add(
    () => async (args) => {
      meter.add(service);
      await sleep(latencyMs);
      id += 1;
      return {
        output: {
          $metadata: {},
          MessageId: `${service}-${id}`,
          ...answer(args.input as Record<string, unknown>),
        },
        response: {},
      };
    },
    { step: 'initialize', name: `benchStandIn${service}`, priority: 'high' },
  );
}

const SEARCH_FREQUENCIES = ['realtime', 'realtime', 'dailyDigest', 'weeklySummary'] as const;

/** Buyer `index`'s items: the User item, its ZIP alert-index item, and every tenth its texting settings. */
function buyerItems(index: number, zipCode: string, at: string): Record<string, unknown>[] {
  const userId = buyerId(index);
  const record = {
    ...benchBuyerRecord(index, at),
    buyBox: buyBoxSchema.parse({ type: 'both', zipCodes: [zipCode] }),
    buyerPreferences: buyerPreferencesSchema.parse({
      homeType: 'investment',
      propertyType: 'land',
      state: 'AK',
      city: 'Nome',
      searchFrequency: SEARCH_FREQUENCIES[index % SEARCH_FREQUENCIES.length],
    }),
  };
  const items: Record<string, unknown>[] = [
    toUserItem(record),
    toAlertIndexItem({ source: 'buyBox', zipCode }, userId),
  ];
  if (index % 10 === 0) {
    items.push({
      ...textSettingsKey(userId),
      entity: 'TextSettings',
      userId,
      status: 'on',
      phoneNumber: `+1512555${String(index % 10_000).padStart(4, '0')}`,
      consent: { version: '1', language: 'en', wording: 'I agree', at },
      // Urgent, so quiet hours never hold a text whatever the hour the bench runs at.
      choices: { ...DEFAULT_TEXT_CHOICES, dealMatch: { on: true, urgent: true } },
      quietHours: { start: '21:00', end: '08:00', timeZone: 'America/New_York' },
      lastDelivery: null,
      updatedAt: at,
    });
  }
  return items;
}

interface Phase {
  name: string;
  /** Wall time of each invocation, in order: the first is the message or job that started it. */
  invocations: number[];
  budgets: number[];
  counts: Counts;
}

export async function benchAlertFanout(): Promise<boolean> {
  const sizes = process.env.DEALFLOW_BENCH_FANOUT_SIZES
    ? benchSizes('DEALFLOW_BENCH_FANOUT_SIZES')
    : [1_000, 10_000];
  const { loader, stop } = await startBenchTable(TABLE);
  // Texts on, and somewhere to send queue messages: the stand-ins answer before any address is used.
  Object.assign(process.env, {
    SMS_ORIGINATION_IDENTITY: '+18885550100',
    SMS_CONFIGURATION_SET: 'bench',
    ALERTS_QUEUE_URL: 'https://sqs.us-east-2.amazonaws.com/000000000000/bench-alerts',
  });
  try {
    const clients = await import('#functions/lib/clients');
    const meter = new Meter();
    const queue: unknown[] = [];
    meterDynamo(clients.dynamo(), meter);
    standIn(clients.ses() as unknown as MiddlewareClient, 'ses SendEmail', LATENCY_MS.ses, meter, () => ({}));
    standIn(
      clients.sms() as unknown as MiddlewareClient,
      'sms SendTextMessage',
      LATENCY_MS.sms,
      meter,
      () => ({}),
    );
    standIn(
      clients.sqs() as unknown as MiddlewareClient,
      'sqs SendMessage',
      LATENCY_MS.sqs,
      meter,
      (input) => {
        queue.push(JSON.parse(String(input.MessageBody)));
        return {};
      },
    );
    const { handler: consumer } = await import('#functions/alerts/handlers/alerts-consumer');
    const { handler: weeklyDigestJob } = await import('#functions/alerts/handlers/weekly-digest-job');

    /** One consumer invocation of one message; its wall time in seconds. */
    const invoke = async (body: unknown): Promise<number> => {
      const started = performance.now();
      const result = (await consumer(sqsEventOf(body))) as SQSBatchResponse;
      const seconds = (performance.now() - started) / 1000;
      if (result.batchItemFailures.length > 0) throw new Error(`A message failed: ${JSON.stringify(body)}`);
      return seconds;
    };
    /** Hands every queued message to the consumer, one invocation each, until the queue is empty. */
    const drain = async (): Promise<number[]> => {
      const times: number[] = [];
      while (queue.length > 0) times.push(await invoke(queue.shift()));
      return times;
    };

    const now = new Date();
    const at = now.toISOString();
    const deals = generateDemoDeals({
      count: sizes.length + ALERTS_PER_DIGEST,
      seed: SEED,
      now,
      owners: [SELLER],
      listingsOnly: true,
    });
    const first = deals[0]!.record;
    // Every listing in the first one's ZIP, active, so each matches every buyer loaded so far.
    const listings: DealRecord[] = deals.map(({ record }) => ({
      ...record,
      status: 'active',
      zipCode: first.zipCode,
      city: first.city,
      state: first.state,
    }));
    await batchWriteAll(loader, TABLE, listings.map(toDealItem), { concurrency: LOAD_CONCURRENCY });

    const phases: Phase[] = [];
    let loaded = 0;
    for (const [index, size] of sizes.entries()) {
      const started = performance.now();
      const items = Array.from({ length: size - loaded }, (_, offset) =>
        buyerItems(loaded + offset, first.zipCode, at),
      ).flat();
      await batchWriteAll(loader, TABLE, items, { concurrency: LOAD_CONCURRENCY });
      loaded = size;
      process.stderr.write(
        `  ${size} buyers loaded in ${((performance.now() - started) / 1000).toFixed(0)} s\n`,
      );
      const listing = listings[index]!;
      meter.take();
      const invocations = [await invoke({ dealId: listing.dealId, event: 'listed', at: listing.createdAt })];
      invocations.push(...(await drain()));
      phases.push({
        name: `listing matching ${size} buyers`,
        invocations,
        budgets: invocations.map(() => CONSUMER_BUDGET_S),
        counts: meter.take(),
      });
    }

    // The weekly digest of the week before this one, for every buyer: ALERTS_PER_DIGEST listings each.
    const window = digestWindow('weekly', now);
    const digestAlerts = Array.from({ length: loaded }, (_, index) =>
      listings.slice(sizes.length).map((listing) =>
        toDealAlertItem({
          userId: buyerId(index),
          dealId: listing.dealId,
          reasons: [{ key: 'buyBoxZip', values: { zipCode: first.zipCode } }],
          frequency: 'weekly',
          channel: 'digest',
          windowKey: window.key,
          dueAt: window.start,
          sentAt: null,
          createdAt: window.start,
        }),
      ),
    ).flat();
    await batchWriteAll(loader, TABLE, digestAlerts, { concurrency: LOAD_CONCURRENCY });
    meter.take();
    const jobStarted = performance.now();
    await weeklyDigestJob({ time: at });
    const invocations = [(performance.now() - jobStarted) / 1000, ...(await drain())];
    phases.push({
      name: `weekly digest for ${loaded} buyers`,
      invocations,
      budgets: [DIGEST_JOB_BUDGET_S, ...invocations.slice(1).map(() => CONSUMER_BUDGET_S)],
      counts: meter.take(),
    });
    return printResults(phases);
  } finally {
    await stop();
  }
}

function sqsEventOf(body: unknown): SQSEvent {
  return {
    Records: [
      {
        messageId: 'bench-message',
        receiptHandle: 'bench',
        body: JSON.stringify(body),
        attributes: {
          ApproximateReceiveCount: '1',
          SentTimestamp: '0',
          SenderId: 'bench',
          ApproximateFirstReceiveTimestamp: '0',
        },
        messageAttributes: {},
        md5OfBody: '',
        eventSource: 'aws:sqs',
        eventSourceARN: 'arn:aws:sqs:us-east-2:000000000000:bench-alerts',
        awsRegion: 'us-east-2',
      },
    ],
  };
}

function printResults(phases: readonly Phase[]): boolean {
  console.log(
    `\nAlert fan-out: invocations and their wall time (stand-ins: SES ${LATENCY_MS.ses} ms, SMS ${LATENCY_MS.sms} ms, ` +
      `SQS ${LATENCY_MS.sqs} ms a call), calls per service and DynamoDB items`,
  );
  let allWithin = true;
  const rows = phases.map((phase) => {
    const [firstTime, ...rest] = phase.invocations;
    const within = phase.invocations.every((seconds, index) => seconds <= phase.budgets[index]!);
    allWithin &&= within;
    const slowestSlice = rest.length > 0 ? Math.max(...rest) : null;
    return {
      phase: phase.name,
      'first (s)': firstTime!.toFixed(2),
      slices: rest.length,
      'slowest slice (s)': slowestSlice === null ? '-' : slowestSlice.toFixed(2),
      'all (s)': phase.invocations.reduce((sum, seconds) => sum + seconds, 0).toFixed(1),
      budget: `${phase.budgets[0]} s${rest.length > 0 ? `, slices ${CONSUMER_BUDGET_S} s` : ''} ${within ? 'ok' : 'OVER'}`,
    };
  });
  console.table(rows);
  for (const phase of phases) {
    console.log(`\n${phase.name}:`);
    console.table(
      Object.fromEntries(
        Object.entries(phase.counts)
          .sort(([a], [b]) => a.localeCompare(b))
          .map(([name, count]) => [name, { count }]),
      ),
    );
  }
  console.log(
    `Budget: every invocation within its Lambda timeout with a 3× margin: the alerts consumer (a listing ` +
      `or a slice) ≤ ${CONSUMER_BUDGET_S} s of its 30 s, the weekly digest job ≤ ${DIGEST_JOB_BUDGET_S} s of its 900 s.`,
  );
  return allWithin;
}

if (require.main === module) runAlone(benchAlertFanout);
