/**
 * `/config.json` of the local stack: the same document CDK writes at deploy, validated by the
 * schema the SPA parses it with. Cognito is reached through the web origin (`/cognito`), so the
 * SPA never makes a cross-origin call.
 */
import { webConfigSchema, type WebConfig } from '#shared/core/config';
import type { PoolIds } from '../function-environment';
import { webOrigin, type StackSettings } from '../settings';

export function localWebConfig(settings: StackSettings, pool: PoolIds): WebConfig {
  return webConfigSchema.parse({
    stage: settings.stage,
    region: settings.region,
    userPoolId: pool.userPoolId,
    userPoolClientId: pool.userPoolClientId,
    userPoolEndpoint: `${webOrigin(settings)}/cognito`,
    // cognito-local has no SRP (docs/requirements.md#e5-3).
    authFlowType: 'USER_PASSWORD_AUTH',
    apiBaseUrl: '',
    assetsBaseUrl: settings.assetsBaseUrl,
  } satisfies WebConfig);
}
