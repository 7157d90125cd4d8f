import type { IncomingMessage } from 'node:http';
import { webConfigSchema } from '#shared/core/config';
import { parseWebOption } from './cli-options';
import { functionEnvironment } from './function-environment';
import { publicUrl, spaOrigins, stackSettings, webOrigin } from './settings';
import { proxyTable } from './web/proxy-table';
import { localWebConfig } from './web/web-config';
import { distHeaders } from './web/web-server';
import { buildContentSecurityPolicy } from '../../infra/config/content-security-policy';

describe('stackSettings', () => {
  it('uses the documented default ports', () => {
    // Act
    const settings = stackSettings({});

    // Assess
    expect(settings.ports).toEqual({
      web: 5173,
      gateway: 3001,
      dynamodb: 8000,
      cognito: 9229,
      s3: 4568,
      ses: 8005,
      sqs: 9324,
      sms: 8007,
    });
    expect(settings.host).toBe('127.0.0.1');
    expect(settings.userPoolId).toMatch(/^us-east-2_[0-9a-zA-Z]+$/);
  });

  it('takes ports from DEALFLOW_*_PORT and refuses bad or clashing ones', () => {
    // Assess
    expect(stackSettings({ DEALFLOW_GATEWAY_PORT: '4001' }).ports.gateway).toBe(4001);
    expect(() => stackSettings({ DEALFLOW_WEB_PORT: 'x' })).toThrow(/DEALFLOW_WEB_PORT/);
    expect(() => stackSettings({ DEALFLOW_S3_PORT: '8000' })).toThrow(/both set to port 8000/);
  });
});

describe('functionEnvironment', () => {
  it('sets what functions/src/lib/env.ts needs and points every SDK client at a stand-in', () => {
    // Act
    const variables = functionEnvironment(stackSettings({}), {
      userPoolId: 'us-east-2_X',
      userPoolClientId: 'c1',
    });

    // Assess
    expect(variables).toMatchObject({
      STAGE: 'local',
      AWS_REGION: 'us-east-2',
      TABLE_NAME: 'dealflow-local',
      USER_POOL_ID: 'us-east-2_X',
      USER_POOL_CLIENT_ID: 'c1',
      UPLOADS_BUCKET: 'dealflow-local-uploads',
      EMAIL_FROM: 'no-reply@dealflow.local',
      ASSETS_BASE_URL: '/assets',
      S3_FORCE_PATH_STYLE: 'true',
      AWS_ENDPOINT_URL_DYNAMODB: 'http://localhost:8000',
      AWS_ENDPOINT_URL_S3: 'http://localhost:4568',
      AWS_ENDPOINT_URL_SESV2: 'http://localhost:8005',
      AWS_ENDPOINT_URL_COGNITO_IDENTITY_PROVIDER: 'http://localhost:9229',
      AWS_ENDPOINT_URL_SQS: 'http://localhost:9324',
      AWS_ENDPOINT_URL_PINPOINT_SMS_VOICE_V2: 'http://localhost:8007',
      SMS_ORIGINATION_IDENTITY: '+18885550100',
      SMS_CONFIGURATION_SET: 'dealflow-local',
      AWS_ACCESS_KEY_ID: 'S3RVER',
      AWS_SECRET_ACCESS_KEY: 'S3RVER',
    });
  });
});

describe('localWebConfig', () => {
  it('is a valid /config.json with Cognito on the web origin and USER_PASSWORD_AUTH', () => {
    // Act
    const config = localWebConfig(stackSettings({}), {
      userPoolId: 'us-east-2_DealflowLocal',
      userPoolClientId: 'abc',
    });

    // Assess
    expect(webConfigSchema.parse(config)).toEqual({
      stage: 'local',
      region: 'us-east-2',
      userPoolId: 'us-east-2_DealflowLocal',
      userPoolClientId: 'abc',
      userPoolEndpoint: 'http://localhost:5173/cognito',
      authFlowType: 'USER_PASSWORD_AUTH',
      apiBaseUrl: '',
      assetsBaseUrl: '/assets',
    });
  });
});

