/**
 * The Lambda that consumes a work queue: made like a route's function (`addDealflowFunction`)
 * and driven by the queue with ReportBatchItemFailures, so one failing message is retried alone.
 */
import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import type { Role } from 'aws-cdk-lib/aws-iam';
import { SqsEventSource } from 'aws-cdk-lib/aws-lambda-event-sources';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { RouteGrant } from '#shared/api/route';
import { QUEUE_CONSUMER_TIMEOUT_SECONDS } from '#shared/jobs/queue-consumers';
import {
  addDealflowFunction,
  FUNCTIONS_SOURCE_DIR,
  type RouteFunctionEnvironment,
  type RouteResources,
} from './route-function';

/** The consumer's timeout; its queue hides a message six times as long (queue-consumers.ts). */
export const QUEUE_CONSUMER_TIMEOUT = Duration.seconds(QUEUE_CONSUMER_TIMEOUT_SECONDS);

export interface QueueConsumerFunctionProps {
  queue: IQueue;
  /** Consumer module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  description: string;
  grants: readonly RouteGrant[];
  environment: RouteFunctionEnvironment;
  resources: RouteResources;
  logRetention: RetentionDays;
  batchSize?: number;
}

export class QueueConsumerFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;

  constructor(scope: Construct, id: string, props: QueueConsumerFunctionProps) {
    super(scope, id);

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addDealflowFunction(this, {
      entry: path.join(FUNCTIONS_SOURCE_DIR, `${props.handler}.ts`),
      description: props.description,
      roleDescription: props.description,
      timeout: QUEUE_CONSUMER_TIMEOUT,
      grants: props.grants,
      environment: props.environment,
      resources: props.resources,
      logRetention: props.logRetention,
    }));
    this.function.addEventSource(
      new SqsEventSource(props.queue, {
        batchSize: props.batchSize ?? 10,
        reportBatchItemFailures: true,
      }),
    );
  }
}
