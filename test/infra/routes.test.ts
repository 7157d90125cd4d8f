/**
 * The API is generated from the route table: every route gets exactly one Lambda and exactly one
 * API route, with the JWT authorizer unless the route is public, and every Lambda is built the same.
 * Routes live in one nested stack per route tag; the API, its stage and the authorizer stay in the
 * parent, and a nested template sees them (and the table, bucket, pool…) as parameters, which these
 * tests follow back to the parent's resources.
 */
import { functionEnvironmentSchema } from '#functions/lib/env';
import { isPublicRoute, type RouteDefinition, type RouteGrant } from '#shared/api/route';
import { routes } from '#shared/api/routes';
import { NodejsFunction } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LAMBDA_ENTRIES } from '../../infra/config/lambda-entries';
import { routeConstructId } from '../../infra/constructs/route-function';
import { PUBLIC_ASSET_KEY_PATTERNS } from '../../infra/constructs/storage';
import {
  parentValueOf,
  resourcesAcross,
  resourcesOfType,
  synthDealflow,
  type NestedRoutesTemplate,
  type SynthesizedDealflow,
} from './support/synth-dealflow';

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

const routeCases = routes.map((route) => [route.id, route] as const);

/** The nested stack of the route's tag. */
function nestedOf(route: RouteDefinition): NestedRoutesTemplate {
  const nested = synthesized.nestedTemplates.get(route.tag);
  if (!nested) throw new Error(`No nested stack for the tag ${route.tag}`);
  return nested;
}

/** Logical id of the route's Lambda: `<RouteId>Function<hash>` in its tag's nested stack. */
function routeFunctionPattern(route: RouteDefinition): RegExp {
  return new RegExp(`^${routeConstructId(route)}Function[0-9A-F]{8}$`);
}

function routeFunctionId(route: RouteDefinition): string {
  const id = Object.keys(resourcesOfType(nestedOf(route).template, 'AWS::Lambda::Function')).find(
    (logicalId) => routeFunctionPattern(route).test(logicalId),
  );
  if (!id) throw new Error(`No Lambda for ${route.id}`);
  return id;
}

function routeFunctionProperties(route: RouteDefinition): Record<string, unknown> {
  return (
    resourcesOfType(nestedOf(route).template, 'AWS::Lambda::Function')[routeFunctionId(route)]?.Properties ??
    {}
  );
}

/** API routes with this key in any template, parent or nested. */
function routesWithKey(routeKey: string) {
  return resourcesAcross(synthesized.allTemplates(), 'AWS::ApiGatewayV2::Route').filter(
    ({ resource }) => resource.Properties?.['RouteKey'] === routeKey,
  );
}

function logicalIdOfType(type: string): string {
  const [logicalId, ...others] = Object.keys(resourcesOfType(synthesized.template, type));
  if (!logicalId || others.length > 0) throw new Error(`Expected one ${type} in the parent`);
  return logicalId;
}

