/**
 * The Lambda environment, parsed once at module load so a misconfigured function fails at cold
 * start rather than on a user's request. Endpoints of the AWS SDK clients are not here: the SDK
 * reads `AWS_ENDPOINT_URL_<SERVICE>` itself, which is how the local stack points them at its
 * stand-ins without any code knowing.
 */
import * as z from 'zod';

/** A variable holding a count: digits only, at least 1. */
const positiveWholeNumber = z
  .string()
  .regex(/^[1-9]\d*$/, 'must be a positive whole number')
  .transform(Number);

/** Names of every variable a function may read; infra and the local stack set them from this list. */
export const functionEnvironmentSchema = z.object({
  STAGE: z.string().min(1),
  AWS_REGION: z.string().min(1),
  TABLE_NAME: z.string().min(1),
  USER_POOL_ID: z.string().min(1),
  USER_POOL_CLIENT_ID: z.string().min(1),
  UPLOADS_BUCKET: z.string().min(1),
  EMAIL_FROM: z.string().email(),
  ASSETS_BASE_URL: z.string(),
  /** The site's origin, for links in e-mails (invitations, sign-in links, password reset). */
  SITE_URL: z.string().url(),
  /** How many people the waitlist takes before it answers WAITLIST_FULL (docs/requirements.md#r8-3). */
  WAITLIST_CAPACITY: positiveWholeNumber.default(1000),
  /**
   * Listings one seller may create in an hour (admins are exempt), so one account cannot flood
   * buyers with alerts (docs/requirements.md#r2-5-1). A setting so the local test suites, which list
   * dozens of deals as one demo seller within minutes, can raise it.
   */
  LISTINGS_PER_SELLER_PER_HOUR: positiveWholeNumber.default(10),
  /**
   * Realtime alert e-mails one buyer receives in an hour; later matches fold into the next daily
   * digest (docs/alerts.md "Delivery"). A setting for the same reason as the listing limit.
   */
  REALTIME_ALERTS_PER_BUYER_PER_HOUR: positiveWholeNumber.default(10),
  /**
   * E-mails (and texts) one alerts invocation sends at once (docs/alerts.md "Slices"). In flight
   * across the account: this times the alerts consumer's concurrent invocations; keep that over the
   * typical send latency (about 50–100 ms) under the SES account's maximum send rate.
   */
  ALERT_SEND_CONCURRENCY: positiveWholeNumber.default(8),
  /**
   * The notifications queue (offer accepted, submitted, declined). Optional so a function that never
   * notifies needs no queue; the sender refuses to run without it (docs/notifications.md).
   */
  NOTIFICATIONS_QUEUE_URL: z.string().url().optional(),
  /** The webhook delivery queue; set on the functions granted `queue:webhooks:send` and on its consumer. */
  WEBHOOK_QUEUE_URL: z.string().url().optional(),
  /** The deal alerts queue; set on the functions granted `queue:alerts:send` (docs/alerts.md). */
  ALERTS_QUEUE_URL: z.string().url().optional(),
  /**
   * Local stack only: webhook URLs may point at loopback receivers over http (the tests' own
   * receivers). Never set in AWS (docs/webhooks.md "The local stack's test receivers").
   */
  WEBHOOK_ALLOW_LOOPBACK_RECEIVER: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
  /**
   * The secret the edge (CloudFront; locally the web origin) adds to every API request; route
   * functions refuse requests without it (docs/requirements.md#e7-10). Only route functions get it.
   */
  ORIGIN_SECRET: z.string().min(32).optional(),
  /**
   * The HMAC key feedback's proof-of-work challenges are signed with (docs/feedback.md); only the
   * functions granted `feedback:challenge` get it, and they refuse to issue or verify without it.
   */
  FEEDBACK_CHALLENGE_SECRET: z.string().min(32).optional(),
  /**
   * The seed of the Ed25519 key Certified Buyer credentials are signed with (docs/training.md "The
   * credential"); only the functions granted `training:badge-sign` get it.
   */
  TRAINING_BADGE_SECRET: z.string().min(32).optional(),
  /**
   * Where texts go out from (docs/text-alerts.md): the origination identity (phone number, pool or
   * their ARN) and the configuration set, given at deploy to the functions granted `text:send`.
   * Absent: texts are off, and each sender logs so once instead of sending.
   */
  SMS_ORIGINATION_IDENTITY: z.string().min(1).optional(),
  SMS_CONFIGURATION_SET: z.string().min(1).optional(),
  /** s3rver serves buckets by path, not by host name (docs/requirements.md#e5-5). */
  S3_FORCE_PATH_STYLE: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});
export type FunctionEnvironment = z.infer<typeof functionEnvironmentSchema>;

let parsed: FunctionEnvironment | undefined;

/** The parsed environment; throws with every missing or bad variable named. */
export function env(): FunctionEnvironment {
  parsed ??= parseEnvironment(process.env);
  return parsed;
}

export function parseEnvironment(source: NodeJS.ProcessEnv): FunctionEnvironment {
  const result = functionEnvironmentSchema.safeParse(source);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid function environment: ${problems.join('; ')}`);
  }
  return result.data;
}
