/**
 * cdk-nag's AWS Solutions pack runs on every synth and its findings fail it. The app synthesizes
 * with zero unacknowledged errors or warnings, and every acknowledgement carries a written reason
 * that docs/decisions/infra.md explains.
 */
import { readFileSync } from 'node:fs';
import * as path from 'node:path';
import { App, NestedStack, Stack, Validations } from 'aws-cdk-lib';
import { Queue } from 'aws-cdk-lib/aws-sqs';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { REPO_ROOT, synthDealflow, type SynthesizedDealflow } from './support/synth-dealflow';

interface ValidationReport {
  pluginReports: { pluginName: string; violations: { ruleName: string; severity: string }[] }[];
}

let synthesized: SynthesizedDealflow;
beforeAll(() => {
  synthesized = synthDealflow();
});
afterAll(() => synthesized.cleanup());

/** Every acknowledgement recorded in the construct tree: rule id → reason. */
function acknowledgements(root: IConstruct): Map<string, string> {
  const found = new Map<string, string>();
  for (const construct of root.node.findAll()) {
    for (const entry of construct.node.metadata) {
      if (entry.type !== Validations.ACKNOWLEDGED_RULES_METADATA_KEY) continue;
      for (const [id, reason] of Object.entries(entry.data as Record<string, string>)) {
        found.set(id.replace(/^annotation::/i, ''), reason);
      }
    }
  }
  return found;
}

describe('cdk-nag AwsSolutions', () => {
  it('leaves no unacknowledged error or warning in the validation report of the synth', () => {
    // Act
    const report = JSON.parse(
      readFileSync(path.join(synthesized.assembly.directory, 'validation-report.json'), 'utf8'),
    ) as ValidationReport;

    // Assess
    const violations = report.pluginReports.flatMap((plugin) =>
      plugin.violations.map(
        (violation) => `${plugin.pluginName}: ${violation.severity} ${violation.ruleName}`,
      ),
    );
    expect(violations).toEqual([]);
  });

  it('finds nothing unacknowledged when run over the app directly', () => {
    // Act
    const result = new AwsSolutionsChecks().validateScope(synthesized.app);

    // Assess
    expect(result.violations.map((violation) => violation.ruleName)).toEqual([]);
    expect(result.success).toBe(true);
  });

  it('fails synth on a finding', () => {
    // Prepare: a queue with no dead-letter queue, no TLS-only policy.
    const app = new App();
    new Queue(new Stack(app, 'Careless'), 'Queue');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

    // Act
    const synth = () => app.synth();

    // Assess
    expect(synth).toThrow(/AwsSolutions-SQS3/);
  });

  it('fails synth on a finding inside a nested stack too', () => {
    // Prepare: the same careless queue, one level down.
    const app = new App();
    new Queue(new NestedStack(new Stack(app, 'Parent'), 'Child'), 'Queue');
    Validations.of(app).addPlugins(new AwsSolutionsChecks(app));

    // Act
    const synth = () => app.synth();

    // Assess
    expect(synth).toThrow(/AwsSolutions-SQS3/);
  });

  it('names wildcard acknowledgements in the nested route stacks as cdk-nag sees them there', () => {
    // Prepare: in a nested stack the parent's table is a `referenceto…` parameter.
    const nestedStacks = [...synthesized.stack.api.routeStacks.values()];

    // Act
    const acknowledged = nestedStacks.flatMap((nested) => [...acknowledgements(nested).keys()]);

    // Assess
    expect(acknowledged).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^AwsSolutions-IAM5\[Resource::<referenceto\w+DataTable\w+Arn>\/index\/\*\]$/),
      ]),
    );
    // The parent's own logical ids never reach a nested stack's acknowledgements.
    expect(acknowledged.filter((id) => /<DataTable[0-9A-F]{8}\.Arn>/.test(id))).toEqual([]);
  });

  it('has a specific reason for every acknowledgement, each rule explained in docs/decisions/infra.md', () => {
    // Prepare
    const decisions = readFileSync(path.join(REPO_ROOT, 'docs/decisions/infra.md'), 'utf8');

    // Act
    const acknowledged = acknowledgements(synthesized.app);

    // Assess
    expect(acknowledged.size).toBeGreaterThan(0);
    const withoutReason = [...acknowledged]
      .filter(([, reason]) => reason.trim().length < 40)
      .map(([id]) => id);
    const rules = new Set([...acknowledged.keys()].map((id) => id.replace(/\[.*$/, '')));
    const undocumented = [...rules].filter((rule) => !decisions.includes(rule));
    expect(withoutReason).toEqual([]);
    expect(undocumented).toEqual([]);
  });
});
