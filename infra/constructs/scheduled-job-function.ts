/**
 * A scheduled job (shared/src/jobs/scheduled-jobs.ts): a Lambda made like a route's function
 * (`addDealflowFunction`) and an EventBridge rule that invokes it on the job's UTC schedule. Only
 * that rule may invoke it; the event's `time` is the run's "now".
 */
import * as path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { Role } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { LogGroup, RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { ScheduledJobDefinition } from '#shared/jobs/scheduled-jobs';
import {
  addDealflowFunction,
  FUNCTIONS_SOURCE_DIR,
  type RouteFunctionEnvironment,
  type RouteResources,
} from './route-function';
import { pascalCase } from './construct-ids';

export interface ScheduledJobFunctionProps {
  job: ScheduledJobDefinition;
  environment: RouteFunctionEnvironment;
  resources: RouteResources;
  logRetention: RetentionDays;
}

/** The construct id of a job: its name in PascalCase (daily-digest → DailyDigestJob). */
export function jobConstructId(job: Pick<ScheduledJobDefinition, 'name'>): string {
  return `${pascalCase(job.name)}Job`;
}

export class ScheduledJobFunction extends Construct {
  readonly function: NodejsFunction;
  readonly role: Role;
  readonly logGroup: LogGroup;
  readonly rule: Rule;

  constructor(scope: Construct, id: string, props: ScheduledJobFunctionProps) {
    super(scope, id);
    const { job } = props;

    ({
      function: this.function,
      role: this.role,
      logGroup: this.logGroup,
    } = addDealflowFunction(this, {
      entry: path.join(FUNCTIONS_SOURCE_DIR, `${job.handler}.ts`),
      description: `${job.name}: ${job.description}`,
      roleDescription: `Runs the ${job.name} job`,
      timeout: Duration.seconds(job.timeoutSeconds),
      grants: job.grants,
      environment: props.environment,
      resources: props.resources,
      logRetention: props.logRetention,
    }));

    this.rule = new Rule(this, 'Schedule', {
      description: `${job.name}: ${job.description}`,
      schedule: Schedule.cron({ ...job.schedule }),
      targets: [new LambdaFunction(this.function, { retryAttempts: 2 })],
    });
  }
}
