/**
 * Listing photo renditions in AWS (docs/decisions/photo-renditions.md): the uploads bucket sends an
 * event for each checked listing photo stored (`deal-photos/…/<ulid>.checked.<ext>`, not the raw
 * uploads and not the renditions, so nothing loops) to a queue with a dead-letter queue, whose
 * consumer makes the 400 and 1,200 px WebP renditions with sharp under `photo-renditions/`.
 */
import * as path from 'node:path';
import { Duration, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { EventType, type Bucket } from 'aws-cdk-lib/aws-s3';
import { SqsDestination } from 'aws-cdk-lib/aws-s3-notifications';
import { Construct, type IConstruct } from 'constructs';
import {
  DEAL_PHOTO_KEY_PREFIX,
  PHOTO_RENDITION_PREFIX,
  RENDITION_SOURCE_SUFFIXES,
} from '#shared/deals/photo-renditions';
import {
  PHOTO_RENDITIONS_CONSUMER,
  PHOTO_RENDITIONS_VISIBILITY_TIMEOUT_SECONDS,
} from '#shared/jobs/photo-renditions-consumer';
import { acknowledgeNag, acknowledgeWildcardResource } from './nag';
import { Queue } from './queue';
import { addDealflowFunction, FUNCTIONS_SOURCE_DIR, type RouteFunctionEnvironment } from './route-function';

/** CDK's stack-level handler that writes a bucket's notification configuration at deploy. */
export function notificationsHandler(scope: Construct): IConstruct {
  const handler = Stack.of(scope).node.children.find((child) =>
    child.node.id.startsWith('BucketNotificationsHandler'),
  );
  if (!handler)
    throw new Error('Bucket notifications handler not found; its cdk-nag acknowledgement needs it');
  return handler;
}

/** The IAM object patterns the consumer reads from and writes to. */
export const RENDITION_SOURCE_KEY_PATTERN = `${DEAL_PHOTO_KEY_PREFIX}*`;
export const RENDITION_KEY_PATTERN = `${PHOTO_RENDITION_PREFIX}${DEAL_PHOTO_KEY_PREFIX}*`;

export interface PhotoRenditionsProps {
  uploadsBucket: Bucket;
  environment: RouteFunctionEnvironment;
  logRetention: RetentionDays;
}

/** The notification, its queue and dead-letter queue, and the consumer that makes the renditions. */
export class PhotoRenditions extends Construct {
  readonly queue: Queue;
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: PhotoRenditionsProps) {
    super(scope, id);
    const consumer = PHOTO_RENDITIONS_CONSUMER;

    this.queue = new Queue(this, 'Queue', {
      visibilityTimeout: Duration.seconds(PHOTO_RENDITIONS_VISIBILITY_TIMEOUT_SECONDS),
      maxReceiveCount: consumer.maxReceiveCount,
    });
    // One rule per ending: a rule has one prefix and one suffix, and these never overlap.
    for (const suffix of RENDITION_SOURCE_SUFFIXES) {
      props.uploadsBucket.addEventNotification(
        EventType.OBJECT_CREATED,
        new SqsDestination(this.queue.queue),
        {
          prefix: DEAL_PHOTO_KEY_PREFIX,
          suffix,
        },
      );
    }
    acknowledgeNag(
      notificationsHandler(this),
      'AwsSolutions-IAM4[Policy::arn:<AWS::Partition>:iam::aws:policy/service-role/AWSLambdaBasicExecutionRole]',
      "CDK's bucket notifications handler (a stack singleton that sets the bucket's notification configuration at deploy) is made by aws-cdk-lib with the basic execution role; it runs only during deployments.",
    );

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addDealflowFunction(this, {
      entry: path.join(FUNCTIONS_SOURCE_DIR, `${consumer.handler}.ts`),
      description: consumer.description,
      roleDescription: consumer.description,
      timeout: Duration.seconds(consumer.timeoutSeconds),
      memorySize: consumer.memorySize,
      nodeModules: [...consumer.nodeModules],
      environment: props.environment,
      logRetention: props.logRetention,
    }));
    this.function.addEventSource(
      new SqsEventSource(this.queue.queue, { batchSize: consumer.batchSize, reportBatchItemFailures: true }),
    );

    // Reads listing photos, writes their renditions; nothing else of the bucket.
    this.grantObjects(props.uploadsBucket, 's3:GetObject', RENDITION_SOURCE_KEY_PATTERN);
    this.grantObjects(props.uploadsBucket, 's3:PutObject', RENDITION_KEY_PATTERN);
  }

  private grantObjects(bucket: Bucket, action: string, pattern: string): void {
    const resource = bucket.arnForObjects(pattern);
    this.function.addToRolePolicy(new PolicyStatement({ actions: [action], resources: [resource] }));
    acknowledgeWildcardResource(
      this,
      resource,
      `Photo keys are generated per upload (a user id and a ULID), so ${action} is granted on the keys ${pattern} of the one uploads bucket only.`,
    );
  }
}
