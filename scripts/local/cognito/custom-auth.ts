/**
 * CUSTOM_AUTH for cognito-local, which lacks it: the state machine Cognito runs around the
 * define / create / verify auth-challenge triggers, driving the SAME trigger handler modules that
 * are deployed (functions/src/auth-challenge/triggers), with events shaped like Cognito's. On
 * success the tokens come from cognito-local's own token generator (same claims, same local key)
 * and the refresh token is stored on the user as cognito-local stores its own, so
 * REFRESH_TOKEN_AUTH, GetTokensFromRefreshToken and GlobalSignOut treat it like any other.
 */
import { randomBytes } from 'node:crypto';
import type {
  CreateAuthChallengeTriggerEvent,
  DefineAuthChallengeTriggerEvent,
  VerifyAuthChallengeResponseTriggerEvent,
} from 'aws-lambda';
import type { User } from 'cognito-local/lib/services/userPoolService';
import { decodeJwt } from 'jose';
import { CognitoFrontError, type CustomAuth } from './cognito-front';
import type { CognitoLocal } from './cognito-service';

type ChallengeResult = DefineAuthChallengeTriggerEvent['request']['session'][number];

/** The three trigger handlers, as Lambda would call them. */
export interface CustomAuthTriggers {
  defineAuthChallenge(event: DefineAuthChallengeTriggerEvent): Promise<DefineAuthChallengeTriggerEvent>;
  createAuthChallenge(event: CreateAuthChallengeTriggerEvent): Promise<CreateAuthChallengeTriggerEvent>;
  verifyAuthChallengeResponse(
    event: VerifyAuthChallengeResponseTriggerEvent,
  ): Promise<VerifyAuthChallengeResponseTriggerEvent>;
}

interface PendingChallenge {
  clientId: string;
  /** The pool's user name (the sub), as Cognito names the user in trigger events. */
  username: string;
  history: ChallengeResult[];
  challengeName: string;
  privateChallengeParameters: Record<string, string>;
  challengeMetadata?: string;
  expiresAt: number;
}

/** Cognito keeps a challenge session for three minutes. */
export const CHALLENGE_SESSION_MS = 3 * 60 * 1000;

const INCORRECT = () => new CognitoFrontError('NotAuthorizedException', 'Incorrect username or password.');
const EXPIRED_SESSION = () =>
  new CognitoFrontError('NotAuthorizedException', 'Invalid session for the user, session is expired.');

/** Lambda passes events as JSON: the handler gets a copy, and we read back only what it answers. */
const throughJson = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);
const record = (value: unknown): Record<string, string> | undefined =>
  value && typeof value === 'object' ? (value as Record<string, string>) : undefined;

