/**
 * cognito-local, assembled in-process the way its own `createDefaultServer` does, but with its
 * data under our data folder instead of `./.cognito`, its messages sent through our sender, ID
 * tokens carrying the user's standard attributes, and no Lambda triggers.
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { DefaultConfig, type Config } from 'cognito-local/lib/server/config';
import { Router } from 'cognito-local/lib/server/Router';
import { createServer } from 'cognito-local/lib/server/server';
import type { Services } from 'cognito-local/lib/services';
import { DateClock } from 'cognito-local/lib/services/clock';
import { CognitoServiceFactoryImpl } from 'cognito-local/lib/services/cognitoService';
import type { Context } from 'cognito-local/lib/services/context';
import { CryptoService } from 'cognito-local/lib/services/crypto';
import { StormDBDataStoreFactory } from 'cognito-local/lib/services/dataStore/stormDb';
import { LambdaService } from 'cognito-local/lib/services/lambda';
import { MessageDeliveryService } from 'cognito-local/lib/services/messageDelivery/messageDelivery';
import type { MessageSender } from 'cognito-local/lib/services/messageDelivery/messageSender';
import { MessagesService } from 'cognito-local/lib/services/messages';
import { otp } from 'cognito-local/lib/services/otp';
import { JwtTokenGenerator } from 'cognito-local/lib/services/tokenGenerator';
import { TriggersService, type Triggers } from 'cognito-local/lib/services/triggers';
import { UserPoolServiceFactoryImpl } from 'cognito-local/lib/services/userPoolService';
import { closeServer } from '../http/server-utils';
import { standardAttributeClaims } from './id-token-claims';

export interface CognitoLocalOptions {
  /** Folder for cognito-local's JSON files (`<dir>/<poolId>.json`, `<dir>/clients.json`). */
  dataDir: string;
  /** Tokens' `iss` is `<issuerDomain>/<poolId>`. */
  issuerDomain: string;
  /** Where confirmation codes and temporary passwords go. */
  messageSender: MessageSender;
  /** pino level of cognito-local's own log (DEALFLOW_COGNITO_LOG). */
  logLevel?: string;
}

export interface CognitoLocal {
  /** Base URL of cognito-local itself (loopback, ephemeral port); clients go through the front. */
  url: string;
  services: Services;
  /** Calls a Cognito API target in-process, e.g. `call('CreateGroup', {...})`. */
  call<T = Record<string, unknown>>(target: string, request: Record<string, unknown>): Promise<T>;
  ctx: Context;
  stop(): Promise<void>;
}

// cognito-local loads the AWS SDK v2 (for Lambda triggers and KMS, unused here), which would print
// an end-of-support notice on the next tick.
process.env.AWS_SDK_JS_SUPPRESS_MAINTENANCE_MODE_MESSAGE ??= '1';

/** cognito-local's logger type (pino's), without depending on pino ourselves. */
type PinoLogger = Parameters<typeof createServer>[1];

const requireFromCognitoLocal = createRequire(require.resolve('cognito-local/package.json'));

function createLogger(level: string) {
  const pino = requireFromCognitoLocal('pino') as (
    options: object,
    stream: NodeJS.WritableStream,
  ) => PinoLogger;
  const pretty = requireFromCognitoLocal('pino-pretty') as (options: object) => NodeJS.WritableStream;
  return pino(
    { level, name: 'cognito' },
    pretty({
      colorize: false,
      ignore: 'pid,hostname,reqId,req,res,responseTime',
      singleLine: true,
      destination: 2,
    }),
  );
}

/** Starts cognito-local on a loopback ephemeral port. */
export async function startCognitoLocal(options: CognitoLocalOptions): Promise<CognitoLocal> {
  mkdirSync(options.dataDir, { recursive: true });
  const logger = createLogger(options.logLevel ?? 'error');
  const ctx: Context = { logger };
  const config: Config = {
    ...DefaultConfig,
    UserPoolDefaults: { UsernameAttributes: ['email'] },
    TokenConfig: { IssuerDomain: options.issuerDomain },
    TriggerFunctions: {},
    ServerConfig: { port: 0, hostname: '127.0.0.1', development: false, https: false },
  };

  const clock = new DateClock();
  const dataStoreFactory = new StormDBDataStoreFactory(options.dataDir);
  const cognito = await new CognitoServiceFactoryImpl(
    options.dataDir,
    dataStoreFactory,
    new UserPoolServiceFactoryImpl(clock, dataStoreFactory),
  ).create(ctx, config.UserPoolDefaults);
  // No Lambda triggers run locally, so the Lambda client is never called.
  const lambda = new LambdaService(
    config.TriggerFunctions,
    {} as ConstructorParameters<typeof LambdaService>[1],
  );
  const triggers = new TriggersService(clock, cognito, lambda, new CryptoService(config.KMSConfig));

  // Cognito puts the user's standard attributes (given_name, family_name, phone_number…) in the
  // ID token; cognito-local does not, so a pre-token-generation step adds them.
  const tokenTriggers: Triggers = {
    customMessage: triggers.customMessage,
    customEmailSender: triggers.customEmailSender,
    postAuthentication: triggers.postAuthentication,
    postConfirmation: triggers.postConfirmation,
    preSignUp: triggers.preSignUp,
    userMigration: triggers.userMigration,
    enabled: (trigger) => trigger === 'PreTokenGeneration' || triggers.enabled(trigger),
    preTokenGeneration: async (_ctx, event) => ({
      claimsOverrideDetails: { claimsToAddOrOverride: standardAttributeClaims(event.userAttributes) },
    }),
  };

  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(triggers, new MessageDeliveryService(options.messageSender)),
    otp,
    tokenGenerator: new JwtTokenGenerator(clock, tokenTriggers, config.TokenConfig),
    triggers,
  };
  const router = Router(services);
  const server = (await createServer(router, logger, config.ServerConfig, services).start()) as Server;
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    services,
    ctx,
    call: (target, request) => router(target)(ctx, request),
    stop: () => closeServer(server),
  };
}
