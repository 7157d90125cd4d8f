/**
 * The scheduled jobs, as data (like the route table): infra gives each one a Lambda and an
 * EventBridge rule with its schedule; the local stack runs the same handler modules on demand
 * (`POST /_local/jobs/{name}` on the gateway, `npm run job -- <name>`; docs/local-stack.md).
 *
 * A job's handler receives EventBridge's scheduled event and takes "now" from its `time`: in AWS
 * that is the rule's firing time, set by EventBridge; locally the trigger may give another instant
 * so a test can run tomorrow's digest today. Nothing else can choose it.
 */
import type { RouteGrant } from '../api/route';

/** An EventBridge cron schedule in UTC (the fields of `cron(minute hour day month weekDay year)`). */
export interface JobSchedule {
  minute: string;
  hour?: string;
  weekDay?: string;
}

export interface ScheduledJobDefinition {
  /** kebab-case name: the local trigger's path segment and, in PascalCase, the construct id. */
  name: string;
  /** Handler module under functions/src, without extension; it exports `handler`. */
  handler: `${string}/handlers/${string}`;
  description: string;
  schedule: JobSchedule;
  grants: readonly RouteGrant[];
  /** A run handles many listings or buyers: more than a route's 10 seconds. */
  timeoutSeconds: number;
}

export const SCHEDULED_JOBS: readonly ScheduledJobDefinition[] = [
  {
    name: 'end-exclusivity',
    handler: 'alerts/handlers/end-exclusivity-job',
    description: 'Turns exclusive listings whose first-refusal delay ended active, releasing their alerts',
    schedule: { minute: '0/15' },
    grants: ['table:read', 'table:write', 'queue:alerts:send'],
    timeoutSeconds: 300,
  },
  {
    name: 'daily-digest',
    handler: 'alerts/handlers/daily-digest-job',
    description: "Enqueues daily buyers' digests of yesterday's matching listings (UTC day), by slice",
    schedule: { minute: '15', hour: '0' },
    // It only pages the window's buyers; the alerts consumer sends (docs/alerts.md "Slices").
    grants: ['table:read', 'queue:alerts:send'],
    timeoutSeconds: 900,
  },
  {
    name: 'weekly-digest',
    handler: 'alerts/handlers/weekly-digest-job',
    description:
      "Enqueues weekly buyers' digests of last week's matching listings (Monday to Monday, UTC), by slice",
    schedule: { minute: '30', hour: '0', weekDay: 'MON' },
    grants: ['table:read', 'queue:alerts:send'],
    timeoutSeconds: 900,
  },
  {
    name: 'publish-zip-demand',
    handler: 'demand/handlers/publish-zip-demand-job',
    description:
      "Publishes the day's ZIP demand snapshot the public API serves and records each ZIP's figures for this month's trend",
    schedule: { minute: '45', hour: '0' },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 900,
  },
  {
    name: 'rebuild-zip-demand',
    handler: 'demand/handlers/rebuild-zip-demand-job',
    description:
      "Repairs the ZIP demand figures: finishes every buyer's unfinished change and recounts each ZIP from its buyers and listings (no Scan)",
    schedule: { minute: '0', hour: '3', weekDay: 'SUN' },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 900,
  },
  {
    name: 'send-held-texts',
    handler: 'texting/handlers/send-held-texts-job',
    description: "Sends the text alerts held for the end of their buyers' quiet hours",
    schedule: { minute: '0/15' },
    grants: ['table:read', 'table:write', 'text:send'],
    timeoutSeconds: 300,
  },
  {
    name: 'backfill-browse-entries',
    handler: 'deals/handlers/backfill-browse-entries-job',
    description:
      'Migration: gives listings stored before browse entries their entries and removes their old browse keys; remove once every stage ran it',
    // Idempotent, and after the first complete run it finds nothing (docs/decisions/browse-facets.md).
    schedule: { minute: '30', hour: '3' },
    grants: ['table:read', 'table:write'],
    timeoutSeconds: 900,
  },
];

/** The job of a name, or undefined. */
export const findScheduledJob = (name: string) => SCHEDULED_JOBS.find((job) => job.name === name);
