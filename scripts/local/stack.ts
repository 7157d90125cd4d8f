/**
 * Starts and stops the whole local stack in this process: DynamoDB (dynalite + transaction front),
 * Cognito (cognito-local + front), S3 (s3rver), SES (aws-ses-v2-local), SQS (in-process queues), the
 * text store (End User Messaging SMS), the API gateway and the web origin. `npm start` and
 * `with-stack` are thin wrappers around it.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CognitoIdentityProviderClient } from '@aws-sdk/client-cognito-identity-provider';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { S3Event } from 'aws-lambda';
import { createRemoteJWKSet } from 'jose';
import { routes } from '#shared/api/routes';
import type { WebConfig } from '#shared/core/config';
import {
  PHOTO_RENDITIONS_CONSUMER,
  PHOTO_RENDITIONS_VISIBILITY_TIMEOUT_SECONDS,
} from '#shared/jobs/photo-renditions-consumer';
import { seedDemoAccounts, type SeedOutcome } from '../seed/seed-demo-accounts';
import { DEMO_ACCOUNTS } from '../seed/demo-accounts';
import { seedDemoDeals } from '../seed/deals/seed-demo-deals';
import { seedDemoProfiles } from '../seed/seed-demo-profiles';
import { seedDemoTraining } from '../seed/seed-demo-training';
import { seedDemoBuyers } from '../seed/seed-demo-buyers';
import { seedDemoBuyerMatches } from '../seed/seed-demo-buyer-matches';
import { createCognitoFront } from './cognito/cognito-front';
import { createCustomAuth } from './cognito/custom-auth';
import { createMfaSignIn } from './cognito/mfa-sign-in';
import { enrolDemoTotp } from './cognito/enrol-totp';
import { LOCAL_CUSTOM_AUTH_TRIGGERS, LOCAL_CUSTOM_MESSAGE_TRIGGER } from './cognito/local-triggers';
import { startCognitoLocal } from './cognito/cognito-service';
import { createAdminUserGlobalSignOut, createGlobalSignOut } from './cognito/global-sign-out';
import { createCognitoMessageSender } from './cognito/message-sender';
import { ensureUserPool } from './cognito/user-pool';
import { ensureTable } from './dynamodb/create-table';
import { startDynamoDb } from './dynamodb/dynamodb-service';
import { applyFunctionEnvironment, functionEnvironment, type PoolIds } from './function-environment';
import { createGateway } from './gateway/gateway-server';
import { createHandlerLoader, invokeHandler } from './gateway/handler-loader';
import { createJwtVerifier } from './gateway/jwt-verifier';
import { findScheduledJob } from '#shared/jobs/scheduled-jobs';
import { createLocalJobs, runScheduledJob } from './jobs/local-jobs';
import { assertPortFree, closeServer, listen, PortInUseError } from './http/server-utils';
import { LocalQueue } from './queue/local-queue';
import {
  QUEUE_CONSUMER_TIMEOUT_SECONDS,
  QUEUE_CONSUMERS,
  QUEUE_URL_VARIABLES,
  QUEUE_VISIBILITY_TIMEOUT_SECONDS,
  type QueueConsumerDefinition,
} from '#shared/jobs/queue-consumers';
import { createSqsEndpoint } from './queue/sqs-endpoint';
import { photoRenditionNotification } from './s3/photo-rendition-events';
import { startS3 } from './s3/s3-service';
import { startSes } from './ses/ses-service';
import { startSms } from './sms/sms-service';
import { textTopicSubscriber } from './sms/text-topic-subscribers';
import {
  PORT_SETTINGS,
  publicUrl,
  spaOrigins,
  stackSettings,
  type ServiceName,
  type StackSettings,
} from './settings';
import { localWebConfig } from './web/web-config';
import { startWebServer, type WebMode } from './web/web-server';

export interface StackOptions {
  /** Keep data here across runs (`.local/`); undefined: memory and a temporary folder, wiped on stop. */
  dataDir?: string;
  /** Which web origin to serve; `none` starts everything but the web server. */
  web: WebMode | 'none';
  /** Seed the demo accounts (default true). */
  seed?: boolean;
  /**
   * Also seed the demo deals and their photos (default false): 20–30 s on a fresh data folder (photos and ~12k items), so
   * `npm start` asks for them and throwaway test stacks do not (DEALFLOW_SEED_DEALS=1 opts in).
   */
  seedDeals?: boolean;
  /** One line per request and per notable event. */
  log?: (line: string) => void;
  settings?: StackSettings;
}

