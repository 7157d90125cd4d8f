/** `$ref`s into the OpenAPI document's `components/schemas`: finding and renaming them. */

/** How a reference to the component `name` starts. */
export const COMPONENT_REF_PREFIX = '#/components/schemas/';

/** `{ $ref }` to the component `name`. */
export const componentRef = (name: string) => ({ $ref: `${COMPONENT_REF_PREFIX}${name}` });

const componentName = (key: string, value: unknown): string | undefined =>
  key === '$ref' && typeof value === 'string' && value.startsWith(COMPONENT_REF_PREFIX)
    ? value.slice(COMPONENT_REF_PREFIX.length)
    : undefined;

/** Names of the components that a JSON value refers to, added to `found`. */
export function componentRefs(value: unknown, found: string[] = []): string[] {
  if (Array.isArray(value)) {
    for (const item of value) componentRefs(item, found);
  } else if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const name = componentName(key, item);
      if (name === undefined) componentRefs(item, found);
      else found.push(name);
    }
  }
  return found;
}

/** A copy of a JSON value whose component refs point at `rename(name)` instead. */
export function renameComponentRefs<T>(value: T, rename: (name: string) => string): T {
  if (Array.isArray(value)) return value.map((item: unknown) => renameComponentRefs(item, rename)) as T;
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => {
      const name = componentName(key, item);
      return [key, name === undefined ? renameComponentRefs(item, rename) : componentRef(rename(name)).$ref];
    }),
  ) as T;
}

/** The names of the components reached from `roots`, directly or through other components. */
export function reachableComponents(roots: unknown, components: Record<string, unknown>): Set<string> {
  const reached = new Set<string>();
  const pending = componentRefs(roots);
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    componentRefs(components[name], pending);
  }
  return reached;
}