describe('route table → API', () => {
  it.each(routeCases)('%s has exactly one Lambda, in the nested stack of its tag', (_id, route) => {
    // Act
    const lambdas = resourcesAcross(synthesized.allTemplates(), 'AWS::Lambda::Function').filter(
      ({ logicalId }) => routeFunctionPattern(route).test(logicalId),
    );

    // Assess
    expect(lambdas.map(({ templateName }) => templateName)).toEqual([`routes ${route.tag}`]);
    expect(lambdas[0]?.resource.Properties?.['Description']).toBe(
      `${route.id}: ${route.method} ${route.path}`,
    );
  });

  it.each(routeCases)(
    '%s has exactly one API route, on the parent API, wired to its Lambda',
    (_id, route) => {
      // Prepare
      const nested = nestedOf(route);
      const apiRef = { Ref: logicalIdOfType('AWS::ApiGatewayV2::Api') };

      // Act
      const matches = routesWithKey(`${route.method} ${route.path}`);

      // Assess
      expect(matches.map(({ templateName }) => templateName)).toEqual([`routes ${route.tag}`]);
      const properties = matches[0]?.resource.Properties ?? {};
      expect(parentValueOf(nested, properties['ApiId'])).toEqual(apiRef);
      const target = properties['Target'] as { 'Fn::Join': [string, [string, { Ref: string }]] };
      const integrationId = target['Fn::Join'][1][1].Ref;
      const integration = resourcesOfType(nested.template, 'AWS::ApiGatewayV2::Integration')[integrationId];
      expect(parentValueOf(nested, integration?.Properties?.['ApiId'])).toEqual(apiRef);
      expect(integration?.Properties?.['IntegrationUri']).toEqual({
        'Fn::GetAtt': [routeFunctionId(route), 'Arn'],
      });
      expect(integration?.Properties?.['PayloadFormatVersion']).toBe('2.0');
    },
  );

  it.each(routeCases)('%s lets only its API route invoke its Lambda', (_id, route) => {
    // Act
    const permissions = Object.values(
      resourcesOfType(nestedOf(route).template, 'AWS::Lambda::Permission'),
    ).filter(
      (permission) =>
        JSON.stringify(permission.Properties?.['FunctionName']) ===
        JSON.stringify({ 'Fn::GetAtt': [routeFunctionId(route), 'Arn'] }),
    );

    // Assess
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties?.['Principal']).toBe('apigateway.amazonaws.com');
    expect(JSON.stringify(permissions[0]?.Properties?.['SourceArn'])).toContain(`/*/*${route.path}"`);
  });

  it.each(routeCases)('%s has the JWT authorizer exactly when it is not public', (_id, route) => {
    // Prepare
    const authorizerRef = { Ref: logicalIdOfType('AWS::ApiGatewayV2::Authorizer') };

    // Act
    const properties = routesWithKey(`${route.method} ${route.path}`)[0]?.resource.Properties ?? {};

    // Assess
    if (isPublicRoute(route)) {
      expect(properties['AuthorizationType']).toBe('NONE');
      expect(properties['AuthorizerId']).toBeUndefined();
    } else {
      expect(properties['AuthorizationType']).toBe('JWT');
      expect(parentValueOf(nestedOf(route), properties['AuthorizerId'])).toEqual(authorizerRef);
    }
  });

  it('makes one nested stack per route tag, and creates no route and no route Lambda beyond the table', () => {
    // Prepare
    const nestedTemplates = [...synthesized.nestedTemplates.values()].map(({ tag, template }) => ({
      name: `routes ${tag}`,
      template,
    }));

    // Act
    const apiRoutes = resourcesAcross(synthesized.allTemplates(), 'AWS::ApiGatewayV2::Route');
    const nestedLambdas = resourcesAcross(nestedTemplates, 'AWS::Lambda::Function');

    // Assess
    expect([...synthesized.nestedTemplates.keys()].sort()).toEqual(
      [...new Set(routes.map((r) => r.tag))].sort(),
    );
    expect(apiRoutes).toHaveLength(routes.length);
    expect(nestedLambdas).toHaveLength(routes.length);
    expect(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Route')).toEqual({});
    expect(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Integration')).toEqual({});
  });

  it('keeps the one JWT authorizer in the parent, checking tokens against the pool and the web client', () => {
    // Prepare
    const [poolId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPool'));
    const [clientId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPoolClient'));

    // Act
    const authorizers = resourcesAcross(synthesized.allTemplates(), 'AWS::ApiGatewayV2::Authorizer');

    // Assess
    expect(authorizers.map(({ templateName }) => templateName)).toEqual([synthesized.stack.stackName]);
    expect(authorizers[0]?.resource.Properties).toMatchObject({
      AuthorizerType: 'JWT',
      IdentitySource: ['$request.header.Authorization'],
      JwtConfiguration: {
        Audience: [{ Ref: clientId }],
        Issuer: { 'Fn::Join': ['', ['https://cognito-idp.us-east-2.amazonaws.com/', { Ref: poolId }]] },
      },
    });
  });

  it('logs API access and throttles the stage', () => {
    // Act
    const stages = resourcesAcross(synthesized.allTemplates(), 'AWS::ApiGatewayV2::Stage');

    // Assess
    expect(stages.map(({ templateName }) => templateName)).toEqual([synthesized.stack.stackName]);
    const stage = stages[0]?.resource.Properties ?? {};
    expect(stage['StageName']).toBe('$default');
    expect(stage['AutoDeploy']).toBe(true);
    expect(stage['AccessLogSettings']).toMatchObject({
      Format: expect.stringContaining('$context.requestId'),
    });
    expect(stage['DefaultRouteSettings']).toMatchObject({
      ThrottlingRateLimit: expect.any(Number),
      ThrottlingBurstLimit: expect.any(Number),
    });
  });
});

/**
 * The uploads bucket access of IAM statements, as `<action> <key pattern>`: in a nested template an
 * object ARN is `Fn::Join` of the bucket ARN parameter and `/<pattern>`.
 */
function s3Access(
  statements: { Action: string | string[]; Resource: unknown }[],
  nested: NestedRoutesTemplate,
): string[] {
  const [bucketId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::S3::Bucket')).filter((id) =>
    id.includes('Uploads'),
  );
  return statements
    .flatMap((statement) =>
      [statement.Action].flat().flatMap((action) =>
        [statement.Resource].flat().map((resource) => {
          const [bucketArn, pattern] =
            (resource as { 'Fn::Join': [string, [unknown, string]] })['Fn::Join']?.[1] ?? [];
          if (!action.startsWith('s3:')) return undefined;
          // Every S3 permission of a route is on the one uploads bucket's objects.
          expect(parentValueOf(nested, bucketArn)).toEqual({ 'Fn::GetAtt': [bucketId, 'Arn'] });
          return `${action} ${String(pattern).replace(/^\//, '')}`;
        }),
      ),
    )
    .filter((access): access is string => access !== undefined)
    .sort();
}

describe('route Lambdas', () => {
  /** Variables set only on the functions whose route lists the grant. */
  const GRANT_VARIABLES = {
    NOTIFICATIONS_QUEUE_URL: 'queue:notifications:send',
    WEBHOOK_QUEUE_URL: 'queue:webhooks:send',
    ALERTS_QUEUE_URL: 'queue:alerts:send',
    FEEDBACK_CHALLENGE_SECRET: 'feedback:challenge',
    TRAINING_BADGE_SECRET: 'training:badge-sign',
  } as const;
  /** The uploads bucket access each grant gives, as `<action> <key pattern>`; every other grant gives none. */
  const S3_ACCESS: Partial<Record<RouteGrant, readonly string[]>> = {
    'uploads:write': PUBLIC_ASSET_KEY_PATTERNS.map((pattern) => `s3:PutObject ${pattern}`),
    'uploads:check': PUBLIC_ASSET_KEY_PATTERNS.flatMap((pattern) =>
      ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'].map((action) => `${action} ${pattern}`),
    ),
    'feedback:screenshots:write': ['s3:PutObject private/feedback-uploads/*'],
    'feedback:screenshots:check': [
      's3:GetObject private/feedback-uploads/*',
      's3:PutObject private/feedback-uploads/*',
      's3:DeleteObject private/feedback-uploads/*',
      's3:GetObject private/feedback/*',
      's3:PutObject private/feedback/*',
      's3:DeleteObject private/feedback/*',
    ],
    'feedback:screenshots:read': ['s3:GetObject private/feedback/*'],
    'feedback:screenshots:delete': ['s3:DeleteObject private/feedback/*'],
  };
  // AWS_REGION comes from Lambda; the other two matter only on the local stack.
  const NOT_SET_IN_AWS = ['AWS_REGION', 'S3_FORCE_PATH_STYLE', 'WEBHOOK_ALLOW_LOOPBACK_RECEIVER'];
  // Given only with the stage's texting identity, which this stack has none of (texting-stack.test.ts).
  const TEXTING_VARIABLES = ['SMS_ORIGINATION_IDENTITY', 'SMS_CONFIGURATION_SET'];
  const expectedVariables = Object.keys(functionEnvironmentSchema.shape).filter(
    (name) =>
      !NOT_SET_IN_AWS.includes(name) && !TEXTING_VARIABLES.includes(name) && !(name in GRANT_VARIABLES),
  );

  it.each(routeCases)('%s runs Node 22 or newer on arm64 with active tracing', (_id, route) => {
    // Act
    const properties = routeFunctionProperties(route);

    // Assess
    const runtime = String(properties['Runtime']);
    expect(runtime).toMatch(/^nodejs\d+\.x$/);
    expect(Number(/\d+/.exec(runtime)?.[0])).toBeGreaterThanOrEqual(22);
    expect(properties['Architectures']).toEqual(['arm64']);
    expect(properties['TracingConfig']).toEqual({ Mode: 'Active' });
  });

  it.each(routeCases)(
    '%s gets every variable functions/src/lib/env.ts reads, and no source-map loading',
    (_id, route) => {
      // Prepare
      const nested = nestedOf(route);
      const [tableId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::DynamoDB::Table'));

      // Act
      const variables = (
        routeFunctionProperties(route)['Environment'] as { Variables: Record<string, unknown> }
      ).Variables;

      // Assess
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(expectedVariables));
      for (const [name, grant] of Object.entries(GRANT_VARIABLES)) {
        expect(name in variables).toBe(route.grants.includes(grant));
      }
      for (const name of [...NOT_SET_IN_AWS, ...TEXTING_VARIABLES]) expect(variables[name]).toBeUndefined();
      // Maps are not loaded at cold start (docs/decisions/lambda-source-maps.md).
      expect(variables['NODE_OPTIONS']).toBeUndefined();
      expect(variables['STAGE']).toBe('dev');
      // Parent values arrive as parameters: the table name is the parent table's.
      expect(parentValueOf(nested, variables['TABLE_NAME'])).toEqual({ Ref: tableId });
    },
  );

  /** The stack's generated secrets whose value reaches only the functions granted them. */
  const GRANT_SECRETS = [
    ['feedback:challenge', 'FEEDBACK_CHALLENGE_SECRET', 'FeedbackChallengeSecret'],
    ['training:badge-sign', 'TRAINING_BADGE_SECRET', 'TrainingBadgeSecret'],
  ] as const;
  const grantSecretCases = GRANT_SECRETS.flatMap(([grant, variable, secretPrefix]) =>
    routeCases
      .filter(([, route]) => route.grants.includes(grant))
      .map(([id, route]) => [id, variable, secretPrefix, route] as const),
  );

  it.each(grantSecretCases)(
    '%s is given %s, the value of the one %s of the stack',
    (_id, variable, secretPrefix, route) => {
      // Prepare
      const [secretId, ...others] = Object.keys(
        resourcesOfType(synthesized.template, 'AWS::SecretsManager::Secret'),
      ).filter((logicalId) => logicalId.startsWith(secretPrefix));

      // Act
      const variables = (
        routeFunctionProperties(route)['Environment'] as { Variables: Record<string, unknown> }
      ).Variables;

      // Assess: a dynamic reference CloudFormation resolves at deploy, to the parent's secret.
      expect(others).toEqual([]);
      const [, [prefix, secretRef, suffix]] = (
        variables[variable] as { 'Fn::Join': [string, [string, unknown, string]] }
      )['Fn::Join'];
      expect(prefix).toBe('{{resolve:secretsmanager:');
      expect(suffix).toBe(':SecretString:::}}');
      expect(parentValueOf(nestedOf(route), secretRef)).toEqual({ Ref: secretId });
    },
  );

  it('signs credentials in getMyCredential only', () => {
    expect(
      routeCases.filter(([, route]) => route.grants.includes('training:badge-sign')).map(([id]) => id),
    ).toEqual(['getMyCredential']);
  });

  it.each(routeCases)('%s writes to its own log group, which expires', (_id, route) => {
    // Act
    const properties = routeFunctionProperties(route);

    // Assess
    const logGroupRef = (properties['LoggingConfig'] as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const logGroup = resourcesOfType(nestedOf(route).template, 'AWS::Logs::LogGroup')[logGroupRef];
    expect(logGroup?.Properties?.['RetentionInDays']).toEqual(expect.any(Number));
  });

  it.each(routeCases)('%s uses its own role with only the grants its route lists', (_id, route) => {
    // Prepare
    const nested = nestedOf(route);
    const roleId = (routeFunctionProperties(route)['Role'] as { 'Fn::GetAtt': [string, string] })[
      'Fn::GetAtt'
    ][0];
    const [tableId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::DynamoDB::Table'));

    // Act
    const statements = Object.values(resourcesOfType(nested.template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.['Roles']) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(
        (policy) =>
          (
            policy.Properties?.['PolicyDocument'] as {
              Statement: { Action: string | string[]; Resource: unknown }[];
            }
          ).Statement,
      );
    const actions = statements.flatMap((statement) => [statement.Action].flat());
    const tableResources = statements
      .filter((statement) => [statement.Action].flat().some((action) => action.startsWith('dynamodb:')))
      .flatMap((statement) => [statement.Resource].flat());

    // Assess
    const role = resourcesOfType(nested.template, 'AWS::IAM::Role')[roleId];
    expect(role?.Properties?.['ManagedPolicyArns']).toBeUndefined();
    expect(actions.includes('dynamodb:Query')).toBe(route.grants.includes('table:read'));
    expect(actions.includes('dynamodb:PutItem')).toBe(route.grants.includes('table:write'));
    expect(s3Access(statements, nested)).toEqual(
      [...new Set(route.grants.flatMap((grant) => S3_ACCESS[grant] ?? []))].sort(),
    );
    expect(actions.includes('ses:SendEmail')).toBe(route.grants.includes('email:send'));
    expect(actions.includes('cognito-idp:AdminCreateUser')).toBe(route.grants.includes('users:admin'));
    expect(actions.includes('sqs:SendMessage')).toBe(
      route.grants.some((grant) => grant.startsWith('queue:')),
    );
    // Table permissions reach the parent's one table (and its indexes) through a parameter.
    const tableArn = { 'Fn::GetAtt': [tableId, 'Arn'] };
    for (const resource of tableResources) {
      const joined = (resource as { 'Fn::Join'?: [string, [unknown, string]] })['Fn::Join'];
      if (joined) {
        expect(parentValueOf(nested, joined[1][0])).toEqual(tableArn);
        expect(joined[1][1]).toBe('/index/*');
      } else {
        expect(parentValueOf(nested, resource)).toEqual(tableArn);
      }
    }
  });
});

describe('every Lambda', () => {
  it('is in the list the bundle benchmark measures, so none escapes the size budget', () => {
    // Act
    const deployed = synthesized.app.node
      .findAll()
      .filter((construct) => construct instanceof NodejsFunction);

    // Assess
    expect(new Set(LAMBDA_ENTRIES.map((lambda) => lambda.name)).size).toBe(LAMBDA_ENTRIES.length);
    expect(deployed).toHaveLength(LAMBDA_ENTRIES.length);
  });
});
