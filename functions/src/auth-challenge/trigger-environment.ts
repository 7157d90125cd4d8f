/**
 * The few variables the Cognito triggers read. They cannot be given the routes' whole environment:
 * a trigger that named its own user pool (USER_POOL_ID) would make the pool depend on its trigger
 * and the trigger on the pool, a cycle CloudFormation refuses. So each reads only what it needs.
 */
import { functionEnvironmentSchema } from '../lib/env';

const triggerEnvironmentSchema = functionEnvironmentSchema
  .pick({ TABLE_NAME: true, SITE_URL: true })
  .partial();

/** One trigger setting; throws, naming it, when it is missing or malformed. */
export function triggerSetting(name: 'TABLE_NAME' | 'SITE_URL'): string {
  const result = triggerEnvironmentSchema.safeParse(process.env);
  const value = result.success ? result.data[name] : undefined;
  if (!value) throw new Error(`Invalid trigger environment: ${name} is missing or malformed`);
  return value;
}
