/**
 * The whole Dealflow deployment in one stack: identity, data, storage, e-mail, texts, queues, the
 * API generated from the route table, and the site that serves the SPA, the API and the uploads.
 */
import { CfnOutput, Duration, RemovalPolicy, Stack, type StackProps } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import type { Construct } from 'constructs';
import { routes as routeTable } from '#shared/api/routes';
import type { RouteDefinition } from '#shared/api/route';
import {
  QUEUE_CONSUMERS,
  QUEUE_VISIBILITY_TIMEOUT_SECONDS,
  type QueueName,
} from '#shared/jobs/queue-consumers';
import { SCHEDULED_JOBS } from '#shared/jobs/scheduled-jobs';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';
import type { StageConfig } from '../config/stage-config';
import { AccessLogs } from '../constructs/access-logs';
import { Alarms } from '../constructs/alarms';
import { Api } from '../constructs/api';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Email } from '../constructs/email';
import { acknowledgeNag } from '../constructs/nag';
import { Queue } from '../constructs/queue';
import { pascalCase } from '../constructs/construct-ids';
import { QueueConsumerFunction } from '../constructs/queue-consumer-function';
import { jobConstructId, ScheduledJobFunction } from '../constructs/scheduled-job-function';
import { ASSETS_PATH, Site } from '../constructs/site';
import { assertWebDist, SiteDeployment } from '../constructs/site-deployment';
import { reservePublicRouteConcurrency } from '../constructs/public-route-concurrency';
import { PhotoRenditions } from '../constructs/photo-renditions';
import { Storage } from '../constructs/storage';
import { TextTopicSubscriberFunction } from '../constructs/text-topic-subscriber-function';
import { textingIdentity, TextTopics } from '../constructs/texting';

export interface DealflowStackProps extends StackProps {
  config: StageConfig;
  /** Folder of the built SPA to publish (web/dist). */
  webDistPath: string;
  /** The API's routes; the route table unless a test narrows it. */
  routes?: readonly RouteDefinition[];
  /** The us-east-1 WAF web ACL for the distribution (DealflowEdgeStack.webAclArn). */
  webAclArn: string;
}