export interface RunningStack {
  settings: StackSettings;
  pool: PoolIds;
  webConfig: WebConfig;
  /** URLs as browsers and tests reach them. */
  urls: Record<ServiceName, string>;
  seeded: SeedOutcome[];
  /** Queue name → queue, for tests and diagnostics. */
  queues: ReadonlyMap<string, LocalQueue>;
  /**
   * This start's feedback challenge key, handed to the tests (test-environment.ts) so they can sign
   * a challenge the API cannot issue on demand: one that already expired.
   */
  feedbackChallengeSecret: string;
  /**
   * This start's seed of the key Certified Buyer credentials are signed with, handed to the tests
   * so they can check a credential was signed by this stack's key.
   */
  trainingBadgeSecret: string;
  timings: [step: string, ms: number][];
  /** The DynamoDB stand-in itself, past the transaction front: for bulk loads (benches), never the API. */
  dynamoBackendUrl: string;
  stop(): Promise<void>;
}

export async function startStack(options: StackOptions): Promise<RunningStack> {
  const settings = options.settings ?? stackSettings();
  const log = options.log ?? (() => undefined);
  const timings: [string, number][] = [];
  const stops: [string, () => Promise<void> | void][] = [];
  const time = async <T>(step: string, task: () => Promise<T>): Promise<T> => {
    const started = performance.now();
    const result = await task();
    timings.push([step, Math.round(performance.now() - started)]);
    return result;
  };

  const stop = async () => {
    const failures: string[] = [];
    for (const [name, stopOne] of stops.splice(0).reverse()) {
      try {
        await stopOne();
      } catch (error) {
        failures.push(`${name}: ${String(error)}`);
      }
    }
    if (failures.length > 0) throw new Error(`Stopping the local stack failed for ${failures.join('; ')}`);
  };

  try {
    const { host, ports } = settings;
    const webPorts = options.web === 'none' ? [] : (['web'] as const);
    await time('ports free', () =>
      assertPortsFree(host, ports, [
        'gateway',
        'dynamodb',
        'cognito',
        's3',
        'ses',
        'sqs',
        'sms',
        ...webPorts,
      ]),
    );

    const temporaryDir = options.dataDir ? undefined : mkdtempSync(path.join(tmpdir(), 'dealflow-stack-'));
    if (temporaryDir)
      stops.push(['temporary data', () => rmSync(temporaryDir, { recursive: true, force: true })]);
    const dataDir = options.dataDir ?? temporaryDir!;

    const loadHandler = createHandlerLoader();
    // Set once the queues exist; nothing is stored in S3 before that.
    const photoRenditions: { queue?: LocalQueue } = {};
    // As the deployed bucket notifies the renditions queue of each checked listing photo stored.
    const queuePhotoRenditions = (event: S3Event) => {
      const notification = photoRenditionNotification(event);
      if (notification) photoRenditions.queue?.send(JSON.stringify(notification));
    };
    const [dynamo, s3, ses, cognito, sms] = await time('stand-ins started', () =>
      Promise.all([
        startDynamoDb({
          host,
          port: ports.dynamodb,
          ...(options.dataDir ? { dataDir: path.join(options.dataDir, 'dynamodb') } : {}),
        }),
        startS3({
          host,
          port: ports.s3,
          dataDir: path.join(dataDir, 's3'),
          buckets: [settings.uploadsBucket],
          allowedOrigins: spaOrigins(settings),
          onObjectEvent: queuePhotoRenditions,
        }),
        startSes({ host, port: ports.ses }),
        startCognitoLocal({
          dataDir: path.join(dataDir, 'cognito'),
          issuerDomain: settings.issuerDomain,
          logLevel: process.env.DEALFLOW_COGNITO_LOG ?? 'error',
          // The deployed CustomMessage trigger writes the reset-password link e-mail here too.
          customMessage: LOCAL_CUSTOM_MESSAGE_TRIGGER,
          messageSender: createCognitoMessageSender({
            sesUrl: publicUrl(settings, 'ses'),
            region: settings.region,
            log,
          }),
        }),
        startSms({
          host,
          port: ports.sms,
          region: settings.region,
          // The handlers the two topics' subscriptions run in AWS, with the same SNS-shaped events.
          onReply: textTopicSubscriber('text-replies', loadHandler, settings.region),
          onDelivery: textTopicSubscriber('text-delivery-events', loadHandler, settings.region),
          log,
        }),
      ]),
    );
    stops.push(
      ['DynamoDB', dynamo.stop],
      ['S3', s3.stop],
      ['SES', ses.stop],
      ['Cognito', cognito.stop],
      ['text store', sms.stop],
    );

    const cognitoFront = createCognitoFront({
      backendUrl: cognito.url,
      allowedOrigins: spaOrigins(settings),
      issuerDomain: settings.issuerDomain,
      publicUrl: () => publicUrl(settings, 'cognito'),
      globalSignOut: createGlobalSignOut(cognito),
      // Sign-in by e-mail link: the deployed auth-challenge triggers, driven in this process.
      customAuth: createCustomAuth(cognito, LOCAL_CUSTOM_AUTH_TRIGGERS),
      adminUserGlobalSignOut: createAdminUserGlobalSignOut(cognito),
      mfaSignIn: createMfaSignIn(cognito),
    });
    await listen(cognitoFront, ports.cognito, host, 'Cognito');
    stops.push(['Cognito front', () => closeServer(cognitoFront)]);

    const dynamoClient = new DynamoDBClient({
      endpoint: dynamo.url,
      region: settings.region,
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
    const [pool] = await time('table and user pool', () =>
      Promise.all([
        ensureUserPool(cognito, {
          userPoolId: settings.userPoolId,
          poolName: settings.userPoolName,
          clientName: settings.userPoolClientName,
          region: settings.region,
        }),
        ensureTable(dynamoClient, settings.tableName),
      ]),
    );
    dynamoClient.destroy();

    // Queues: the SQS endpoint and one in-process queue per declared consumer.
    const sqs = createSqsEndpoint(() => publicUrl(settings, 'sqs'));
    await listen(sqs.server, ports.sqs, host, 'SQS');
    stops.push(['SQS', () => closeServer(sqs.server)]);
    const queues = new Map<string, LocalQueue>();
    const queueVariables: Record<string, string> = {};
    // The same batch size, visibility timeout, consumer timeout and dead-letter rule as in AWS.
    const addConsumerQueue = (
      definition: Pick<QueueConsumerDefinition, 'handler' | 'batchSize' | 'maxReceiveCount'> & {
        name: string;
      },
      timeouts: { visibilitySeconds: number; consumerSeconds: number },
    ): LocalQueue => {
      const queue = new LocalQueue({
        name: definition.name,
        region: settings.region,
        log,
        batchSize: definition.batchSize,
        maxReceiveCount: definition.maxReceiveCount,
        visibilityTimeoutMs: timeouts.visibilitySeconds * 1000,
        consumerTimeoutMs: timeouts.consumerSeconds * 1000,
        consumer: async (event, context) => {
          const handler = await loadHandler({
            id: `${definition.name}Consumer`,
            handler: definition.handler,
          });
          return (await invokeHandler(handler, event, context)) as void;
        },
      });
      queues.set(definition.name, queue);
      stops.push([`queue ${definition.name}`, () => queue.stop()]);
      return queue;
    };
    for (const definition of QUEUE_CONSUMERS) {
      const queue = addConsumerQueue(definition, {
        visibilitySeconds: QUEUE_VISIBILITY_TIMEOUT_SECONDS,
        consumerSeconds: QUEUE_CONSUMER_TIMEOUT_SECONDS,
      });
      queueVariables[QUEUE_URL_VARIABLES[definition.name]] = sqs.register(queue);
    }
    // Fed by the S3 stand-in, not by functions: no URL to hand out (docs/local-stack.md).
    photoRenditions.queue = addConsumerQueue(PHOTO_RENDITIONS_CONSUMER, {
      visibilitySeconds: PHOTO_RENDITIONS_VISIBILITY_TIMEOUT_SECONDS,
      consumerSeconds: PHOTO_RENDITIONS_CONSUMER.timeoutSeconds,
    });

    // A new origin secret per start, known only to this process: the web origin adds it to every /api
    // request as CloudFront does, and the gateway refuses requests without it (docs/decisions/edge.md).
    const originSecret = randomBytes(32).toString('base64url');
    // Feedback's challenges are signed with a key of this start too (docs/feedback.md).
    const feedbackChallengeSecret = randomBytes(32).toString('base64url');
    // So are Certified Buyer credentials (docs/training.md "The credential"): the issuer's key is
    // this start's, as the deployed stack's is its generated secret.
    const trainingBadgeSecret = randomBytes(32).toString('base64url');
    // Handlers run in this process: give it exactly the environment a deployed function has.
    applyFunctionEnvironment({
      ...functionEnvironment(settings, pool),
      ORIGIN_SECRET: originSecret,
      FEEDBACK_CHALLENGE_SECRET: feedbackChallengeSecret,
      TRAINING_BADGE_SECRET: trainingBadgeSecret,
      ...queueVariables,
    });

    const gateway = createGateway({
      routes,
      region: settings.region,
      loadHandler,
      log,
      // A failing handler is always worth seeing, even when requests are not logged.
      logError: (line) => console.error(line),
      // The scheduled jobs, on demand (docs/local-stack.md "Scheduled jobs").
      localEndpoints: createLocalJobs({
        loadHandler,
        region: settings.region,
        // Delayed messages (webhook retries parked for minutes) are not waited for.
        // The delivery events of the texts sent are part of the work (their handler records them).
        drainQueues: () =>
          Promise.all([...[...queues.values()].map((queue) => queue.settled()), sms.settled()]).then(
            () => undefined,
          ),
        log,
      }),
      verify: createJwtVerifier({
        issuer: `${settings.issuerDomain}/${pool.userPoolId}`,
        audience: [pool.userPoolClientId],
        // Fetched from the local pool like the authorizer fetches the real pool's keys; the key in
        // it ships with cognito-local, so only the local gateway ever trusts it.
        keys: createRemoteJWKSet(
          new URL(`${publicUrl(settings, 'cognito')}/${pool.userPoolId}/.well-known/jwks.json`),
        ),
      }),
    });
    await listen(gateway, ports.gateway, host, 'API gateway');
    stops.push(['API gateway', () => closeServer(gateway)]);

    let seeded: SeedOutcome[] = [];
    if (options.seed !== false) {
      const cognitoClient = new CognitoIdentityProviderClient({
        endpoint: publicUrl(settings, 'cognito'),
        region: settings.region,
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      });
      seeded = await time('seed', () => seedDemoAccounts(cognitoClient, pool.userPoolId));
      cognitoClient.destroy();
      await enrolDemoTotp(cognito, pool.userPoolId, seeded, DEMO_ACCOUNTS);
      await time('seed profiles', () => seedDemoProfiles(seeded));
      await time('seed training', () => seedDemoTraining(seeded));
      // Every start, not only with deals: the demand maps, their API tests and e2e rely on the buyers.
      const loader = DynamoDBDocumentClient.from(
        new DynamoDBClient({
          endpoint: dynamo.backendUrl,
          region: settings.region,
          credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
        }),
        { marshallOptions: { removeUndefinedValues: true } },
      );
      await time('seed buyers', () => seedDemoBuyers(cognito, pool.userPoolId, loader));
      if (options.seedDeals) {
        await time('seed deals', () => seedDemoDeals(seeded));
        await time('seed buyer matches', () => seedDemoBuyerMatches(seeded, loader));
      }
      loader.destroy();
    }
    // Listings kept from before browse entries get theirs, so a developer's older data browses
    // fully without anyone knowing (the migration job; after one run it finds nothing).
    await time('backfill browse entries', () =>
      runScheduledJob(findScheduledJob('backfill-browse-entries')!, new Date(), {
        loadHandler,
        region: settings.region,
      }),
    );

    const webConfig = localWebConfig(settings, pool);
    if (options.web !== 'none') {
      const web = await time(`web server (${options.web})`, () =>
        startWebServer({
          mode: options.web as WebMode,
          host,
          port: ports.web,
          config: webConfig,
          targets: {
            gatewayUrl: `http://${host}:${ports.gateway}`,
            cognitoUrl: `http://${host}:${ports.cognito}`,
            s3Url: `http://${host}:${ports.s3}`,
            uploadsBucket: settings.uploadsBucket,
            originSecret,
          },
          uploadsOrigin: publicUrl(settings, 's3'),
        }),
      );
      stops.push(['web server', web.stop]);
    }

    const urls = Object.fromEntries(
      (Object.keys(settings.ports) as ServiceName[]).map((service) => [
        service,
        publicUrl(settings, service),
      ]),
    ) as Record<ServiceName, string>;
    return {
      settings,
      pool,
      webConfig,
      urls,
      seeded,
      queues,
      feedbackChallengeSecret,
      trainingBadgeSecret,
      timings,
      dynamoBackendUrl: dynamo.backendUrl,
      stop,
    };
  } catch (error) {
    await stop().catch(() => undefined);
    throw error;
  }
}

/** Checks every port at once, so one message names all the clashes. */
async function assertPortsFree(
  host: string,
  ports: Record<ServiceName, number>,
  services: ServiceName[],
): Promise<void> {
  const results = await Promise.allSettled(
    services.map((service) => assertPortFree(ports[service], host, service)),
  );
  const taken = results.flatMap((result, index) =>
    result.status === 'rejected' && result.reason instanceof PortInUseError
      ? [`${ports[services[index]!]} (${PORT_SETTINGS[services[index]!].variable})`]
      : [],
  );
  if (taken.length > 0) {
    throw new Error(
      `Port${taken.length > 1 ? 's' : ''} ${taken.join(', ')} already in use on ${host}: is another ` +
        '`npm start` or test run going? Stop it, or move the ports with the variables named (docs/local-stack.md).',
    );
  }
  const failure = results.find((result) => result.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
}
