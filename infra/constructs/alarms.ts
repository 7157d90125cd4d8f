/**
 * The stack's alarms and the topic they go to (docs/operations.md says what each means and what
 * to do). The topic is encrypted with a key of its own that CloudWatch may use, so alarms can
 * publish to it, and its one subscriber is the e-mail set at deploy (stage config `alarmEmail`).
 */
import { Duration } from 'aws-cdk-lib';
import type { HttpStage } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import type { IFunction } from 'aws-cdk-lib/aws-lambda';
import { FilterPattern, MetricFilter, type ILogGroup } from 'aws-cdk-lib/aws-logs';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import { WEBHOOK_ATTEMPT_LOG_MESSAGE } from '#functions/webhooks/webhook-log-lines';

/** Thresholds, each explained in docs/operations.md. */
export const ALARM_THRESHOLDS = {
  /** API answers with a 5xx in 5 minutes. */
  api5xx: 5,
  /** API answers of 429 (stage throttle or a per-subject limit) in 5 minutes. */
  apiThrottled: 50,
  /** Errors (throws, timeouts) of one function in 5 minutes. */
  functionErrors: 1,
  /** Messages waiting in a dead-letter queue. */
  deadLetters: 1,
  /** Webhook deliveries failed for good (or turned off by a 410) in an hour. */
  webhookFailures: 5,
  /** SES's account bounce rate: SES reviews an account at 5% and may pause it at 10%. */
  sesBounceRate: 0.04,
} as const;

export interface AlarmsProps {
  stage: string;
  /** Subscribed to the topic; AWS mails it a confirmation link after the deploy. */
  email: string;
}

/** The alarm topic and one method per kind of alarm. */
export class Alarms extends Construct {
  readonly topic: Topic;
  /** The namespace of the metrics the stack makes from logs. */
  readonly namespace: string;
  private readonly action: SnsAction;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    this.namespace = `Dealflow/${props.stage}`;
    const key = new Key(this, 'TopicKey', {
      description: `Encrypts the Dealflow ${props.stage} alarm topic; CloudWatch may use it to publish`,
      enableKeyRotation: true,
    });
    // An alarm publishes as CloudWatch, which needs the key to encrypt what it sends.
    key.grant(new ServicePrincipal('cloudwatch.amazonaws.com'), 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      displayName: `Dealflow ${props.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    this.topic.addSubscription(new EmailSubscription(props.email));
    this.action = new SnsAction(this.topic);
  }

  /** An alarm, in `scope`, when `metric` reaches `threshold`; no data counts as fine. */
  private alarm(
    scope: Construct,
    id: string,
    metric: IMetric,
    threshold: number,
    description: string,
  ): Alarm {
    const alarm = new Alarm(scope, id, {
      metric,
      threshold,
      evaluationPeriods: 1,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      treatMissingData: TreatMissingData.NOT_BREACHING,
      alarmDescription: `${description} See docs/operations.md.`,
    });
    alarm.addAlarmAction(this.action);
    return alarm;
  }

  /** 5xx answers of the API, and its 429s (counted from the access log, which has the status). */
  watchApi(stage: HttpStage, accessLogs: ILogGroup): void {
    this.alarm(
      this,
      'Api5xx',
      stage.metricServerError({ period: Duration.minutes(5), statistic: 'Sum' }),
      ALARM_THRESHOLDS.api5xx,
      'The API answered 5xx.',
    );
    const throttled = new MetricFilter(this, 'ApiThrottledFilter', {
      logGroup: accessLogs,
      filterPattern: FilterPattern.stringValue('$.status', '=', '429'),
      metricNamespace: this.namespace,
      metricName: 'ApiThrottled',
      metricValue: '1',
    });
    this.alarm(
      this,
      'ApiThrottled',
      throttled.metric({ period: Duration.minutes(5), statistic: 'Sum' }),
      ALARM_THRESHOLDS.apiThrottled,
      'The API answered 429 (stage or route throttle, or a per-subject limit) many times.',
    );
  }

  /** Errors of one function (a route's, a consumer's); the alarm sits beside the function. */
  watchFunction(scope: Construct, fn: IFunction, name: string): void {
    this.alarm(
      scope,
      'ErrorsAlarm',
      fn.metricErrors({ period: Duration.minutes(5), statistic: 'Sum' }),
      ALARM_THRESHOLDS.functionErrors,
      `${name} threw or timed out.`,
    );
  }

  /** Messages parked in a queue's dead-letter queue (its consumer failed them maxReceiveCount times). */
  watchDeadLetterQueue(id: string, deadLetterQueue: IQueue): void {
    this.alarm(
      this,
      id,
      deadLetterQueue.metricApproximateNumberOfMessagesVisible({
        period: Duration.minutes(5),
        statistic: 'Maximum',
      }),
      ALARM_THRESHOLDS.deadLetters,
      `Messages are waiting in the ${id} dead-letter queue.`,
    );
  }

  /** Webhook deliveries failed for good or turned off by a 410, counted from the consumer's log line. */
  watchWebhookFailures(consumerLogs: ILogGroup): void {
    const failures = new MetricFilter(this, 'WebhookFailuresFilter', {
      logGroup: consumerLogs,
      filterPattern: FilterPattern.all(
        FilterPattern.stringValue('$.message', '=', WEBHOOK_ATTEMPT_LOG_MESSAGE),
        FilterPattern.any(
          FilterPattern.stringValue('$.outcome', '=', 'failed'),
          FilterPattern.stringValue('$.outcome', '=', 'disabled'),
        ),
      ),
      metricNamespace: this.namespace,
      metricName: 'WebhookDeliveriesFailed',
      metricValue: '1',
    });
    this.alarm(
      this,
      'WebhookFailures',
      failures.metric({ period: Duration.hours(1), statistic: 'Sum' }),
      ALARM_THRESHOLDS.webhookFailures,
      'Webhook deliveries failed for good (or a receiver answered 410).',
    );
  }

  /** SES's bounce rate for the account (the region's reputation metric). */
  watchSesBounces(): void {
    this.alarm(
      this,
      'SesBounceRate',
      new Metric({
        namespace: 'AWS/SES',
        metricName: 'Reputation.BounceRate',
        period: Duration.hours(1),
        statistic: 'Maximum',
      }),
      ALARM_THRESHOLDS.sesBounceRate,
      'SES bounce rate is near the level at which SES reviews the account.',
    );
  }
}
