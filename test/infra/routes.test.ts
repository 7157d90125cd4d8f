/**
 * The API is generated from the route table: every route gets exactly one Lambda and exactly one
 * API route, with the JWT authorizer unless the route is public, and every Lambda is built the same.
 */
import { functionEnvironmentSchema } from '../../functions/src/lib/env';
import { isPublicRoute, type RouteDefinition } from '../../shared/src/api/route';
import { routes } from '../../shared/src/api/routes';
import { routeConstructId } from '../../infra/constructs/route-function';
import { resourcesOfType, synthDealflow, type SynthesizedDealflow } from './support/synth-dealflow';

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

const routeCases = routes.map((route) => [route.id, route] as const);

/** Logical ids of the route's Lambda: `Api<RouteId>Function<hash>`, fixed by the construct path. */
function routeFunctionIds(route: RouteDefinition): string[] {
  const pattern = new RegExp(`^Api${routeConstructId(route)}Function[0-9A-F]{8}$`);
  return Object.keys(resourcesOfType(synthesized.template, 'AWS::Lambda::Function')).filter((id) =>
    pattern.test(id),
  );
}

function routeFunctionId(route: RouteDefinition): string {
  const [id] = routeFunctionIds(route);
  if (!id) throw new Error(`No Lambda for ${route.id}`);
  return id;
}

function routesWithKey(routeKey: string) {
  return Object.values(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Route')).filter(
    (resource) => resource.Properties?.['RouteKey'] === routeKey,
  );
}

