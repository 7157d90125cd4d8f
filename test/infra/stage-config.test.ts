/** The stage configuration is parsed from CDK context and refuses bad values with a clear message. */
import { loadStageConfig } from '../../infra/config/stage-config';

/** A context reader over a plain object, as `app.node.tryGetContext` reads cdk.json and -c values. */
function context(values: Record<string, unknown>) {
  return (key: string) => values[key];
}

describe('loadStageConfig', () => {
  it('fills the defaults: us-east-2, no account, no USER_PASSWORD_AUTH, Cognito mailer, 1000 on the waitlist, 10 listings and 10 realtime alerts an hour, 8 alert e-mails at once, data kept, 10 per public route, not production', () => {
    // Act
    const config = loadStageConfig(
      context({ stage: 'dev', emailFrom: 'no-reply@example.com', alarmEmail: 'ops@example.com' }),
    );

    // Assess
    expect(config).toEqual({
      stage: 'dev',
      region: 'us-east-2',
      emailFrom: 'no-reply@example.com',
      alarmEmail: 'ops@example.com',
      allowUserPasswordAuth: false,
      cognitoEmailViaSes: false,
      waitlistCapacity: 1000,
      listingsPerSellerPerHour: 10,
      realtimeAlertsPerBuyerPerHour: 10,
      alertSendConcurrency: 8,
      holdsData: true,
      publicRouteConcurrency: 10,
      wafRateLimit: 1000,
      isProduction: false,
    });
  });

  it('refuses a stage without an alarm e-mail, and reads holdsData=false given with -c', () => {
    // Act
    const withoutAlarms = () => loadStageConfig(context({ stage: 'dev', emailFrom: 'a@example.com' }));
    const throwAway = loadStageConfig(
      context({ stage: 'tmp', emailFrom: 'a@example.com', alarmEmail: 'b@example.com', holdsData: 'false' }),
    );

    // Assess
    expect(withoutAlarms).toThrow(/alarmEmail/);
    expect(throwAway.holdsData).toBe(false);
  });

  it('reads booleans given as strings with -c', () => {
    // Act
    const config = loadStageConfig(
      context({
        stage: 'qa',
        emailFrom: 'a@example.com',
        alarmEmail: 'b@example.com',
        allowUserPasswordAuth: 'true',
      }),
    );

    // Assess
    expect(config.allowUserPasswordAuth).toBe(true);
  });

  it('treats the prod stage as production', () => {
    // Act
    const config = loadStageConfig(
      context({
        stage: 'prod',
        emailFrom: 'a@example.com',
        alarmEmail: 'b@example.com',
        account: '123456789012',
      }),
    );

    // Assess
    expect(config).toMatchObject({ isProduction: true, account: '123456789012' });
  });

  it('names every missing or bad key in one error', () => {
    // Act
    const load = () => loadStageConfig(context({ stage: 'Dev!', account: '42' }));

    // Assess
    expect(load).toThrow(/Invalid Dealflow stage configuration/);
    expect(load).toThrow(/stage: must be 1-12 characters/);
    expect(load).toThrow(/account: must be a 12-digit AWS account id/);
    expect(load).toThrow(/emailFrom:/);
  });

  it('refuses another region', () => {
    // Act
    const load = () =>
      loadStageConfig(
        context({
          stage: 'dev',
          emailFrom: 'a@example.com',
          alarmEmail: 'b@example.com',
          region: 'eu-west-1',
        }),
      );

    // Assess
    expect(load).toThrow(/region: Dealflow deploys to us-east-2 only/);
  });

  it('needs a us-east-1 certificate together with a custom domain', () => {
    // Act
    const withoutCertificate = () =>
      loadStageConfig(
        context({
          stage: 'dev',
          emailFrom: 'a@example.com',
          alarmEmail: 'b@example.com',
          domainName: 'app.example.com',
        }),
      );
    const withCertificate = loadStageConfig(
      context({
        stage: 'dev',
        emailFrom: 'a@example.com',
        alarmEmail: 'b@example.com',
        domainName: 'app.example.com',
        certificateArn: 'arn:aws:acm:us-east-1:123456789012:certificate/abc-123',
      }),
    );

    // Assess
    expect(withoutCertificate).toThrow(/domainName and certificateArn must be set together/);
    expect(withCertificate.domainName).toBe('app.example.com');
  });
});
