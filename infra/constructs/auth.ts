/**
 * Sign-in: one Cognito user pool (e-mail as user name, no self sign-up because users arrive by
 * invitation through the API), a group per role, the SPA's public app client, and the Lambda
 * triggers of sign-in by e-mail link (custom auth) and of the reset-password link e-mail.
 */
import * as path from 'node:path';
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolEmail,
  UserPoolOperation,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { ITable } from 'aws-cdk-lib/aws-dynamodb';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import type { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import type { RetentionDays } from 'aws-cdk-lib/aws-logs';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { GROUP_FOR_ROLE, ROLES, type Role } from '#shared/users/roles';
import {
  ACCESS_TOKEN_VALIDITY_MINUTES,
  ID_TOKEN_VALIDITY_MINUTES,
  REFRESH_TOKEN_VALIDITY_DAYS,
} from '#shared/users/token-lifetimes';
import { SIGN_IN_TRIGGER_MODULES, type SignInTriggerName } from '../config/lambda-entries';
import { acknowledgeNag } from './nag';
import { addDealflowFunction, FUNCTIONS_SOURCE_DIR, type TriggerFunctionEnvironment } from './route-function';

/** Lower precedence wins when Cognito picks the role claim of a user in several groups. */
const GROUP_PRECEDENCE: Readonly<Record<Role, number>> = { admin: 0, owner: 1, originator: 2, buyer: 3 };

export interface AuthProps {
  stage: string;
  region: string;
  /** Adds USER_PASSWORD_AUTH to the app client; SRP and refresh are always on. */
  allowUserPasswordAuth: boolean;
  /** Keep the pool (and its users) when the stack is deleted, and refuse deletion. */
  retain: boolean;
  /** Refuse deletion of the pool: the stage holds data (stage config `holdsData`). */
  deletionProtection: boolean;
  /** When set, Cognito sends its e-mails through this verified SES identity. */
  sesSender?: { fromAddress: string; identity: IEmailIdentity };
}

/** The Cognito user pool, its role groups and the web app client. */
export class Auth extends Construct {
  readonly userPool: UserPool;
  readonly webClient: UserPoolClient;

  constructor(scope: Construct, id: string, props: AuthProps) {
    super(scope, id);

    this.userPool = new UserPool(this, 'UserPool', {
      userPoolName: `dealflow-${props.stage}`,
      signInAliases: { email: true },
      signInCaseSensitive: false,
      selfSignUpEnabled: false,
      autoVerify: { email: true },
      // A changed e-mail only replaces the old one once verified, so nobody is locked out by a typo.
      keepOriginal: { email: true },
      standardAttributes: {
        email: { required: true, mutable: true },
        givenName: { required: false, mutable: true },
        familyName: { required: false, mutable: true },
        phoneNumber: { required: false, mutable: true },
      },
      passwordPolicy: {
        minLength: 8,
        requireLowercase: true,
        requireUppercase: true,
        requireDigits: true,
        requireSymbols: true,
        tempPasswordValidity: Duration.days(7),
      },
      accountRecovery: AccountRecovery.EMAIL_ONLY,
      // TOTP only (no SMS to pay for or SIM-swap); admins must enrol before admin routes answer
      // (docs/requirements.md#r6-7-mfa).
      mfa: Mfa.OPTIONAL,
      mfaSecondFactor: { otp: true, sms: false },
      featurePlan: FeaturePlan.ESSENTIALS,
      userInvitation: {
        emailSubject: 'Your Dealflow invitation',
        emailBody:
          'You have been invited to Dealflow. Sign in with {username} and the temporary password {####}; you will choose your own password at first sign-in.',
      },
      email: props.sesSender
        ? UserPoolEmail.withSES({
            fromEmail: props.sesSender.fromAddress,
            fromName: 'Dealflow',
            sesRegion: props.region,
          })
        : UserPoolEmail.withCognito(),
      deletionProtection: props.retain || props.deletionProtection,
      removalPolicy: props.retain ? RemovalPolicy.RETAIN : RemovalPolicy.DESTROY,
    });
    if (props.sesSender) this.userPool.node.addDependency(props.sesSender.identity);

    for (const role of ROLES) {
      this.userPool.addGroup(`${GROUP_FOR_ROLE[role]}Group`, {
        groupName: GROUP_FOR_ROLE[role],
        description: `Users with the ${role} role`,
        precedence: GROUP_PRECEDENCE[role],
      });
    }

    this.webClient = this.userPool.addClient('WebClient', {
      userPoolClientName: 'web',
      // A browser cannot keep a secret.
      generateSecret: false,
      // custom: sign-in by e-mail link, through the custom-auth triggers (addSignInTriggers).
      authFlows: { userSrp: true, userPassword: props.allowUserPasswordAuth, custom: true },
      // Sign-in happens in the SPA's own form; the hosted UI and OAuth flows are not used.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.minutes(ID_TOKEN_VALIDITY_MINUTES),
      accessTokenValidity: Duration.minutes(ACCESS_TOKEN_VALIDITY_MINUTES),
      refreshTokenValidity: Duration.days(REFRESH_TOKEN_VALIDITY_DAYS),
    });

    acknowledgeNag(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is optional in the pool: every user may turn on TOTP in the profile, and admin routes refuse an admin who has not (the API checks the stored state, docs/requirements.md#r6-7-mfa); the password policy enforces length and all character classes.',
    );
    acknowledgeNag(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan: Plus (threat protection) is billed per monthly active user and is not needed at launch; see docs/decisions/infra.md.',
    );
  }

  /**
   * Attaches the triggers: define/create/verify auth challenge (sign-in by e-mail link) and the
   * custom message that turns the forgot-password code into a /reset-password link. Only verify
   * touches the table, and only to delete the link it accepts; none is given the pool's id, which
   * would make the pool and its triggers depend on each other.
   */
  addSignInTriggers(props: SignInTriggersProps): Record<SignInTriggerName, NodejsFunction> {
    const make = (name: SignInTriggerName, environment: TriggerFunctionEnvironment = {}) =>
      new SignInTriggerFunction(this, `${name}Trigger`, {
        name,
        environment,
        logRetention: props.logRetention,
      }).function;

    const triggers: Record<SignInTriggerName, NodejsFunction> = {
      DefineAuthChallenge: make('DefineAuthChallenge'),
      CreateAuthChallenge: make('CreateAuthChallenge'),
      VerifyAuthChallenge: make('VerifyAuthChallenge', { TABLE_NAME: props.table.tableName }),
      CustomMessage: make('CustomMessage', { SITE_URL: props.siteUrl }),
    };
    // A link is used up by deleting it under a condition; nothing else is needed, not even the
    // indexes that table.grant() would add.
    triggers.VerifyAuthChallenge.addToRolePolicy(
      new PolicyStatement({ actions: ['dynamodb:DeleteItem'], resources: [props.table.tableArn] }),
    );

    this.userPool.addTrigger(UserPoolOperation.DEFINE_AUTH_CHALLENGE, triggers.DefineAuthChallenge);
    this.userPool.addTrigger(UserPoolOperation.CREATE_AUTH_CHALLENGE, triggers.CreateAuthChallenge);
    this.userPool.addTrigger(UserPoolOperation.VERIFY_AUTH_CHALLENGE_RESPONSE, triggers.VerifyAuthChallenge);
    this.userPool.addTrigger(UserPoolOperation.CUSTOM_MESSAGE, triggers.CustomMessage);
    return triggers;
  }
}

export interface SignInTriggersProps {
  /** Where the e-mail sign-in links are kept. */
  table: ITable;
  /** The site's origin, for the reset-password link. */
  siteUrl: string;
  logRetention: RetentionDays;
}

interface SignInTriggerFunctionProps {
  name: SignInTriggerName;
  environment: TriggerFunctionEnvironment;
  logRetention: RetentionDays;
}

/** A trigger's Lambda, made by the recipe of every Dealflow function (addDealflowFunction), smaller and quicker. */
class SignInTriggerFunction extends Construct {
  readonly function: NodejsFunction;

  constructor(scope: Construct, id: string, props: SignInTriggerFunctionProps) {
    super(scope, id);
    ({ function: this.function } = addDealflowFunction(this, {
      entry: path.join(FUNCTIONS_SOURCE_DIR, `${SIGN_IN_TRIGGER_MODULES[props.name]}.ts`),
      description: `Cognito ${props.name} trigger`,
      roleDescription: `Cognito ${props.name} trigger`,
      memorySize: 256,
      // Cognito waits 5 s for a trigger, then fails the sign-in.
      timeout: Duration.seconds(5),
      environment: props.environment,
      logRetention: props.logRetention,
    }));
  }
}
