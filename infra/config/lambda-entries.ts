/**
 * Every Lambda this app deploys, by name and handler module: the routes, the work queues'
 * consumers, the scheduled jobs, the text topics' subscribers and the Cognito triggers. The bundle
 * benchmark measures each of them; an infra test checks the app deploys exactly as many.
 */
import { routes } from '#shared/api/routes';
import { PHOTO_RENDITIONS_CONSUMER } from '#shared/jobs/photo-renditions-consumer';
import { QUEUE_CONSUMERS } from '#shared/jobs/queue-consumers';
import { SCHEDULED_JOBS } from '#shared/jobs/scheduled-jobs';
import { TEXT_TOPIC_SUBSCRIBERS } from '#shared/jobs/text-topics';

/** The user-pool triggers Dealflow attaches, each a module under functions/src/auth-challenge/triggers. */
export type SignInTriggerName =
  'DefineAuthChallenge' | 'CreateAuthChallenge' | 'VerifyAuthChallenge' | 'CustomMessage';

/** The handler module of each trigger. */
export const SIGN_IN_TRIGGER_MODULES: Readonly<Record<SignInTriggerName, string>> = {
  DefineAuthChallenge: 'auth-challenge/triggers/define-auth-challenge',
  CreateAuthChallenge: 'auth-challenge/triggers/create-auth-challenge',
  VerifyAuthChallenge: 'auth-challenge/triggers/verify-auth-challenge',
  CustomMessage: 'auth-challenge/triggers/custom-message',
};

/** What invokes a Lambda. */
export type LambdaKind =
  'route' | 'queue consumer' | 'scheduled job' | 'topic subscriber' | 'Cognito trigger';

/** One deployed Lambda: a name to report it by, what invokes it and its handler module under functions/src. */
export interface LambdaEntry {
  name: string;
  kind: LambdaKind;
  /** Path under functions/src without extension; the module exports `handler`. */
  handler: string;
  /** Packages installed beside the bundle instead of bundled (native code). */
  nodeModules?: readonly string[];
}

/** Every deployed Lambda, routes first (by operation id), then the event-driven ones. */
export const LAMBDA_ENTRIES: readonly LambdaEntry[] = [
  ...routes.map(({ id, handler }) => ({ name: id, kind: 'route' as const, handler })),
  ...QUEUE_CONSUMERS.map(({ name, handler }) => ({
    name: `${name} consumer`,
    kind: 'queue consumer' as const,
    handler,
  })),
  {
    name: `${PHOTO_RENDITIONS_CONSUMER.name} consumer`,
    kind: 'queue consumer',
    handler: PHOTO_RENDITIONS_CONSUMER.handler,
    nodeModules: PHOTO_RENDITIONS_CONSUMER.nodeModules,
  },
  ...SCHEDULED_JOBS.map(({ name, handler }) => ({
    name: `${name} job`,
    kind: 'scheduled job' as const,
    handler,
  })),
  ...TEXT_TOPIC_SUBSCRIBERS.map(({ name, handler }) => ({
    name: `${name} subscriber`,
    kind: 'topic subscriber' as const,
    handler,
  })),
  ...Object.entries(SIGN_IN_TRIGGER_MODULES).map(([name, handler]) => ({
    name: `${name} trigger`,
    kind: 'Cognito trigger' as const,
    handler,
  })),
];
