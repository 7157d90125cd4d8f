/**
 * The one way a route's Lambda is made (docs/requirements.md#e4-7): every function of the route table gets
 * the same runtime, architecture, tracing, logging and bundling, and exactly the grants its route lists.
 */
import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import type { IUserPool } from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement, Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Runtime, Tracing } from 'aws-cdk-lib/aws-lambda';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IBucket } from 'aws-cdk-lib/aws-s3';
import type { ISecret } from 'aws-cdk-lib/aws-secretsmanager';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type * as z from 'zod';
import type { functionEnvironmentSchema } from '#functions/lib/env';
import type { RouteDefinition, RouteGrant } from '#shared/api/route';
import { QUEUE_URL_VARIABLES, type QueueName } from '#shared/jobs/queue-consumers';
import { FEEDBACK_SCREENSHOT_PREFIX, FEEDBACK_UPLOAD_PREFIX } from '#shared/core/storage-keys';
import { acknowledgeNag, acknowledgeWildcardResource } from './nag';
import { PUBLIC_ASSET_KEY_PATTERNS } from './storage';
import { FUNCTION_BUNDLING, withNativeModules } from './function-bundling';
import { pascalCase } from './construct-ids';

/** Where handler modules live; a route's `handler` is a path under it without extension. */
export const FUNCTIONS_SOURCE_DIR = path.resolve(__dirname, '../../functions/src');

/**
 * Node 24 is the newest Lambda runtime this aws-cdk-lib knows (docs/requirements.md#e4-7 asks for 22 or
 * newer).
 */
export const ROUTE_FUNCTION_RUNTIME = Runtime.NODEJS_24_X;

/**
 * What every route function is given, named as functions/src/lib/env.ts parses them. AWS_REGION is
 * set by Lambda itself; S3_FORCE_PATH_STYLE only matters for the local S3 stand-in.
 */
export type RouteFunctionEnvironment = Omit<
  z.input<typeof functionEnvironmentSchema>,
  // The webhook loopback exception is for the local stack only: a deployed stage cannot set it.
  'AWS_REGION' | 'S3_FORCE_PATH_STYLE' | 'WEBHOOK_ALLOW_LOOPBACK_RECEIVER'
>;

/** The resources a route may be granted access to. */
export interface RouteResources {
  table: ITable;
  uploadsBucket: IBucket;
  emailIdentity: IEmailIdentity;
  userPool: IUserPool;
  /**
   * The work queues (shared/src/jobs/queue-consumers.ts), by name: offer events to notify people of,
   * webhook deliveries to make, listings to find matching buyers for. A queue's URL goes to the
   * functions granted to send to it.
   */
  queues: Record<QueueName, IQueue>;
  /**
   * The HMAC key of feedback's proof-of-work challenges: one generated secret for the stack, its
   * value given (as FEEDBACK_CHALLENGE_SECRET) only to the functions granted `feedback:challenge`.
   */
  feedbackChallengeSecret: ISecret;
  /**
   * The seed of the Ed25519 key Certified Buyer credentials are signed with: one generated secret
   * for the stack, its value given (as TRAINING_BADGE_SECRET) only to the functions granted
   * `training:badge-sign`.
   */
  trainingBadgeSecret: ISecret;
  /**
   * Where texts are sent from (docs/text-alerts.md "In AWS"): given at deploy, or absent, and then
   * no function may send a text and the senders log that texts are off.
   */
  texting?: TextingIdentity;
}

/** The origination identity (a phone number or pool) and configuration set texts are sent with. */
export interface TextingIdentity {
  /** As SendTextMessage takes it: the phone number, pool or sender id, or its ARN. */
  originationIdentity: string;
  originationIdentityArn: string;
  configurationSetName: string;
  configurationSetArn: string;
}

/** The variable the functions granted `feedback:challenge` read the challenge key from. */
export const FEEDBACK_CHALLENGE_SECRET_VARIABLE = 'FEEDBACK_CHALLENGE_SECRET';

/** The variable the functions granted `training:badge-sign` read the signing key's seed from. */
export const TRAINING_BADGE_SECRET_VARIABLE = 'TRAINING_BADGE_SECRET';

/**
 * Cognito admin calls the API makes: sign-up with an invitation token (create the user, set the
 * chosen password), role changes, deactivation and profile sync.
 */
export const USER_ADMIN_ACTIONS = [
  'cognito-idp:AdminCreateUser',
  'cognito-idp:AdminSetUserPassword',
  'cognito-idp:AdminGetUser',
  'cognito-idp:AdminUpdateUserAttributes',
  'cognito-idp:AdminAddUserToGroup',
  'cognito-idp:AdminRemoveUserFromGroup',
  'cognito-idp:AdminListGroupsForUser',
  'cognito-idp:AdminDisableUser',
  'cognito-idp:AdminEnableUser',
  'cognito-idp:AdminUserGlobalSignOut',
] as const;

export interface RouteFunctionProps {
  route: RouteDefinition;
  environment: RouteFunctionEnvironment;
  resources: RouteResources;
  logRetention: RetentionDays;
}

