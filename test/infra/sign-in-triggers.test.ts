/**
 * The user pool's triggers: custom auth (sign-in by e-mail link) and the reset-password link message
 * are wired to their handler modules, each Lambda made like a route's, and each with the least it
 * needs: only verify touches the table, and only to delete one item.
 */
import { SIGN_IN_TRIGGER_MODULES, type SignInTriggerName } from '../../infra/config/lambda-entries';
import { resourcesOfType, synthDealflow, type SynthesizedDealflow } from './support/synth-dealflow';

type Resource = { Type: string; Properties?: Record<string, unknown> };

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

const LAMBDA_CONFIG_KEYS: Readonly<Record<SignInTriggerName, string>> = {
  DefineAuthChallenge: 'DefineAuthChallenge',
  CreateAuthChallenge: 'CreateAuthChallenge',
  VerifyAuthChallenge: 'VerifyAuthChallengeResponse',
  CustomMessage: 'CustomMessage',
};
const TRIGGERS = Object.keys(LAMBDA_CONFIG_KEYS) as SignInTriggerName[];

/** The trigger's function: the one whose construct path is Auth/<name>Trigger/Function. */
function triggerFunction(name: SignInTriggerName): [string, Resource] {
  const functions = Object.entries(resourcesOfType(synthesized.template, 'AWS::Lambda::Function'));
  const found = functions.find(([logicalId]) => logicalId.startsWith(`Auth${name}TriggerFunction`));
  if (!found) throw new Error(`No function for the ${name} trigger`);
  return found;
}

function policyActions(roleId: string): { actions: string[]; resources: unknown[] } {
  const statements = Object.values(resourcesOfType(synthesized.template, 'AWS::IAM::Policy'))
    .filter((policy) => JSON.stringify(policy.Properties?.['Roles']) === JSON.stringify([{ Ref: roleId }]))
    .flatMap(
      (policy) =>
        (
          policy.Properties?.['PolicyDocument'] as {
            Statement: { Action: string | string[]; Resource: unknown }[];
          }
        ).Statement,
    );
  return {
    actions: statements.flatMap((statement) => [statement.Action].flat()),
    resources: statements.map((statement) => statement.Resource),
  };
}

describe('user pool triggers', () => {
  it.each(TRIGGERS)('wires %s to its own function', (name) => {
    // Prepare
    const [logicalId] = triggerFunction(name);

    // Act
    const [pool] = Object.values(resourcesOfType(synthesized.template, 'AWS::Cognito::UserPool'));

    // Assess
    const lambdaConfig = pool?.Properties?.['LambdaConfig'] as Record<string, unknown>;
    expect(lambdaConfig[LAMBDA_CONFIG_KEYS[name]]).toEqual({ 'Fn::GetAtt': [logicalId, 'Arn'] });
  });

  it.each(TRIGGERS)('lets Cognito, and only this pool, invoke %s', (name) => {
    // Prepare
    const [logicalId] = triggerFunction(name);

    // Act
    const permissions = Object.values(
      resourcesOfType(synthesized.template, 'AWS::Lambda::Permission'),
    ).filter((permission) => JSON.stringify(permission.Properties?.['FunctionName']).includes(logicalId));

    // Assess
    expect(permissions).toHaveLength(1);
    expect(permissions[0]?.Properties).toMatchObject({
      Action: 'lambda:InvokeFunction',
      Principal: 'cognito-idp.amazonaws.com',
      SourceArn: { 'Fn::GetAtt': [expect.stringMatching(/^AuthUserPool/), 'Arn'] },
    });
  });

  it.each(TRIGGERS)('bundles %s from its handler module like a route (Node 22+, arm64, tracing)', (name) => {
    // Act
    const [, resource] = triggerFunction(name);

    // Assess
    expect(SIGN_IN_TRIGGER_MODULES[name]).toMatch(/^auth-challenge\/triggers\//);
    expect(String(resource.Properties?.['Runtime'])).toMatch(/^nodejs(2[2-9]|[3-9]\d)\.x$/);
    expect(resource.Properties?.['Architectures']).toEqual(['arm64']);
    expect(resource.Properties?.['TracingConfig']).toEqual({ Mode: 'Active' });
    expect(resource.Properties?.['Handler']).toBe('index.handler');
  });

  it('gives each trigger only the variables it reads, and never the pool id (a dependency cycle)', () => {
    // Act
    const variables = Object.fromEntries(
      TRIGGERS.map((name) => {
        const [, resource] = triggerFunction(name);
        // A function without variables has no Environment at all.
        const environment = resource.Properties?.['Environment'] as
          { Variables: Record<string, unknown> } | undefined;
        return [name, Object.keys(environment?.Variables ?? {}).sort()];
      }),
    );

    // Assess
    expect(variables).toEqual({
      DefineAuthChallenge: [],
      CreateAuthChallenge: [],
      VerifyAuthChallenge: ['TABLE_NAME'],
      CustomMessage: ['SITE_URL'],
    });
  });

  it('lets only verify touch the table, with DeleteItem on the table itself', () => {
    // Act
    const grants = Object.fromEntries(
      TRIGGERS.map((name) => {
        const [, resource] = triggerFunction(name);
        const roleId = (resource.Properties?.['Role'] as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
        const role = resourcesOfType(synthesized.template, 'AWS::IAM::Role')[roleId];
        expect(role?.Properties?.['ManagedPolicyArns']).toBeUndefined();
        return [name, policyActions(roleId)];
      }),
    );

    // Assess
    for (const name of TRIGGERS) {
      const dataActions = grants[name]!.actions.filter((action) => !/^(logs|xray):/.test(action));
      expect(dataActions).toEqual(name === 'VerifyAuthChallenge' ? ['dynamodb:DeleteItem'] : []);
    }
    const [tableId] = Object.keys(resourcesOfType(synthesized.template, 'AWS::DynamoDB::Table'));
    expect(grants.VerifyAuthChallenge!.resources).toContainEqual({ 'Fn::GetAtt': [tableId, 'Arn'] });
  });
});