/** Dealflow's single stack. */
export class DealflowStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly api: Api;
  readonly site: Site;
  /** The work queues with their dead-letter queues, by name. */
  readonly queues: Record<QueueName, Queue>;
  readonly alarms: Alarms;
  /** The topics the messaging service publishes text replies and delivery events to. */
  readonly textTopics: TextTopics;

  constructor(scope: Construct, id: string, props: DealflowStackProps) {
    // Checked before anything is built, so a missing SPA build fails before minutes of bundling.
    assertWebDist(props.webDistPath);
    super(scope, id, props);
    const { config } = props;
    const retain = config.isProduction;
    const logRetention = config.isProduction ? RetentionDays.ONE_YEAR : RetentionDays.ONE_MONTH;

    const accessLogs = new AccessLogs(this, 'AccessLogs', {
      retain,
      expiration: Duration.days(config.isProduction ? 365 : 30),
    });
    const email = new Email(this, 'Email', { fromAddress: config.emailFrom });
    this.auth = new Auth(this, 'Auth', {
      stage: config.stage,
      region: this.region,
      allowUserPasswordAuth: config.allowUserPasswordAuth,
      retain,
      deletionProtection: config.holdsData,
      sesSender: config.cognitoEmailViaSes
        ? { fromAddress: config.emailFrom, identity: email.identity }
        : undefined,
    });
    this.data = new Data(this, 'Data', { retain, deletionProtection: config.holdsData });
    this.storage = new Storage(this, 'Storage', {
      stage: config.stage,
      retain,
      accessLogsBucket: accessLogs.bucket,
    });
    // The work queues (shared/src/jobs/queue-consumers.ts); their consumers are added below.
    this.queues = Object.fromEntries(
      QUEUE_CONSUMERS.map((consumer) => [
        consumer.name,
        new Queue(this, pascalCase(consumer.name), {
          visibilityTimeout: Duration.seconds(QUEUE_VISIBILITY_TIMEOUT_SECONDS),
          maxReceiveCount: consumer.maxReceiveCount,
        }),
      ]),
    ) as Record<QueueName, Queue>;

    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.webClient,
      logRetention,
    });
    this.site = new Site(this, 'Site', {
      stage: config.stage,
      retain,
      apiDomainName: this.api.domainName,
      apiOriginHeaders: this.api.originHeaders(),
      uploadsBucketName: this.storage.uploadsBucketName,
      accessLogsBucket: accessLogs.bucket,
      domain:
        config.domainName && config.certificateArn
          ? { name: config.domainName, certificateArn: config.certificateArn }
          : undefined,
      webAclArn: props.webAclArn,
    });
    this.storage.allowReadsFrom(this.site.distribution);
    // After the site: the reset-password e-mail links to it.
    this.auth.addSignInTriggers({ table: this.data.table, siteUrl: this.site.url, logRetention });
    this.storage.allowBrowserUploadsFrom(this.site.url);

    const functionEnvironment = {
      STAGE: config.stage,
      TABLE_NAME: this.data.table.tableName,
      USER_POOL_ID: this.auth.userPool.userPoolId,
      USER_POOL_CLIENT_ID: this.auth.webClient.userPoolClientId,
      UPLOADS_BUCKET: this.storage.uploadsBucket.bucketName,
      EMAIL_FROM: email.fromAddress,
      // Absolute, because e-mails link to images too.
      ASSETS_BASE_URL: `${this.site.url}${ASSETS_PATH}`,
      SITE_URL: this.site.url,
      WAITLIST_CAPACITY: String(config.waitlistCapacity),
      LISTINGS_PER_SELLER_PER_HOUR: String(config.listingsPerSellerPerHour),
      REALTIME_ALERTS_PER_BUYER_PER_HOUR: String(config.realtimeAlertsPerBuyerPerHour),
      ALERT_SEND_CONCURRENCY: String(config.alertSendConcurrency),
    };
    // Signs feedback's proof-of-work challenges (docs/decisions/feedback.md); only the functions
    // granted `feedback:challenge` are given its value.
    const feedbackChallengeSecret = new Secret(this, 'FeedbackChallengeSecret', {
      description: "The HMAC key of feedback's proof-of-work challenges",
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeNag(
      feedbackChallengeSecret,
      'AwsSolutions-SMG4',
      'The functions get the value at deploy; after `aws secretsmanager rotate-secret` or a new value a deploy hands it over, and only challenges issued in the last five minutes stop verifying (docs/operations.md).',
    );
    // The seed of the Ed25519 key Certified Buyer credentials are signed with (docs/training.md
    // "The credential"); only the functions granted `training:badge-sign` are given its value.
    const trainingBadgeSecret = new Secret(this, 'TrainingBadgeSecret', {
      description: 'The seed of the key Certified Buyer credentials are signed with',
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
      // Replacing the stack must not change the issuer of the credentials buyers already shared.
      removalPolicy: retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    acknowledgeNag(
      trainingBadgeSecret,
      'AwsSolutions-SMG4',
      "The seed is the badge issuer's identity (its did:key): rotating it would change the issuer of every credential already shared, so it is not rotated on a schedule (docs/training.md).",
    );
    const functionResources = {
      table: this.data.table,
      uploadsBucket: this.storage.uploadsBucket,
      emailIdentity: email.identity,
      userPool: this.auth.userPool,
      queues: {
        notifications: this.queues.notifications.queue,
        webhooks: this.queues.webhooks.queue,
        alerts: this.queues.alerts.queue,
      },
      feedbackChallengeSecret,
      trainingBadgeSecret,
      // Absent unless the stage names an origination identity and configuration set: then no
      // function is granted a send, and texts are off (docs/deployment.md "Text alerts").
      texting:
        config.smsOriginationIdentity && config.smsConfigurationSet
          ? textingIdentity(this, {
              originationIdentity: config.smsOriginationIdentity,
              configurationSet: config.smsConfigurationSet,
            })
          : undefined,
    };
    const routes = props.routes ?? routeTable;
    this.api.addRoutes(routes, {
      environment: functionEnvironment,
      resources: functionResources,
    });
    reservePublicRouteConcurrency(this.api, routes, config.publicRouteConcurrency);

    // The alarms (docs/operations.md), to the topic whose subscriber is set at deploy.
    this.alarms = new Alarms(this, 'Alarms', { stage: config.stage, email: config.alarmEmail });
    // The stage's access log is the API construct's own child: it holds each answer's status.
    this.alarms.watchApi(this.api.stage, this.api.accessLogs);
    for (const [routeId, routeFunction] of this.api.routeFunctions)
      this.alarms.watchFunction(routeFunction, routeFunction.function, routeId);
    this.alarms.watchSesBounces();

    for (const consumer of QUEUE_CONSUMERS) {
      const consumerFunction = new QueueConsumerFunction(this, `${pascalCase(consumer.name)}Consumer`, {
        queue: this.queues[consumer.name].queue,
        handler: consumer.handler,
        description: consumer.description,
        grants: consumer.grants,
        environment: functionEnvironment,
        resources: functionResources,
        logRetention,
        batchSize: consumer.batchSize,
        maxConcurrency: consumer.maxConcurrency,
      });
      this.alarms.watchFunction(consumerFunction, consumerFunction.function, `${consumer.name} consumer`);
      this.alarms.watchDeadLetterQueue(
        `${pascalCase(consumer.name)}DeadLetters`,
        this.queues[consumer.name].deadLetterQueue,
      );
      if (consumer.name === 'webhooks') this.alarms.watchWebhookFailures(consumerFunction.logGroup);
    }
    // Listing photo renditions, made when a checked photo is stored (docs/decisions/photo-renditions.md).
    const photoRenditions = new PhotoRenditions(this, 'PhotoRenditions', {
      uploadsBucket: this.storage.uploadsBucket,
      environment: functionEnvironment,
      logRetention,
    });
    this.alarms.watchFunction(photoRenditions, photoRenditions.function, 'photo renditions consumer');
    this.alarms.watchDeadLetterQueue('PhotoRenditionsDeadLetters', photoRenditions.queue.deadLetterQueue);
    // The scheduled jobs on EventBridge (locally: POST /_local/jobs/{name}, docs/alerts.md).
    for (const job of SCHEDULED_JOBS) {
      new ScheduledJobFunction(this, jobConstructId(job), {
        job,
        environment: functionEnvironment,
        resources: functionResources,
        logRetention,
      });
    }

    // Replies and delivery events (docs/text-alerts.md "In AWS"). The topics exist with or without
    // the texting setting, so the two-way channel and the event destination can be pointed at them
    // before the first text; without it nothing publishes and the subscribers stay idle.
    this.textTopics = new TextTopics(this, 'TextTopics', { stage: config.stage });
    for (const subscriber of TEXT_TOPIC_SUBSCRIBERS) {
      const id = pascalCase(subscriber.name);
      const subscriberFunction = new TextTopicSubscriberFunction(this, `${id}Subscriber`, {
        topic: this.textTopics.topics[subscriber.name],
        handler: subscriber.handler,
        description: subscriber.description,
        grants: subscriber.grants,
        environment: functionEnvironment,
        resources: functionResources,
        logRetention,
      });
      this.alarms.watchFunction(
        subscriberFunction,
        subscriberFunction.function,
        `${subscriber.name} subscriber`,
      );
      this.alarms.watchDeadLetterQueue(`${id}DeadLetters`, subscriberFunction.deadLetterQueue);
    }

    new SiteDeployment(this, 'SiteDeployment', {
      webDistPath: props.webDistPath,
      bucket: this.site.bucket,
      distribution: this.site.distribution,
      logRetention,
      webConfig: {
        stage: config.stage,
        region: this.region,
        userPoolId: this.auth.userPool.userPoolId,
        userPoolClientId: this.auth.webClient.userPoolClientId,
        authFlowType: config.allowUserPasswordAuth ? 'USER_PASSWORD_AUTH' : 'USER_SRP_AUTH',
        // Same origin: CloudFront sends /api/* to the HTTP API.
        apiBaseUrl: '',
        assetsBaseUrl: ASSETS_PATH,
      },
    });

    new CfnOutput(this, 'SiteUrl', { value: this.site.url, description: 'The marketplace' });
    new CfnOutput(this, 'ApiUrl', { value: `${this.site.url}/api`, description: 'API through CloudFront' });
    new CfnOutput(this, 'ApiEndpoint', {
      value: this.api.stage.url,
      description: 'API Gateway endpoint (direct calls are refused: CloudFront is the only way in)',
    });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.storage.uploadsBucket.bucketName });
    new CfnOutput(this, 'TextRepliesTopicArn', {
      value: this.textTopics.topics['text-replies'].topicArn,
      description: "Set as the phone number's two-way SMS channel destination (docs/deployment.md)",
    });
    new CfnOutput(this, 'TextDeliveryEventsTopicArn', {
      value: this.textTopics.topics['text-delivery-events'].topicArn,
      description: 'Add to the configuration set as an SNS event destination (docs/deployment.md)',
    });
    for (const [name, queue] of Object.entries(this.queues))
      new CfnOutput(this, `${pascalCase(name)}QueueUrl`, { value: queue.queue.queueUrl });
  }
}
