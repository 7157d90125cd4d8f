/**
 * Sign-in: one Cognito user pool (e-mail as user name, no self sign-up because users arrive by
 * invitation through the API), a group per role, and the SPA's public app client.
 */
import { Duration, RemovalPolicy } from 'aws-cdk-lib';
import {
  AccountRecovery,
  FeaturePlan,
  Mfa,
  UserPool,
  UserPoolEmail,
  type UserPoolClient,
} from 'aws-cdk-lib/aws-cognito';
import type { IEmailIdentity } from 'aws-cdk-lib/aws-ses';
import { Construct } from 'constructs';
import { GROUP_FOR_ROLE, ROLES, type Role } from '../../shared/src/roles';
import { acknowledgeNag } from './nag';

/** Lower precedence wins when Cognito picks the role claim of a user in several groups. */
const GROUP_PRECEDENCE: Readonly<Record<Role, number>> = { admin: 0, owner: 1, originator: 2, buyer: 3 };

export interface AuthProps {
  stage: string;
  region: string;
  /** Adds USER_PASSWORD_AUTH to the app client; SRP and refresh are always on. */
  allowUserPasswordAuth: boolean;
  /** Keep the pool (and its users) when the stack is deleted, and refuse deletion. */
  retain: boolean;
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
      mfa: Mfa.OFF,
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
      deletionProtection: props.retain,
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
      authFlows: { userSrp: true, userPassword: props.allowUserPasswordAuth },
      // Sign-in happens in the SPA's own form; the hosted UI and OAuth flows are not used.
      disableOAuth: true,
      preventUserExistenceErrors: true,
      enableTokenRevocation: true,
      idTokenValidity: Duration.hours(1),
      accessTokenValidity: Duration.hours(1),
      refreshTokenValidity: Duration.days(30),
    });

    acknowledgeNag(
      this.userPool,
      'AwsSolutions-COG2',
      'MFA is not required: SPEC sign-in is e-mail and password and the SPA has no MFA challenge step; the password policy enforces length and all character classes.',
    );
    acknowledgeNag(
      this.userPool,
      'AwsSolutions-COG8',
      'Essentials feature plan: Plus (threat protection) is billed per monthly active user and is not needed at launch; see docs/decisions/infra.md.',
    );
  }
}
