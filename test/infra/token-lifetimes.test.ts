/** The app client's token lifetimes (docs/requirements.md#r9-1): the ID token the API accepts lives 15 minutes. */
import { App, Stack } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { Auth } from '../../infra/constructs/auth';
import { expectResourceProperties } from './support/template-expectations';

describe('the web app client', () => {
  it('issues ID tokens for 15 minutes, access tokens for an hour and refresh tokens for 30 days', () => {
    // Prepare
    const stack = new Stack(new App(), 'TokenLifetimes', { env: { region: 'us-east-2' } });

    // Act
    new Auth(stack, 'Auth', {
      stage: 'local',
      region: 'us-east-2',
      allowUserPasswordAuth: false,
      retain: false,
      deletionProtection: false,
    });

    // Assess
    expectResourceProperties(Template.fromStack(stack), 'AWS::Cognito::UserPoolClient', {
      IdTokenValidity: 15,
      AccessTokenValidity: 60,
      RefreshTokenValidity: 30 * 24 * 60,
      TokenValidityUnits: { IdToken: 'minutes', AccessToken: 'minutes', RefreshToken: 'minutes' },
    });
  });
});
