/**
 * The functions the messaging service drives through SNS (docs/text-alerts.md), as data like the
 * queues and the scheduled jobs: in AWS, the phone number's two-way channel publishes replies to one
 * topic and the configuration set's event destination publishes delivery events to another, each
 * subscribed by its function; locally the text store invokes the same handler modules with the same
 * SNS-shaped events.
 */
import type { RouteGrant } from '../api/route';

/** How long a subscriber may run (one SNS message per invocation). */
export const TEXT_TOPIC_SUBSCRIBER_TIMEOUT_SECONDS = 30;

export interface TextTopicSubscriber {
  /** kebab-case name: in PascalCase the topic's and the function's construct ids. */
  name: 'text-replies' | 'text-delivery-events';
  /** Handler module under functions/src, without extension; it exports `handler` (an SNSEvent). */
  handler: `${string}/handlers/${string}`;
  description: string;
  grants: readonly RouteGrant[];
}

export const TEXT_TOPIC_SUBSCRIBERS: readonly TextTopicSubscriber[] = [
  {
    name: 'text-replies',
    handler: 'texting/handlers/text-replies',
    description: 'Applies STOP, START and HELP replies to text alerts, and answers them',
    grants: ['table:read', 'table:write', 'text:send'],
  },
  {
    name: 'text-delivery-events',
    handler: 'texting/handlers/text-delivery-events',
    description: 'Records the delivery status of each text alert',
    grants: ['table:read', 'table:write'],
  },
];
