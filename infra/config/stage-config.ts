/**
 * The deployment's settings, read from CDK context (`cdk.json` or `-c key=value`) and parsed once
 * with zod, so a typo fails synth with a clear message instead of producing a half-configured stack.
 */
import * as z from 'zod';

/** Dealflow runs in one region (docs/requirements.md#e1-1); the SPA's CSP and Cognito endpoint assume it. */
export const DEALFLOW_REGION = 'us-east-2';

/** Context keys this app reads, each settable with `-c <key>=<value>`. */
export const STAGE_CONTEXT_KEYS = [
  'stage',
  'region',
  'account',
  'emailFrom',
  'allowUserPasswordAuth',
  'cognitoEmailViaSes',
  'waitlistCapacity',
  'listingsPerSellerPerHour',
  'realtimeAlertsPerBuyerPerHour',
  'alertSendConcurrency',
  'domainName',
  'certificateArn',
  'alarmEmail',
  'holdsData',
  'publicRouteConcurrency',
  'wafRateLimit',
  'smsOriginationIdentity',
  'smsConfigurationSet',
] as const;

/**
 * An End User Messaging SMS phone number or pool, by id or by ARN (the ids IAM can name: an E.164
 * number itself has no ARN).
 */
export const SMS_ORIGINATION_IDENTITY_PATTERN = new RegExp(
  `^(?:arn:aws:sms-voice:${DEALFLOW_REGION}:\\d{12}:(?:phone-number/(?=phone-)|pool/(?=pool-)))?(?:phone|pool)-[0-9a-zA-Z]{1,64}$`,
);

// `-c flag=true` arrives as a string while cdk.json gives a real boolean; accept both.
const booleanFromContext = z.union([
  z.boolean(),
  z.enum(['true', 'false']).transform((value) => value === 'true'),
]);

