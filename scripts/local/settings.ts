/**
 * Everything fixed about the local stack: ports (overridable by environment variables), names of
 * the table, bucket and pool, the region, and where data lives.
 */
import path from 'node:path';

export const REPO_ROOT = path.resolve(__dirname, '../..');
/** `npm start` keeps its data here; `npm run reset` deletes it. */
export const DEFAULT_DATA_DIR = path.join(REPO_ROOT, '.local');

export const LOCAL_REGION = 'us-east-2';
export const LOCAL_STAGE = 'local';

/** A port of the stack, its default and the variable that overrides it. */
export const PORT_SETTINGS = {
  web: {
    variable: 'DEALFLOW_WEB_PORT',
    default: 5173,
    label: 'Web (SPA, /api, /cognito, /assets, /config.json)',
  },
  gateway: { variable: 'DEALFLOW_GATEWAY_PORT', default: 3001, label: 'API gateway' },
  dynamodb: { variable: 'DEALFLOW_DYNAMODB_PORT', default: 8000, label: 'DynamoDB (transaction front)' },
  cognito: { variable: 'DEALFLOW_COGNITO_PORT', default: 9229, label: 'Cognito (front)' },
  s3: { variable: 'DEALFLOW_S3_PORT', default: 4568, label: 'S3 (s3rver)' },
  ses: { variable: 'DEALFLOW_SES_PORT', default: 8005, label: 'SES (mail at /store)' },
  sqs: { variable: 'DEALFLOW_SQS_PORT', default: 9324, label: 'SQS (in-process queues)' },
  sms: { variable: 'DEALFLOW_SMS_PORT', default: 8007, label: 'Texts (store at /)' },
} as const;

export type ServiceName = keyof typeof PORT_SETTINGS;

export interface StackSettings {
  /** Interface every server binds to (loopback unless DEALFLOW_HOST says otherwise). */
  host: string;
  /** Host name used in URLs handed to browsers and tests. */
  publicHost: string;
  ports: Record<ServiceName, number>;
  region: string;
  stage: string;
  tableName: string;
  uploadsBucket: string;
  userPoolId: string;
  userPoolName: string;
  userPoolClientName: string;
  /** Tokens' issuer is `<issuerDomain>/<userPoolId>`, shaped like production's. */
  issuerDomain: string;
  emailFrom: string;
  assetsBaseUrl: string;
  /**
   * The origin browsers reach the web server through when a front stands before it, as CloudFront
   * stands before the site (the mobile bench's HTTP/2 front); unset, they reach the web server itself.
   */
  frontOrigin?: string;
}

function portFrom(env: NodeJS.ProcessEnv, service: ServiceName): number {
  const { variable, default: fallback } = PORT_SETTINGS[service];
  const raw = env[variable];
  if (raw === undefined || raw === '') return fallback;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    throw new Error(`${variable} must be a port number (1-65535), not "${raw}"`);
  }
  return port;
}

export function stackSettings(env: NodeJS.ProcessEnv = process.env): StackSettings {
  const ports = Object.fromEntries(
    (Object.keys(PORT_SETTINGS) as ServiceName[]).map((service) => [service, portFrom(env, service)]),
  ) as Record<ServiceName, number>;
  const taken = new Map<number, ServiceName>();
  for (const [service, port] of Object.entries(ports) as [ServiceName, number][]) {
    const other = taken.get(port);
    if (other) throw new Error(`${service} and ${other} are both set to port ${port}`);
    taken.set(port, service);
  }
  return {
    host: env.DEALFLOW_HOST || '127.0.0.1',
    publicHost: 'localhost',
    ports,
    region: LOCAL_REGION,
    stage: LOCAL_STAGE,
    tableName: 'dealflow-local',
    uploadsBucket: 'dealflow-local-uploads',
    userPoolId: `${LOCAL_REGION}_DealflowLocal`,
    userPoolName: 'dealflow-local',
    userPoolClientName: 'dealflow-web',
    issuerDomain: `https://cognito-idp.${LOCAL_REGION}.amazonaws.com`,
    emailFrom: 'no-reply@dealflow.local',
    assetsBaseUrl: '/assets',
  };
}

/** `http://localhost:<port>` of a service, as browsers and tests reach it. */
export function publicUrl(settings: StackSettings, service: ServiceName): string {
  return `http://${settings.publicHost}:${settings.ports[service]}`;
}

/** The origin browsers open the SPA at: the front's when there is one, else the web server's. */
export function webOrigin(settings: StackSettings): string {
  return settings.frontOrigin ?? publicUrl(settings, 'web');
}

/** Origins the SPA is served from, allowed by the Cognito front and the bucket CORS rule. */
export function spaOrigins(settings: StackSettings): string[] {
  const own = [`http://localhost:${settings.ports.web}`, `http://127.0.0.1:${settings.ports.web}`];
  return settings.frontOrigin ? [...own, settings.frontOrigin] : own;
}
