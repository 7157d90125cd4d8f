import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { credentialsFromEnvironment, defaultProvider } from './environment-credentials';

const LAMBDA_VARIABLES = [
  'AWS_ACCESS_KEY_ID',
  'AWS_SECRET_ACCESS_KEY',
  'AWS_SESSION_TOKEN',
  'AWS_CREDENTIAL_EXPIRATION',
];

describe('environment credentials', () => {
  const saved = Object.fromEntries(LAMBDA_VARIABLES.map((name) => [name, process.env[name]]));
  afterEach(() => {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });

  it("answers the role's credentials Lambda puts in the environment, session token included", async () => {
    // Prepare
    process.env['AWS_ACCESS_KEY_ID'] = 'ASIAEXAMPLE';
    process.env['AWS_SECRET_ACCESS_KEY'] = 'secret';
    process.env['AWS_SESSION_TOKEN'] = 'session';
    delete process.env['AWS_CREDENTIAL_EXPIRATION'];

    // Act
    const credentials = await credentialsFromEnvironment();

    // Assess
    expect(credentials).toEqual({
      accessKeyId: 'ASIAEXAMPLE',
      secretAccessKey: 'secret',
      sessionToken: 'session',
    });
  });

  it('reads the expiration when one is given', async () => {
    // Prepare
    process.env['AWS_ACCESS_KEY_ID'] = 'ASIAEXAMPLE';
    process.env['AWS_SECRET_ACCESS_KEY'] = 'secret';
    process.env['AWS_CREDENTIAL_EXPIRATION'] = '2030-01-01T00:00:00Z';

    // Act
    const credentials = await credentialsFromEnvironment();

    // Assess
    expect(credentials.expiration).toEqual(new Date('2030-01-01T00:00:00Z'));
  });

  it('fails naming the variables when the key pair is missing', async () => {
    // Prepare
    delete process.env['AWS_ACCESS_KEY_ID'];
    process.env['AWS_SECRET_ACCESS_KEY'] = 'secret';

    // Act
    const reading = credentialsFromEnvironment();

    // Assess
    await expect(reading).rejects.toThrow(/AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY must be set/);
  });

  it("is what an SDK client signs with when it stands in for the SDK's default chain", async () => {
    // Prepare
    process.env['AWS_ACCESS_KEY_ID'] = 'ASIAFROMLAMBDA';
    process.env['AWS_SECRET_ACCESS_KEY'] = 'lambda-secret';
    process.env['AWS_SESSION_TOKEN'] = 'lambda-session';
    // The option the client's runtime configuration fills from @aws-sdk/credential-provider-node.
    const client = new DynamoDBClient({ region: 'us-east-2', credentialDefaultProvider: defaultProvider });

    // Act
    const credentials = await client.config.credentials();
    client.destroy();

    // Assess
    expect(credentials).toMatchObject({
      accessKeyId: 'ASIAFROMLAMBDA',
      secretAccessKey: 'lambda-secret',
      sessionToken: 'lambda-session',
    });
  });
});
