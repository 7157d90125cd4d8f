/**
 * cognito-local, assembled in-process the way its own `createDefaultServer` does, but with its
 * data under our data folder instead of `./.cognito`, its messages sent through our sender, ID
 * tokens carrying the user's standard attributes, and no Lambda triggers except, optionally, the
 * CustomMessage trigger module called in-process (custom auth is served by the front instead).
 */
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import type { CustomMessageTriggerEvent } from 'aws-lambda';
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
  /**
   * The deployed CustomMessage trigger handler, called in-process for every message Cognito sends
   * (local-triggers.ts); without it cognito-local's default messages are used.
   */
  customMessage?: (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>;
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

  const messageTriggers: Triggers = {
    ...tokenTriggers,
    enabled: (trigger) =>
      (trigger === 'CustomMessage' && options.customMessage !== undefined) || triggers.enabled(trigger),
    customMessage: options.customMessage
      ? customMessageCaller(options.customMessage, logger)
      : triggers.customMessage,
  };

  const services: Services = {
    clock,
    cognito,
    config,
    messages: new MessagesService(messageTriggers, new MessageDeliveryService(options.messageSender)),
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

type CustomMessageParams = Parameters<Triggers['customMessage']>[1];
const CODE_PARAMETER = '{####}';
const USERNAME_PARAMETER = '{username}';

/**
 * Calls the CustomMessage handler with the event Cognito would send and fills the placeholders in
 * its answer as Cognito does (every occurrence). A failing handler falls back to the default
 * message, as cognito-local does for a failing Lambda.
 */
function customMessageCaller(
  handler: (event: CustomMessageTriggerEvent) => Promise<CustomMessageTriggerEvent>,
  logger: PinoLogger,
): Triggers['customMessage'] {
  return async (_ctx, params: CustomMessageParams) => {
    const userAttributes: Record<string, string> = {};
    for (const { Name, Value } of params.userAttributes ?? [])
      if (Name && Value !== undefined) userAttributes[Name] = Value;
    const event = {
      version: '1',
      region: params.userPoolId.split('_')[0] ?? 'us-east-1',
      userPoolId: params.userPoolId,
      userName: params.username,
      triggerSource: params.source,
      callerContext: {
        awsSdkVersion: 'aws-sdk-unknown-unknown',
        clientId: params.clientId ?? 'CLIENT_ID_NOT_APPLICABLE',
      },
      request: {
        userAttributes,
        codeParameter: CODE_PARAMETER,
        linkParameter: '{##Click Here##}',
        usernameParameter: USERNAME_PARAMETER,
        ...(params.clientMetadata ? { clientMetadata: params.clientMetadata } : {}),
      },
      response: { smsMessage: null, emailMessage: null, emailSubject: null },
    } as CustomMessageTriggerEvent;
    try {
      const { response } = await handler(JSON.parse(JSON.stringify(event)) as CustomMessageTriggerEvent);
      // No message (another source): Cognito's default, as when no trigger is attached.
      if (response.emailMessage == null && response.smsMessage == null) return null;
      const fill = (message: string | null | undefined) =>
        message?.replaceAll(CODE_PARAMETER, params.code).replaceAll(USERNAME_PARAMETER, params.username) ??
        null;
      return {
        emailMessage: fill(response.emailMessage),
        emailSubject: response.emailSubject ?? null,
        smsMessage: fill(response.smsMessage),
      };
    } catch (error) {
      logger.error(error);
      return null;
    }
  };
}
