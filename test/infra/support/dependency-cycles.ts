/** Finds dependency cycles in a CloudFormation template, which CDK does not catch at synth. */
type TemplateResources = Record<string, { DependsOn?: string | string[]; Properties?: unknown }>;

/** Each cycle as `A → B → A`; empty when the resources can be created in some order. */
export function findDependencyCycles(resources: TemplateResources): string[] {
  const edges = new Map<string, Set<string>>();
  for (const [id, resource] of Object.entries(resources)) {
    const targets = new Set<string>([resource.DependsOn ?? []].flat());
    for (const match of JSON.stringify(resource).matchAll(/"Ref":"([^"]+)"|"Fn::GetAtt":\["([^"]+)"/g)) {
      const target = match[1] ?? match[2];
      if (target && target in resources && target !== id) targets.add(target);
    }
    edges.set(id, targets);
  }

  const state = new Map<string, 'visiting' | 'done'>();
  const cycles: string[] = [];
  const visit = (id: string, trail: string[]): void => {
    if (state.get(id) === 'done') return;
    if (state.get(id) === 'visiting') {
      cycles.push([...trail.slice(trail.indexOf(id)), id].join(' → '));
      return;
    }
    state.set(id, 'visiting');
    for (const next of edges.get(id) ?? []) visit(next, [...trail, id]);
    state.set(id, 'done');
  };
  for (const id of edges.keys()) visit(id, []);
  return cycles;
}