describe('route table → API', () => {
  it.each(routeCases)('%s has exactly one Lambda', (_id, route) => {
    // Act
    const ids = routeFunctionIds(route);

    // Assess
    expect(ids).toHaveLength(1);
    const lambda = resourcesOfType(synthesized.template, 'AWS::Lambda::Function')[ids[0] ?? ''];
    expect(lambda?.Properties?.['Description']).toBe(`${route.id}: ${route.method} ${route.path}`);
  });

  it.each(routeCases)('%s has exactly one API route, wired to its Lambda', (_id, route) => {
    // Act
    const matches = routesWithKey(`${route.method} ${route.path}`);

    // Assess
    expect(matches).toHaveLength(1);
    const target = matches[0]?.Properties?.['Target'] as { 'Fn::Join': [string, [string, { Ref: string }]] };
    const integrationId = target['Fn::Join'][1][1].Ref;
    const integration = resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Integration')[
      integrationId
    ];
    expect(integration?.Properties?.['IntegrationUri']).toEqual({
      'Fn::GetAtt': [routeFunctionId(route), 'Arn'],
    });
    expect(integration?.Properties?.['PayloadFormatVersion']).toBe('2.0');
  });

  it.each(routeCases)('%s has the JWT authorizer exactly when it is not public', (_id, route) => {
    // Prepare
    const [authorizerId] = Object.keys(
      resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Authorizer'),
    );

    // Act
    const properties = routesWithKey(`${route.method} ${route.path}`)[0]?.Properties ?? {};

    // Assess
    if (isPublicRoute(route)) {
      expect(properties['AuthorizationType']).toBe('NONE');
      expect(properties['AuthorizerId']).toBeUndefined();
    } else {
      expect(properties['AuthorizationType']).toBe('JWT');
      expect(properties['AuthorizerId']).toEqual({ Ref: authorizerId });
    }
  });

  it('creates no route and no route Lambda beyond the table', () => {
    // Act
    const apiRoutes = Object.keys(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Route'));
    const routeLambdas = Object.keys(resourcesOfType(synthesized.template, 'AWS::Lambda::Function')).filter(
      (id) => id.startsWith('Api'),
    );

    // Assess
    expect(apiRoutes).toHaveLength(routes.length);
    expect(routeLambdas).toHaveLength(routes.length);
  });

  it('checks tokens against the user pool as issuer and the web client as audience', () => {
    // Prepare
    const [poolId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPool'));
    const [clientId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPoolClient'));

    // Act
    const authorizers = Object.values(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Authorizer'));

    // Assess
    expect(authorizers).toHaveLength(1);
    expect(authorizers[0]?.Properties).toMatchObject({
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
    const stages = Object.values(resourcesOfType(synthesized.template, 'AWS::ApiGatewayV2::Stage'));

    // Assess
    expect(stages).toHaveLength(1);
    const stage = stages[0]?.Properties ?? {};
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

describe('route Lambdas', () => {
  const expectedVariables = Object.keys(functionEnvironmentSchema.shape).filter(
    (name) => name !== 'AWS_REGION' && name !== 'S3_FORCE_PATH_STYLE',
  );

  it.each(routeCases)('%s runs Node 22 or newer on arm64 with active tracing', (_id, route) => {
    // Act
    const properties =
      resourcesOfType(synthesized.template, 'AWS::Lambda::Function')[routeFunctionId(route)]?.Properties ??
      {};

    // Assess
    const runtime = String(properties['Runtime']);
    expect(runtime).toMatch(/^nodejs\d+\.x$/);
    expect(Number(/\d+/.exec(runtime)?.[0])).toBeGreaterThanOrEqual(22);
    expect(properties['Architectures']).toEqual(['arm64']);
    expect(properties['TracingConfig']).toEqual({ Mode: 'Active' });
  });

  it.each(routeCases)(
    '%s gets every variable functions/src/lib/env.ts reads, and source maps',
    (_id, route) => {
      // Act
      const properties =
        resourcesOfType(synthesized.template, 'AWS::Lambda::Function')[routeFunctionId(route)]?.Properties ??
        {};

      // Assess
      const variables = (properties['Environment'] as { Variables: Record<string, unknown> }).Variables;
      expect(Object.keys(variables)).toEqual(expect.arrayContaining(expectedVariables));
      expect(variables['NODE_OPTIONS']).toBe('--enable-source-maps');
      expect(variables['STAGE']).toBe('dev');
    },
  );

  it.each(routeCases)('%s writes to its own log group, which expires', (_id, route) => {
    // Act
    const properties =
      resourcesOfType(synthesized.template, 'AWS::Lambda::Function')[routeFunctionId(route)]?.Properties ??
      {};

    // Assess
    const logGroupRef = (properties['LoggingConfig'] as { LogGroup: { Ref: string } }).LogGroup.Ref;
    const logGroup = resourcesOfType(synthesized.template, 'AWS::Logs::LogGroup')[logGroupRef];
    expect(logGroup?.Properties?.['RetentionInDays']).toEqual(expect.any(Number));
  });

  it.each(routeCases)('%s uses its own role with only the grants its route lists', (_id, route) => {
    // Prepare
    const properties =
      resourcesOfType(synthesized.template, 'AWS::Lambda::Function')[routeFunctionId(route)]?.Properties ??
      {};
    const roleId = (properties['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];

    // Act
    const actions = Object.values(resourcesOfType(synthesized.template, 'AWS::IAM::Policy'))
      .filter((policy) => JSON.stringify(policy.Properties?.['Roles']) === JSON.stringify([{ Ref: roleId }]))
      .flatMap(
        (policy) =>
          (policy.Properties?.['PolicyDocument'] as { Statement: { Action: string | string[] }[] }).Statement,
      )
      .flatMap((statement) => [statement.Action].flat());

    // Assess
    const role = resourcesOfType(synthesized.template, 'AWS::IAM::Role')[roleId];
    expect(role?.Properties?.['ManagedPolicyArns']).toBeUndefined();
    expect(actions.includes('dynamodb:Query')).toBe(route.grants.includes('table:read'));
    expect(actions.includes('dynamodb:PutItem')).toBe(route.grants.includes('table:write'));
    expect(actions.includes('s3:PutObject')).toBe(route.grants.includes('uploads:write'));
    expect(actions.includes('s3:GetObject')).toBe(route.grants.includes('uploads:read'));
    expect(actions.includes('ses:SendEmail')).toBe(route.grants.includes('email:send'));
    expect(actions.includes('cognito-idp:AdminCreateUser')).toBe(route.grants.includes('users:admin'));
  });
});