describe('proxyTable', () => {
  it('sends /api to the gateway, /cognito to the Cognito front and /assets to the uploads bucket', () => {
    // Act
    const table = proxyTable({
      gatewayUrl: 'http://127.0.0.1:3001',
      cognitoUrl: 'http://127.0.0.1:9229',
      s3Url: 'http://127.0.0.1:4568',
      uploadsBucket: 'uploads',
      originSecret: 'local-origin-secret',
    });

    // Assess
    expect(table['/api']?.target).toBe('http://127.0.0.1:3001');
    expect(table['/api']?.rewrite).toBeUndefined();
    expect(table['/cognito']?.rewrite?.('/cognito')).toBe('/');
    expect(table['/cognito']?.rewrite?.('/cognito/us-east-2_X/.well-known/jwks.json')).toBe(
      '/us-east-2_X/.well-known/jwks.json',
    );
    expect(table['/assets']?.rewrite?.('/assets/listings/a.jpg')).toBe('/uploads/listings/a.jpg');
  });

  it('refuses /assets/private/… (404, nothing forwarded), as CloudFront has no grant there', async () => {
    // Prepare
    const assets = proxyTable({
      gatewayUrl: 'http://127.0.0.1:3001',
      cognitoUrl: 'http://127.0.0.1:9229',
      s3Url: 'http://127.0.0.1:4568',
      uploadsBucket: 'uploads',
      originSecret: 'local-origin-secret',
    })['/assets'];
    const bypass = (url: string) => assets?.bypass?.({ url } as IncomingMessage, undefined, assets);

    // Act & Assess
    for (const url of [
      '/assets/private/feedback/01JABCDEFGHJKMNPQRSTVWXYZ0.png',
      '/assets/private/feedback-uploads/user-1/01JABCDEFGHJKMNPQRSTVWXYZ0.png?X-Amz-Signature=abc',
      '/assets/%70rivate/feedback/x.png',
      '/assets/deal-photos/../private/feedback/x.png',
      '/assets//private/feedback/x.png',
    ]) {
      expect(await bypass(url)).toBe(false);
    }
    for (const url of [
      '/assets/deal-photos/user-1/a.checked.jpg',
      '/assets/users/u/company-logo/private.png',
    ]) {
      expect(await bypass(url)).toBeUndefined();
    }
  });
});

describe('parseWebOption', () => {
  it('reads a leading --web and leaves the command alone', () => {
    // Assess
    expect(parseWebOption(['--web=dist', 'jest', '--web=x'])).toEqual({
      web: 'dist',
      rest: ['jest', '--web=x'],
    });
    expect(parseWebOption(['jest'])).toEqual({ web: 'dev', rest: ['jest'] });
    expect(() => parseWebOption(['--web=nope'])).toThrow(/--web/);
  });
});

describe('a front before the web server', () => {
  const FRONT = 'https://localhost:8443';

  it('is where browsers open the SPA, sign in and follow e-mailed links, beside the own origins', () => {
    // Prepare
    const settings = { ...stackSettings({}), frontOrigin: FRONT };

    // Act
    const config = localWebConfig(settings, { userPoolId: 'us-east-2_X', userPoolClientId: 'c' });
    const variables = functionEnvironment(settings, { userPoolId: 'us-east-2_X', userPoolClientId: 'c' });

    // Assess
    expect(webOrigin(settings)).toBe(FRONT);
    expect(config.userPoolEndpoint).toBe(`${FRONT}/cognito`);
    expect(variables.SITE_URL).toBe(FRONT);
    expect(spaOrigins(settings)).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173', FRONT]);
  });

  it('is absent by default: the web server is the origin', () => {
    // Prepare
    const settings = stackSettings({});

    // Assess
    expect(webOrigin(settings)).toBe('http://localhost:5173');
    expect(spaOrigins(settings)).toEqual(['http://localhost:5173', 'http://127.0.0.1:5173']);
  });
});

describe('publicUrl', () => {
  it('uses localhost and the configured port', () => {
    // Assess
    expect(publicUrl(stackSettings({ DEALFLOW_SES_PORT: '9005' }), 'ses')).toBe('http://localhost:9005');
  });
});

describe('distHeaders', () => {
  it("serves the built SPA with CloudFront's CSP, the local S3 allowed where production allows the bucket", () => {
    // Prepare
    const settings = stackSettings({});
    const config = localWebConfig(settings, { userPoolId: 'us-east-2_X', userPoolClientId: 'c' });
    const uploadsOrigin = publicUrl(settings, 's3');

    // Act
    const csp = distHeaders({ config, uploadsOrigin })['Content-Security-Policy'];

    // Assess
    expect(csp).toBe(buildContentSecurityPolicy({ region: config.region, uploadsOrigin }));
    expect(csp).toContain(`img-src 'self' data: blob: ${uploadsOrigin};`);
    expect(csp).toContain(
      `connect-src 'self' https://cognito-idp.${config.region}.amazonaws.com ${uploadsOrigin};`,
    );
    expect(csp).toContain("worker-src 'self';");
  });
});