/** The construct id of a route's function: its operation id in PascalCase (getMe → GetMe). */
export function routeConstructId(route: Pick<RouteDefinition, 'id'>): string {
  return pascalCase(route.id);
}

/** The handler module of a route, as a file path. */
export function routeEntry(route: Pick<RouteDefinition, 'handler'>): string {
  return path.join(FUNCTIONS_SOURCE_DIR, `${route.handler}.ts`);
}

/** A route's Lambda: Node 24 on arm64, X-Ray, its own log group and role, SDK bundled in. */
export class RouteFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: RouteFunctionProps) {
    super(scope, id);
    const { route } = props;

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addDealflowFunction(this, {
      entry: routeEntry(route),
      description: `${route.id}: ${route.method} ${route.path}`,
      roleDescription: `Runs ${route.method} ${route.path}`,
      // HTTP APIs give up after 30 s; a route that needs longer belongs on a queue.
      timeout: Duration.seconds(10),
      grants: route.grants,
      environment: props.environment,
      resources: props.resources,
      logRetention: props.logRetention,
    }));
  }
}

/**
 * What a Cognito trigger is given: only the settings it reads (trigger-environment.ts), never the
 * pool's id, which would make the pool and its trigger depend on each other.
 */
export type TriggerFunctionEnvironment = Partial<Pick<RouteFunctionEnvironment, 'TABLE_NAME' | 'SITE_URL'>>;

/** What every Dealflow Lambda (route, queue consumer, scheduled job, Cognito trigger) is made from. */
export type DealflowFunctionProps = {
  /** The handler module's path. */
  entry: string;
  description: string;
  roleDescription: string;
  timeout: Duration;
  /** MB; 512 unless the function is known to need less (a Cognito trigger) or more (image work). */
  memorySize?: number;
  /**
   * Packages installed beside the bundle instead of bundled: native ones (sharp), installed for
   * the functions' architecture (withNativeModules in function-bundling.ts).
   */
  nodeModules?: readonly string[];
  environment: RouteFunctionEnvironment | TriggerFunctionEnvironment;
  logRetention: RetentionDays;
} & (
  | { grants: readonly RouteGrant[]; resources: RouteResources }
  // A trigger gets no route grant; its construct adds the one statement it needs.
  | { grants?: undefined; resources?: undefined }
);

/** The function, its own role and its own log group, as `addDealflowFunction` makes them. */
export interface DealflowFunctionParts {
  function: NodejsFunction;
  role: Role;
  logGroup: LogGroup;
}

/**
 * Adds a Lambda to `scope` the way every Dealflow function is made: the same runtime, ARM, memory,
 * active tracing, bundling and source map beside the bundle; its own log group and its own role (the default role's
 * AWS-managed policy may write to any log group), with exactly the grants it declares.
 */
export function addDealflowFunction(scope: Construct, props: DealflowFunctionProps): DealflowFunctionParts {
  const logGroup = new LogGroup(scope, 'LogGroup', {
    retention: props.logRetention,
    removalPolicy: RemovalPolicy.DESTROY,
  });
  const role = new Role(scope, 'Role', {
    assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
    description: props.roleDescription,
  });
  logGroup.grantWrite(role);

  const fn = new NodejsFunction(scope, 'Function', {
    entry: props.entry,
    handler: 'handler',
    description: props.description,
    runtime: ROUTE_FUNCTION_RUNTIME,
    architecture: Architecture.ARM_64,
    memorySize: props.memorySize ?? 512,
    timeout: props.timeout,
    tracing: Tracing.ACTIVE,
    logGroup,
    role,
    // No --enable-source-maps: parsing the map costs every cold start up to 15 % more CPU; the map is
    // deployed beside the bundle to map a logged stack afterwards (docs/decisions/lambda-source-maps.md).
    environment: props.environment,
    // The same esbuild settings the bundle benchmark measures (infra/config/lambda-bundling.ts).
    bundling: props.nodeModules ? withNativeModules(props.nodeModules) : FUNCTION_BUNDLING,
  });

  acknowledgeNag(
    scope,
    'AwsSolutions-IAM5[Resource::*]',
    'X-Ray PutTraceSegments/PutTelemetryRecords support no resource-level permissions; CDK adds them for active tracing.',
  );
  if (props.grants) {
    for (const grant of new Set(props.grants)) grantFunctionAccess(scope, fn, grant, props.resources);
  }
  return { function: fn, role, logGroup };
}

/**
 * Gives a function one grant, the narrowest that covers what its route (or queue consumer)
 * declares it needs, and acknowledges exactly the cdk-nag findings that grant causes on `scope`.
 */