export function createCustomAuth(
  cognito: CognitoLocal,
  triggers: CustomAuthTriggers,
  now: () => number = Date.now,
): CustomAuth {
  const { services, ctx } = cognito;
  const sessions = new Map<string, PendingChallenge>();

  const findPool = async (clientId: string | undefined) => {
    const client = clientId ? await services.cognito.getAppClient(ctx, clientId) : null;
    if (!client || !clientId)
      throw new CognitoFrontError('ResourceNotFoundException', 'User pool client does not exist.');
    return { client, pool: await services.cognito.getUserPoolForClientId(ctx, clientId) };
  };

  const eventBase = (user: User, userPoolId: string, clientId: string, triggerSource: string) => ({
    version: '1',
    region: userPoolId.split('_')[0] ?? 'us-east-1',
    userPoolId,
    userName: user.Username,
    triggerSource,
    callerContext: { awsSdkVersion: 'aws-sdk-unknown-unknown', clientId },
  });

  const userAttributes = (user: User): Record<string, string> => {
    const attributes: Record<string, string> = {};
    for (const { Name, Value } of user.Attributes ?? [])
      if (Name && Value !== undefined) attributes[Name] = Value;
    attributes['cognito:user_status'] = user.UserStatus ?? 'UNKNOWN';
    return attributes;
  };

  const define = async (
    user: User,
    userPoolId: string,
    clientId: string,
    history: ChallengeResult[],
    clientMetadata: Record<string, string> | undefined,
  ) => {
    const event = {
      ...eventBase(user, userPoolId, clientId, 'DefineAuthChallenge_Authentication'),
      request: {
        userAttributes: userAttributes(user),
        session: history,
        userNotFound: false,
        clientMetadata,
      },
      response: { challengeName: '', issueTokens: false, failAuthentication: false },
    } as DefineAuthChallengeTriggerEvent;
    return (await triggers.defineAuthChallenge(throughJson(event))).response;
  };

  /** Runs define; answers the tokens, the next challenge, or fails. */
  const nextStep = async (
    user: User,
    userPoolId: string,
    clientId: string,
    history: ChallengeResult[],
    clientMetadata: Record<string, string> | undefined,
  ): Promise<Record<string, unknown>> => {
    const decision = await define(user, userPoolId, clientId, history, clientMetadata);
    if (decision.failAuthentication) throw INCORRECT();
    if (decision.issueTokens) return issueTokens(user.Username, clientId, clientMetadata);
    if (decision.challengeName !== 'CUSTOM_CHALLENGE') {
      // Our define trigger only ever asks for CUSTOM_CHALLENGE; anything else is not served locally.
      throw new CognitoFrontError(
        'InvalidLambdaResponseException',
        `Local CUSTOM_AUTH serves CUSTOM_CHALLENGE only, not ${decision.challengeName || '(none)'}`,
      );
    }
    const created = (
      await triggers.createAuthChallenge(
        throughJson({
          ...eventBase(user, userPoolId, clientId, 'CreateAuthChallenge_Authentication'),
          request: {
            userAttributes: userAttributes(user),
            challengeName: 'CUSTOM_CHALLENGE',
            session: history,
            userNotFound: false,
            clientMetadata,
          },
          response: { publicChallengeParameters: {}, privateChallengeParameters: {}, challengeMetadata: '' },
        } as CreateAuthChallengeTriggerEvent),
      )
    ).response;
    const session = randomBytes(48).toString('base64');
    sessions.set(session, {
      clientId,
      username: user.Username,
      history,
      challengeName: 'CUSTOM_CHALLENGE',
      privateChallengeParameters: created.privateChallengeParameters ?? {},
      challengeMetadata: created.challengeMetadata || undefined,
      expiresAt: now() + CHALLENGE_SESSION_MS,
    });
    return {
      ChallengeName: 'CUSTOM_CHALLENGE',
      Session: session,
      // Cognito adds USERNAME (the pool's user name); Amplify answers the challenge with it.
      ChallengeParameters: { ...created.publicChallengeParameters, USERNAME: user.Username },
    };
  };

  /** Tokens as cognito-local's own sign-in issues them, the refresh token stored on the user. */
  const issueTokens = async (
    username: string,
    clientId: string,
    clientMetadata: Record<string, string> | undefined,
  ): Promise<Record<string, unknown>> => {
    const { client, pool } = await findPool(clientId);
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw INCORRECT();
    const groups = await pool.listUserGroupMembership(ctx, user);
    const tokens = await services.tokenGenerator.generate(
      ctx,
      user,
      groups,
      client,
      clientMetadata,
      'Authentication',
    );
    await pool.storeRefreshToken(ctx, tokens.RefreshToken, user);
    const { exp, iat } = decodeJwt(tokens.AccessToken);
    return {
      ChallengeParameters: {},
      AuthenticationResult: {
        AccessToken: tokens.AccessToken,
        IdToken: tokens.IdToken,
        RefreshToken: tokens.RefreshToken,
        TokenType: 'Bearer',
        ExpiresIn: typeof exp === 'number' && typeof iat === 'number' ? exp - iat : 3600,
      },
    };
  };

  /** The user may sign in at all: exists, enabled, confirmed (as Cognito checks before any trigger). */
  const signInableUser = async (username: string, pool: Awaited<ReturnType<typeof findPool>>['pool']) => {
    const user = await pool.getUserByUsername(ctx, username);
    if (!user) throw INCORRECT();
    if (user.Enabled === false) throw new CognitoFrontError('NotAuthorizedException', 'User is disabled.');
    if (user.UserStatus === 'UNCONFIRMED')
      throw new CognitoFrontError('UserNotConfirmedException', 'User is not confirmed.');
    if (user.UserStatus === 'RESET_REQUIRED') {
      throw new CognitoFrontError('PasswordResetRequiredException', 'Password reset required for the user');
    }
    return user;
  };

  const dropExpired = () => {
    for (const [session, pending] of sessions) if (pending.expiresAt <= now()) sessions.delete(session);
  };

  return {
    async initiateAuth(input) {
      dropExpired();
      const clientId = text(input.ClientId);
      const username = text(record(input.AuthParameters)?.USERNAME);
      if (!username)
        throw new CognitoFrontError('InvalidParameterException', 'Missing required parameter USERNAME');
      const { pool } = await findPool(clientId);
      const user = await signInableUser(username, pool);
      return nextStep(user, pool.options.Id, clientId!, [], record(input.ClientMetadata));
    },

    async respondToAuthChallenge(input) {
      dropExpired();
      const sessionId = text(input.Session);
      const pending = sessionId ? sessions.get(sessionId) : undefined;
      // A session answers once; a retry must use the session of the answer it got.
      if (sessionId) sessions.delete(sessionId);
      if (!pending || pending.clientId !== text(input.ClientId)) throw EXPIRED_SESSION();
      const responses = record(input.ChallengeResponses) ?? {};
      const { pool } = await findPool(pending.clientId);
      const user = await signInableUser(pending.username, pool);
      const clientMetadata = record(input.ClientMetadata);

      const verified = (
        await triggers.verifyAuthChallengeResponse(
          throughJson({
            ...eventBase(
              user,
              pool.options.Id,
              pending.clientId,
              'VerifyAuthChallengeResponse_Authentication',
            ),
            request: {
              userAttributes: userAttributes(user),
              privateChallengeParameters: pending.privateChallengeParameters,
              challengeAnswer: responses.ANSWER ?? '',
              userNotFound: false,
              clientMetadata,
            },
            response: { answerCorrect: false },
          } as VerifyAuthChallengeResponseTriggerEvent),
        )
      ).response;
      const history: ChallengeResult[] = [
        ...pending.history,
        {
          challengeName: 'CUSTOM_CHALLENGE',
          challengeResult: verified.answerCorrect === true,
          ...(pending.challengeMetadata ? { challengeMetadata: pending.challengeMetadata } : {}),
        },
      ];
      return nextStep(user, pool.options.Id, pending.clientId, history, clientMetadata);
    },
  };
}
