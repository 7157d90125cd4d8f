/**
 * The HTTP API: one Lambda and one route per entry of the route table (shared/src/api/routes.ts),
 * a Cognito JWT authorizer on every route that is not public, access logs and stage throttling.
 * Role checks happen in the handlers, which see the verified claims; the authorizer only proves
 * the caller holds a valid ID token of this pool and app client.
 *
 * CloudFront is the only way in (docs/decisions/edge.md): a generated origin secret, which
 * CloudFront adds to every request it forwards, is given to every route function, and the route
 * pipeline refuses a request without it. Public routes have throttles of their own
 * (shared/src/api/route-throttles.ts) in the stage's route settings.
 *
 * The API, its stage, access logs and authorizer live in the parent stack; each route tag's
 * functions and routes live in a nested stack of their own (docs/decisions/infra.md "Nested
 * stacks for the routes"), because a template holds at most 500 resources and a route costs seven.
 */
import { NestedStack, Stack } from 'aws-cdk-lib';
import {
  type CfnStage,
  HttpApi,
  HttpMethod,
  HttpRoute,
  HttpRouteKey,
  type HttpStage,
  LogGroupLogDestination,
} from 'aws-cdk-lib/aws-apigatewayv2';
import { HttpUserPoolAuthorizer } from 'aws-cdk-lib/aws-apigatewayv2-authorizers';
import { HttpLambdaIntegration } from 'aws-cdk-lib/aws-apigatewayv2-integrations';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import type { IUserPool, IUserPoolClient } from 'aws-cdk-lib/aws-cognito';
import { LogGroup, type RetentionDays } from 'aws-cdk-lib/aws-logs';
import { Secret } from 'aws-cdk-lib/aws-secretsmanager';
import { Construct } from 'constructs';
import { ORIGIN_SECRET_HEADER } from '#shared/api/edge';
import { isPublicRoute, type RouteDefinition } from '#shared/api/route';
import { routeThrottle } from '#shared/api/route-throttles';
import { acknowledgeNag } from './nag';
import {
  RouteFunction,
  routeConstructId,
  type RouteFunctionEnvironment,
  type RouteResources,
} from './route-function';
import { pascalCase } from './construct-ids';

/** Stage-wide limits that keep a runaway client from running up the Lambda bill. */
export const API_THROTTLE = { rateLimit: 50, burstLimit: 100 } as const;

export interface ApiProps {
  userPool: IUserPool;
  userPoolClient: IUserPoolClient;
  logRetention: RetentionDays;
}

/** The construct id of the nested stack holding a route tag's routes: `offers` → `RoutesOffers`. */
export function routesStackId(tag: string): string {
  return `Routes${pascalCase(tag)}`;
}

/** What every route function is built from, besides its route. */
export interface ApiRoutesProps {
  environment: RouteFunctionEnvironment;
  resources: RouteResources;
}

/** The HTTP API, its `$default` stage and its JWT authorizer; routes are added from the table. */
export class Api extends Construct {
  readonly httpApi: HttpApi;
  readonly stage: HttpStage;
  /** The stage's access log: one JSON line per request (the alarms count its 429s). */
  readonly accessLogs: LogGroup;
  /** Host name of the API's execute-api endpoint, without scheme (CloudFront's origin). */
  readonly domainName: string;
  readonly routeFunctions = new Map<string, RouteFunction>();
  /** The nested stack of each route tag, by tag. */
  readonly routeStacks = new Map<string, NestedStack>();
  /** The secret CloudFront adds to every request it sends here; route functions refuse requests without it. */
  readonly originSecret: Secret;
  /** Route settings in CloudFormation's spelling: CfnStage passes this property through as JSON. */
  private readonly routeSettings: Record<
    string,
    { ThrottlingRateLimit: number; ThrottlingBurstLimit: number }
  > = {};
  private readonly authorizer: HttpUserPoolAuthorizer;
  private readonly logRetention: RetentionDays;

