/**
 * The whole Dealflow deployment in one stack: identity, data, storage, e-mail, queues, the API
 * generated from the route table, and the site that serves the SPA, the API and the uploads.
 */
import { CfnOutput, Duration, Stack, type StackProps } from 'aws-cdk-lib';
import { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { Construct } from 'constructs';
import { routes as routeTable } from '../../shared/src/api/routes';
import type { RouteDefinition } from '../../shared/src/api/route';
import { SCHEDULED_JOBS } from '../../shared/src/jobs/scheduled-jobs';
import type { StageConfig } from '../config/stage-config';
import { AccessLogs } from '../constructs/access-logs';
import { Api } from '../constructs/api';
import { Auth } from '../constructs/auth';
import { Data } from '../constructs/data';
import { Email } from '../constructs/email';
import { Queue } from '../constructs/queue';
import { QUEUE_CONSUMER_TIMEOUT, QueueConsumerFunction } from '../constructs/queue-consumer-function';
import { jobConstructId, ScheduledJobFunction } from '../constructs/scheduled-job-function';
import { ASSETS_PATH, Site } from '../constructs/site';
import { assertWebDist, SiteDeployment } from '../constructs/site-deployment';
import { Storage } from '../constructs/storage';

export interface DealflowStackProps extends StackProps {
  config: StageConfig;
  /** Folder of the built SPA to publish (web/dist). */
  webDistPath: string;
  /** The API's routes; the route table unless a test narrows it. */
  routes?: readonly RouteDefinition[];
}

/** Dealflow's single stack. */
export class DealflowStack extends Stack {
  readonly auth: Auth;
  readonly data: Data;
  readonly storage: Storage;
  readonly api: Api;
  readonly site: Site;
  readonly notifications: Queue;
  readonly webhooks: Queue;
  readonly alerts: Queue;

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
      sesSender: config.cognitoEmailViaSes
        ? { fromAddress: config.emailFrom, identity: email.identity }
        : undefined,
    });
    this.data = new Data(this, 'Data', { retain });
    this.storage = new Storage(this, 'Storage', {
      stage: config.stage,
      retain,
      accessLogsBucket: accessLogs.bucket,
    });
    // Offer events (docs/notifications.md); its consumer is added with the routes below.
    this.notifications = new Queue(this, 'Notifications', {
      // Six times the consumer's timeout, as AWS advises for Lambda event sources.
      visibilityTimeout: Duration.seconds(QUEUE_CONSUMER_TIMEOUT.toSeconds() * 6),
    });

    // Offer-submitted webhook deliveries (docs/webhooks.md "Delivery"); the consumer re-parks
    // retries on this queue, and only consumer crashes reach its dead-letter queue.
    this.webhooks = new Queue(this, 'Webhooks', {
      visibilityTimeout: Duration.seconds(QUEUE_CONSUMER_TIMEOUT.toSeconds() * 6),
    });

    // Listings to find matching buyers for (docs/alerts.md); consumed below.
    this.alerts = new Queue(this, 'Alerts', {
      visibilityTimeout: Duration.seconds(QUEUE_CONSUMER_TIMEOUT.toSeconds() * 6),
    });

    this.api = new Api(this, 'Api', {
      userPool: this.auth.userPool,
      userPoolClient: this.auth.webClient,
      logRetention,
    });
    this.site = new Site(this, 'Site', {
      stage: config.stage,
      retain,
      apiDomainName: this.api.domainName,
      uploadsBucketName: this.storage.uploadsBucketName,
      accessLogsBucket: accessLogs.bucket,
      domain:
        config.domainName && config.certificateArn
          ? { name: config.domainName, certificateArn: config.certificateArn }
          : undefined,
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
      NOTIFICATIONS_QUEUE_URL: this.notifications.queue.queueUrl,
    };
    const functionResources = {
      table: this.data.table,
      uploadsBucket: this.storage.uploadsBucket,
      emailIdentity: email.identity,
      userPool: this.auth.userPool,
      notificationsQueue: this.notifications.queue,
      webhookQueue: this.webhooks.queue,
      alertsQueue: this.alerts.queue,
    };
    this.api.addRoutes(props.routes ?? routeTable, {
      environment: functionEnvironment,
      resources: functionResources,
    });
    new QueueConsumerFunction(this, 'NotificationsConsumer', {
      queue: this.notifications.queue,
      handler: 'notifications/handlers/notifications-consumer',
      description: 'Notifies buyers and sellers of offer events (in the app and by e-mail)',
      grants: ['table:read', 'table:write', 'email:send'],
      environment: functionEnvironment,
      resources: functionResources,
      logRetention,
    });

    new QueueConsumerFunction(this, 'WebhooksConsumer', {
      queue: this.webhooks.queue,
      handler: 'webhooks/handlers/deliver-webhooks',
      description: "Delivers signed offer-submitted webhooks, with retries, to sellers' endpoints",
      // It sends to its own queue: the next attempt of a delivery, and retries parked for later.
      grants: ['table:read', 'table:write', 'queue:webhooks:send'],
      environment: functionEnvironment,
      resources: functionResources,
      logRetention,
      // Each attempt may take its full 10 s; a small batch keeps them well inside the timeout.
      batchSize: 5,
    });

    new QueueConsumerFunction(this, 'AlertsConsumer', {
      queue: this.alerts.queue,
      handler: 'alerts/handlers/alerts-consumer',
      description: 'Finds the buyers a new or newly active listing matches and alerts them',
      grants: ['table:read', 'table:write', 'email:send'],
      environment: functionEnvironment,
      resources: functionResources,
      logRetention,
      // A listing may match many buyers, each a few writes and maybe an e-mail.
      batchSize: 1,
    });
    // The scheduled jobs on EventBridge (locally: POST /_local/jobs/{name}, docs/alerts.md).
    for (const job of SCHEDULED_JOBS) {
      new ScheduledJobFunction(this, jobConstructId(job), {
        job,
        environment: functionEnvironment,
        resources: functionResources,
        logRetention,
      });
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
      description: 'API Gateway endpoint (direct)',
    });
    new CfnOutput(this, 'DistributionId', { value: this.site.distribution.distributionId });
    new CfnOutput(this, 'UserPoolId', { value: this.auth.userPool.userPoolId });
    new CfnOutput(this, 'UserPoolClientId', { value: this.auth.webClient.userPoolClientId });
    new CfnOutput(this, 'TableName', { value: this.data.table.tableName });
    new CfnOutput(this, 'UploadsBucketName', { value: this.storage.uploadsBucket.bucketName });
    new CfnOutput(this, 'NotificationsQueueUrl', { value: this.notifications.queue.queueUrl });
    new CfnOutput(this, 'WebhooksQueueUrl', { value: this.webhooks.queue.queueUrl });
  }
}