export const stageConfigSchema = z
  .object({
    /** Lower-case so it can be part of bucket names; short so those names stay under 63 characters. */
    stage: z
      .string()
      .regex(/^[a-z][a-z0-9-]{0,11}$/, 'must be 1-12 characters: a-z, 0-9 and "-", starting with a letter'),
    region: z
      .literal(DEALFLOW_REGION, { error: `Dealflow deploys to ${DEALFLOW_REGION} only` })
      .default(DEALFLOW_REGION),
    /** Pins the stack to one account; without it the stack deploys to the credentials' account. */
    account: z
      .string()
      .regex(/^\d{12}$/, 'must be a 12-digit AWS account id')
      .optional(),
    /** Sender of every e-mail; becomes an SES identity that must be verified after the first deploy. */
    emailFrom: z.email('must be an e-mail address'),
    /** Lets the app client use USER_PASSWORD_AUTH (needed only where SRP is unavailable). */
    allowUserPasswordAuth: booleanFromContext.default(false),
    /**
     * Cognito's own e-mails (verification and reset codes, invitations) go through the SES identity
     * instead of Cognito's built-in sender, which is capped at 50 a day. Turn on once the identity
     * is verified: Cognito refuses an unverified one.
     */
    cognitoEmailViaSes: booleanFromContext.default(false),
    /**
     * How many people may wait for an invitation before requests answer WAITLIST_FULL
     * (docs/requirements.md#r8-3).
     */
    waitlistCapacity: z.coerce.number().int().positive().default(1000),
    /** Listings one seller may create in an hour; admins are exempt (docs/requirements.md#r2-5-1). */
    listingsPerSellerPerHour: z.coerce.number().int().positive().default(10),
    /** Realtime alert e-mails one buyer receives in an hour; the rest wait for the daily digest. */
    realtimeAlertsPerBuyerPerHour: z.coerce.number().int().positive().default(10),
    /**
     * Alert e-mails one alerts invocation sends at once (docs/alerts.md "Slices"); times the
     * consumer's concurrent invocations, over the send latency, it stays under the SES send rate.
     */
    alertSendConcurrency: z.coerce.number().int().positive().max(50).default(8),
    /** Optional custom domain for the site; needs an ACM certificate in us-east-1 (CloudFront). */
    domainName: z
      .string()
      .regex(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'must be a lower-case host name such as app.example.com')
      .optional(),
    certificateArn: z
      .string()
      .regex(
        /^arn:aws:acm:us-east-1:\d{12}:certificate\/[\w-]+$/,
        'must be an ACM certificate ARN in us-east-1 (CloudFront only reads certificates there)',
      )
      .optional(),
    /**
     * Where the alarms go: the e-mail address subscribed to the alarm topic (docs/operations.md).
     * AWS sends it a confirmation link after the deploy; alarms reach it once that is followed.
     */
    alarmEmail: z.email('must be an e-mail address'),
    /**
     * The stage holds data worth keeping (real users, listings): the table and the user pool then
     * refuse deletion. On by default; turn off only for a throw-away stage.
     */
    holdsData: booleanFromContext.default(true),
    /**
     * Concurrent executions reserved for (and capped at) each public route's Lambda, so a flood
     * on a route anyone may call cannot take the account's concurrency from the signed-in routes.
     * 0 reserves none (accounts whose concurrency quota is still the new-account 10).
     */
    publicRouteConcurrency: z.coerce.number().int().min(0).max(100).default(10),
    /** Requests one IP may make in any 5 minutes before the web ACL blocks it (WAF's window). */
    wafRateLimit: z.coerce.number().int().min(100).max(2_000_000_000).default(1000),
    /**
     * Where texts are sent from (docs/deployment.md "Text alerts"): the id or ARN of an End User
     * Messaging SMS phone number or pool in this account and region. Without it (and
     * smsConfigurationSet) texts are off: no function may send one, and the senders log that.
     */
    smsOriginationIdentity: z
      .string()
      .regex(
        SMS_ORIGINATION_IDENTITY_PATTERN,
        `must be a phone number or pool id (phone-…, pool-…) or its ARN in ${DEALFLOW_REGION}`,
      )
      .optional(),
    /** The configuration set texts are sent with: its event destination reports their delivery. */
    smsConfigurationSet: z
      .string()
      .regex(
        /^[A-Za-z0-9_-]{1,64}$/,
        'must be a configuration set name (1-64 characters: A-Z, a-z, 0-9, _ and -)',
      )
      .optional(),
  })
  .refine((config) => (config.domainName === undefined) === (config.certificateArn === undefined), {
    message: 'domainName and certificateArn must be set together',
    path: ['domainName'],
  })
  .refine(
    (config) => (config.smsOriginationIdentity === undefined) === (config.smsConfigurationSet === undefined),
    {
      message: 'smsOriginationIdentity and smsConfigurationSet must be set together',
      path: ['smsOriginationIdentity'],
    },
  );

/** Parsed stage settings plus what follows from them. */
export type StageConfig = z.infer<typeof stageConfigSchema> & {
  /** `prod` keeps data on stack deletion and turns on termination protection. */
  isProduction: boolean;
};

/** Reads a context value the way CDK stores it: absent keys are undefined. */
export type ContextReader = (key: string) => unknown;

/** Parses the stage settings from CDK context; throws one error naming every bad or missing key. */
export function loadStageConfig(readContext: ContextReader): StageConfig {
  const raw: Record<string, unknown> = {};
  for (const key of STAGE_CONTEXT_KEYS) {
    const value = readContext(key);
    // Empty strings come from `-c key=` and mean "not set", like an absent key.
    if (value !== undefined && value !== '') raw[key] = value;
  }
  const result = stageConfigSchema.safeParse(raw);
  if (!result.success) {
    const problems = result.error.issues.map(
      (issue) => `  - ${issue.path.join('.') || '(context)'}: ${issue.message}`,
    );
    throw new Error(
      `Invalid Dealflow stage configuration in CDK context (cdk.json "context" or -c key=value):\n${problems.join('\n')}`,
    );
  }
  return { ...result.data, isProduction: result.data.stage === 'prod' };
}