export function grantFunctionAccess(
  scope: Construct,
  fn: NodejsFunction,
  grant: RouteGrant,
  resources: RouteResources,
): void {
  // Named at synth: in a route's nested stack the table and bucket ARNs become parameters.
  const acknowledgeTableIndexes = (table: ITable) =>
    acknowledgeWildcardResource(
      scope,
      `${table.tableArn}/index/*`,
      "Queries use the table's overloaded GSIs; the grant covers the indexes of this one table only.",
    );
  switch (grant) {
    case 'table:read':
      resources.table.grantReadData(fn);
      acknowledgeTableIndexes(resources.table);
      return;
    case 'table:write':
      resources.table.grantWriteData(fn);
      acknowledgeTableIndexes(resources.table);
      return;
    case 'uploads:check':
      // Checking an upload before use (HeadObject and GetObject are both authorised by GetObject),
      // writing its checked copy and deleting the upload (or a refused one); public images only.
      grantObjects(
        scope,
        fn,
        resources.uploadsBucket,
        ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        PUBLIC_ASSET_KEY_PATTERNS,
      );
      return;
    case 'uploads:write':
      // Presigned POST policies are signed with the function's credentials: PutObject is all it needs.
      grantObjects(scope, fn, resources.uploadsBucket, ['s3:PutObject'], PUBLIC_ASSET_KEY_PATTERNS);
      return;
    case 'feedback:challenge':
      // Resolved by CloudFormation at deploy (a dynamic reference), like the origin secret: the value
      // is in no template, and no function reads Secrets Manager at run time.
      fn.addEnvironment(
        FEEDBACK_CHALLENGE_SECRET_VARIABLE,
        resources.feedbackChallengeSecret.secretValue.unsafeUnwrap(),
      );
      return;
    case 'training:badge-sign':
      // Like the feedback key: a dynamic reference resolved at deploy, in no template.
      fn.addEnvironment(
        TRAINING_BADGE_SECRET_VARIABLE,
        resources.trainingBadgeSecret.secretValue.unsafeUnwrap(),
      );
      return;
    case 'feedback:screenshots:write':
      // Presigned POST policies are signed with the function's credentials: PutObject is all it needs.
      grantObjects(scope, fn, resources.uploadsBucket, ['s3:PutObject'], [`${FEEDBACK_UPLOAD_PREFIX}*`]);
      return;
    case 'feedback:screenshots:check':
      // Checks the caller's upload (HeadObject and GetObject are both GetObject), writes its clean
      // copy, deletes the upload, and keeps the screenshot under the feedback prefix: finding it
      // again on a retry, or removing it when the feedback is refused.
      grantObjects(
        scope,
        fn,
        resources.uploadsBucket,
        ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        [`${FEEDBACK_UPLOAD_PREFIX}*`],
      );
      grantObjects(
        scope,
        fn,
        resources.uploadsBucket,
        ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
        [`${FEEDBACK_SCREENSHOT_PREFIX}*`],
      );
      return;
    case 'feedback:screenshots:read':
      // Presigned GET links are signed with the function's credentials: S3 checks its GetObject.
      grantObjects(scope, fn, resources.uploadsBucket, ['s3:GetObject'], [`${FEEDBACK_SCREENSHOT_PREFIX}*`]);
      return;
    case 'feedback:screenshots:delete':
      grantObjects(
        scope,
        fn,
        resources.uploadsBucket,
        ['s3:DeleteObject'],
        [`${FEEDBACK_SCREENSHOT_PREFIX}*`],
      );
      return;
    case 'email:send':
      resources.emailIdentity.grant(fn, 'ses:SendEmail');
      return;
    case 'text:send':
      if (!resources.texting) return;
      // Only SendTextMessage, only from the given identity with the given configuration set.
      fn.addToRolePolicy(
        new PolicyStatement({
          actions: ['sms-voice:SendTextMessage'],
          resources: [resources.texting.originationIdentityArn, resources.texting.configurationSetArn],
        }),
      );
      fn.addEnvironment('SMS_ORIGINATION_IDENTITY', resources.texting.originationIdentity);
      fn.addEnvironment('SMS_CONFIGURATION_SET', resources.texting.configurationSetName);
      return;
    case 'users:admin':
      resources.userPool.grant(fn, ...USER_ADMIN_ACTIONS);
      return;
    case 'queue:notifications:send':
    case 'queue:webhooks:send':
    case 'queue:alerts:send': {
      const name = grant.split(':')[1] as QueueName;
      resources.queues[name].grantSendMessages(fn);
      fn.addEnvironment(QUEUE_URL_VARIABLES[name], resources.queues[name].queueUrl);
      return;
    }
    default: {
      const unknown: never = grant;
      throw new Error(`Route grant ${String(unknown)} has no infra mapping`);
    }
  }
}

/**
 * Grants `actions` on the bucket's objects matching `patterns` (and nothing else of it), and
 * acknowledges each wildcard, which the keys generated per request (a ULID, a feedback id under a
 * prefix) make necessary. Public images and private screenshots never share a grant.
 */
function grantObjects(
  scope: Construct,
  fn: NodejsFunction,
  bucket: IBucket,
  actions: readonly string[],
  patterns: readonly string[],
): void {
  const objects = patterns.map((pattern) => bucket.arnForObjects(pattern));
  fn.addToRolePolicy(new PolicyStatement({ actions: [...actions], resources: objects }));
  for (const [index, resource] of objects.entries()) {
    acknowledgeWildcardResource(
      scope,
      resource,
      `Upload keys are generated per request (ULIDs, feedback ids), so ${actions.join(', ')} is granted on the keys ${patterns[index]} of the one uploads bucket only.`,
    );
  }
}