  constructor(scope: Construct, id: string, props: ApiProps) {
    super(scope, id);
    this.logRetention = props.logRetention;

    this.httpApi = new HttpApi(this, 'HttpApi', {
      description: 'Dealflow API, served under /api through CloudFront',
      // The default stage has no access-log settings; the explicit one below has.
      createDefaultStage: false,
    });

    this.accessLogs = new LogGroup(this, 'AccessLogs', { retention: props.logRetention });
    this.stage = this.httpApi.addStage('DefaultStage', {
      stageName: '$default',
      autoDeploy: true,
      throttle: API_THROTTLE,
      accessLogSettings: {
        destination: new LogGroupLogDestination(this.accessLogs),
        format: AccessLogFormat.custom(
          JSON.stringify({
            requestId: '$context.requestId',
            ip: '$context.identity.sourceIp',
            userAgent: '$context.identity.userAgent',
            requestTime: '$context.requestTime',
            method: '$context.httpMethod',
            routeKey: '$context.routeKey',
            path: '$context.path',
            status: '$context.status',
            protocol: '$context.protocol',
            responseLength: '$context.responseLength',
            latency: '$context.responseLatency',
            integrationLatency: '$context.integrationLatency',
            integrationError: '$context.integrationErrorMessage',
            authorizerError: '$context.authorizer.error',
          }),
        ),
      },
    });

    // The SPA sends the ID token: its audience is the app client id, which is what this checks.
    // Bound by the first route that uses it, it creates its AWS::ApiGatewayV2::Authorizer under
    // the HttpApi, so in this (the parent) stack; nested routes reach its id through a parameter.
    this.authorizer = new HttpUserPoolAuthorizer('CognitoAuthorizer', props.userPool, {
      userPoolClients: [props.userPoolClient],
      identitySource: ['$request.header.Authorization'],
    });

    this.originSecret = new Secret(this, 'OriginSecret', {
      description: `The header ${ORIGIN_SECRET_HEADER} CloudFront adds to every API request; the API refuses requests without it`,
      generateSecretString: { passwordLength: 64, excludePunctuation: true },
    });
    acknowledgeNag(
      this.originSecret,
      'AwsSolutions-SMG4',
      'Rotation needs CloudFront and every route function redeployed with the new value at once; a deploy after `aws secretsmanager rotate-secret` or a new value does it (docs/decisions/edge.md).',
    );

    const stack = Stack.of(this);
    this.domainName = `${this.httpApi.apiId}.execute-api.${stack.region}.${stack.urlSuffix}`;
  }

  /** The custom headers CloudFront adds to requests for the API: the origin secret. */
  originHeaders(): Record<string, string> {
    return { [ORIGIN_SECRET_HEADER]: this.originSecret.secretValue.unsafeUnwrap() };
  }

  /**
   * Adds one RouteFunction and one HttpRoute per route, in the nested stack of the route's tag;
   * public routes get no authorizer, and their throttle in the stage's route settings.
   */
  addRoutes(routes: readonly RouteDefinition[], props: ApiRoutesProps): void {
    for (const route of routes) {
      const id = routeConstructId(route);
      if (this.routeFunctions.has(route.id)) throw new Error(`Route id ${route.id} is used twice`);
      const scope = this.routeStack(route.tag);

      const routeFunction = new RouteFunction(scope, id, {
        route,
        // Resolved by CloudFormation at deploy (a dynamic reference): the value is in no template.
        environment: { ...props.environment, ORIGIN_SECRET: this.originSecret.secretValue.unsafeUnwrap() },
        resources: props.resources,
        logRetention: this.logRetention,
      });
      this.routeFunctions.set(route.id, routeFunction);

      const isPublic = isPublicRoute(route);
      const routeKey = HttpRouteKey.with(route.path, HttpMethod[route.method]);
      const httpRoute = new HttpRoute(scope, `${id}Route`, {
        httpApi: this.httpApi,
        routeKey,
        integration: new HttpLambdaIntegration(`${id}Integration`, routeFunction.function),
        authorizer: isPublic ? undefined : this.authorizer,
      });
      if (isPublic) {
        acknowledgeNag(
          httpRoute,
          'AwsSolutions-APIG4',
          `${route.method} ${route.path} is public in the route table (docs/requirements.md#r7-3); it needs no sign-in by design.`,
        );
      }
      const throttle = routeThrottle(route);
      if (throttle) {
        this.routeSettings[routeKey.key] = {
          ThrottlingRateLimit: throttle.rateLimit,
          ThrottlingBurstLimit: throttle.burstLimit,
        };
        // CloudFormation refuses route settings that name a route not created yet.
        this.stage.node.addDependency(scope);
      }
    }
    // Route settings are one property of the stage, holding every throttled route's entry.
    (this.stage.node.defaultChild as CfnStage).routeSettings = { ...this.routeSettings };
  }

  /** The nested stack of a route tag, made by its first route. */
  private routeStack(tag: string): NestedStack {
    let stack = this.routeStacks.get(tag);
    if (!stack) {
      stack = new NestedStack(this, routesStackId(tag), {
        description: `Dealflow API routes tagged ${tag}: their functions, roles, log groups and routes`,
      });
      this.routeStacks.set(tag, stack);
    }
    return stack;
  }
}
